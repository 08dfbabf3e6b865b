import { API } from '@platform/contracts/api-paths';
import { type MaintenanceNotice, maintenanceNoticeSchema } from '@platform/contracts/lobby';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../shared/api/http';
import { useDateTime } from '../../shared/i18n/use-date-time';
import styles from './play.module.css';

/**
 * What the operator said of a vendor's or a game's maintenance, under the lobby's own words: the
 * message in its own direction and the planned end in the player's time. Nothing when nothing was said.
 */
export function MaintenanceNote({ notice }: { notice: MaintenanceNotice | null | undefined }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  if (!notice?.message && !notice?.until) return null;
  return (
    <div className={styles.maintenanceNote}>
      {notice.message ? <p dir="auto">{notice.message}</p> : null}
      {notice.until ? <p>{t('maintenance_until', { time: `\u2068${dateTime(notice.until)}\u2069` })}</p> : null}
    </div>
  );
}

/** The notice of a closed vendor (its card) or game (its tile), read when the player opens it. */
export function useMaintenanceNotice(vassalage: string, nodeId: number | undefined) {
  return useQuery({
    queryKey: ['play', 'maintenanceNotice', vassalage, nodeId],
    queryFn: ({ signal }) =>
      apiRequest(API.maintenanceNotice, {
        query: { vassalage, ...(nodeId !== undefined && { nodeId: String(nodeId) }) },
        schema: maintenanceNoticeSchema,
        signal,
      }),
  });
}

/** The notice a launch refused GAME_MAINTENANCE carries, when it carries one. */
export function noticeOfRefusal(value: unknown): MaintenanceNotice | null {
  const parsed = maintenanceNoticeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

import type { PermissionValue } from '@platform/contracts/system';
import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/i18n/use-date-time';
import { RootNotice } from './root-notice';
import styles from './root-notice.module.css';

/**
 * Spec 2.7: title 'game maintenance', the info text and a customer service button; with the
 * operator's own message and the planned end, when the back office gave them.
 */
export function MaintenancePage({ permission }: { permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const message = permission?.maintenance.message;
  const until = permission?.maintenance.until;
  return (
    <RootNotice icon={Settings} title={t('game_maintenance')} text={t('info_maintenance')} permission={permission}>
      {message ? (
        <p className={styles.text} dir="auto">
          {message}
        </p>
      ) : null}
      {until ? (
        <p className={styles.text}>{t('maintenance_until', { time: `\u2068${dateTime(until)}\u2069` })}</p>
      ) : null}
    </RootNotice>
  );
}

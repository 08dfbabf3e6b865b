import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/ui/format';

/** When an item shows in the lobby: from its start, until its end or without end. */
export function Schedule({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <>
      <bdi>{dateTime(startsAt)}</bdi>
      <br />
      {endsAt ? <bdi>{t('content_until', { time: dateTime(endsAt) })}</bdi> : t('content_no_end')}
    </>
  );
}

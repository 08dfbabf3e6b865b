import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import { isSessionGone } from '../session/session-api';
import { useSession } from '../session/session-context';
import styles from './records.module.css';

/**
 * A list that could not load: why ('Link abnormal' for a lost connection, else the server's code)
 * and a retry. A session that ended meanwhile is handed to the session state, which makes the
 * user a guest and leaves the member centre.
 */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const gone = isSessionGone(error);
  useEffect(() => {
    if (gone) void refresh().catch(() => {});
  }, [gone, refresh]);
  return (
    <div className={styles.failure}>
      <p role="alert" className={styles.failureText}>
        {t(errorMessageKey(error))}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void onRetry()}>
        {t('retry')}
      </button>
    </div>
  );
}

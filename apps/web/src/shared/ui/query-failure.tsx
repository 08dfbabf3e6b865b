import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error';
import { LinkAbnormal } from '../session/link-abnormal';
import { isSessionGone } from '../session/session-api';
import { useSession } from '../session/session-context';
import buttons from './buttons.module.css';
import styles from './notices.module.css';

/**
 * A list or settings call that failed: 'Link abnormal' for a lost connection (spec 8), else the
 * server's code, each with a retry. A session that ended meanwhile is handed to the session state,
 * which makes the user a guest and leaves the member centre.
 */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const gone = isSessionGone(error);
  useEffect(() => {
    if (gone) void refresh().catch(() => {});
  }, [gone, refresh]);
  const key = errorMessageKey(error);
  if (key === 'link_abnormal') return <LinkAbnormal onRetry={onRetry} />;
  return (
    <div className={styles.failure}>
      <p role="alert" className={styles.failureText}>
        {t(key)}
      </p>
      <button type="button" className={buttons.secondary} onClick={() => void onRetry()}>
        {t('retry')}
      </button>
    </div>
  );
}

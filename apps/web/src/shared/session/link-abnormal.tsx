import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './session-dialogs.module.css';

/** Spec 8, "Network": 'Link abnormal, try again', with a retry button that reruns the failed call. */
export function LinkAbnormal({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } catch {
      // The failure shows again through the caller's own state.
    } finally {
      setRetrying(false);
    }
  };
  return (
    <div className={styles.notice}>
      <p role="alert" className={styles.message}>
        {t('link_abnormal')}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void retry()} disabled={retrying}>
        {t('retry')}
      </button>
    </div>
  );
}

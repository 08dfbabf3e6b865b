import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './favorite-notice.module.css';

const SHOWN_MS = 5000;

/** Why a favourite change was undone: the server's code, translated; it goes away by itself. */
export function FavoriteNotice({ messageKey, onClose }: { messageKey: string; onClose: () => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = window.setTimeout(onClose, SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <div className={styles.notice}>
      <p role="alert" className={styles.text}>
        {t(messageKey)}
      </p>
      <button type="button" className={styles.close} aria-label={t('lobby_close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import styles from './game-row.module.css';

/**
 * A home row whose list failed: a quiet line with a retry inside the row. Not an alert: the home
 * page has many rows, and one lost connection should not make every one of them shout.
 */
export function RowFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failure}>
      <p className={styles.failureText}>{t(errorMessageKey(error))}</p>
      <button type="button" className={styles.more} onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import { LinkAbnormal } from '../session/link-abnormal';
import styles from './payments.module.css';

/** A list or settings call that failed: 'Link abnormal' for the network, else the code's text; both retry. */
export function QueryFailure({ error, onRetry }: { error: unknown; onRetry: () => unknown }) {
  const { t } = useTranslation();
  const key = errorMessageKey(error);
  if (key === 'link_abnormal') return <LinkAbnormal onRetry={onRetry} />;
  return (
    <div className={styles.failure}>
      <p role="alert" className={styles.failureText}>
        {t(key)}
      </p>
      <button type="button" className={styles.secondary} onClick={() => void onRetry()}>
        {t('retry')}
      </button>
    </div>
  );
}

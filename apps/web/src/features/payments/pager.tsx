import { useTranslation } from 'react-i18next';
import styles from './payments.module.css';

type Props = { pageNo: number; totalPages: number; disabled: boolean; onPage: (pageNo: number) => void };

/** Previous / next through a paginated order list; hidden when everything fits on one page. */
export function Pager({ pageNo, totalPages, disabled, onPage }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('pay_pages')}>
      <button
        type="button"
        className={styles.secondary}
        disabled={disabled || pageNo <= 1}
        onClick={() => onPage(pageNo - 1)}
      >
        {t('pay_previous_page')}
      </button>
      <span aria-live="polite">{t('pay_page_of', { page: String(pageNo), total: String(totalPages) })}</span>
      <button
        type="button"
        className={styles.secondary}
        disabled={disabled || pageNo >= totalPages}
        onClick={() => onPage(pageNo + 1)}
      >
        {t('pay_next_page')}
      </button>
    </nav>
  );
}

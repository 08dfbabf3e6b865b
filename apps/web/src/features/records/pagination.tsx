import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

type PaginationProps = {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
};

/** Page links with previous and next (spec 2.6: range 3, 1 margin page); nothing for one page. */
export function Pagination({ pageNo, totalPages, onChange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t('rec_pagination')} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} disabled={pageNo <= 1} onClick={() => onChange(pageNo - 1)}>
            {t('rec_page_previous')}
          </button>
        </li>
        {pageItems(pageNo, totalPages).map((item, index, items) =>
          item === 'gap' ? (
            // A gap always has a page after it, which names it uniquely.
            <li key={`gap-before-${items[index + 1]}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t('rec_page', { page: item })}
                aria-current={item === pageNo ? 'page' : undefined}
                onClick={() => onChange(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={pageNo >= totalPages}
            onClick={() => onChange(pageNo + 1)}
          >
            {t('rec_page_next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';
import styles from './pagination.module.css';

type PaginationProps = {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  /** While the chosen page loads, so a second click cannot race the first. */
  disabled?: boolean;
  /** Names the navigation when a screen has more than one list. */
  label?: string;
  /** How many page links around the current one: 3 for lobby lists, 5 for the notice popup (spec 9). */
  range?: number;
};

/**
 * The one pager of every paged list (spec 2.6: range 3, 1 margin page): page links with previous
 * and next; nothing for one page.
 */
export function Pagination({ pageNo, totalPages, onChange, disabled = false, label, range = 3 }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label ?? t('pages')} className={styles.pagination}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={disabled || pageNo <= 1}
            onClick={() => onChange(pageNo - 1)}
          >
            {t('page_previous')}
          </button>
        </li>
        {pageItems(pageNo, totalPages, range).map((item, index, items) =>
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
                disabled={disabled}
                aria-label={t('page_number', { page: item })}
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
            disabled={disabled || pageNo >= totalPages}
            onClick={() => onChange(pageNo + 1)}
          >
            {t('page_next')}
          </button>
        </li>
      </ul>
    </nav>
  );
}

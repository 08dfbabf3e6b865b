import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExport, type CsvSource } from './csv-export';
import styles from './data-table.module.css';

/**
 * One page of a server-paginated list. The staff API pages but does not sort (newest first), so a
 * sortable column sorts the rows of the page on screen, which the header's hint says. With `csv`,
 * an export button over the table (see CsvExport: these rows, or every row of the filter).
 */
export function DataTable<Row>({
  rows,
  columns,
  caption,
  rowKey,
  footer,
  csv,
}: {
  rows: Row[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column definitions vary in their value type
  columns: ColumnDef<Row, any>[];
  caption: string;
  rowKey: (row: Row) => string;
  /** A last row under the body (a report's totals): one cell per column, in the columns' order. */
  footer?: { label: string; cells: ReactNode[] };
  csv?: CsvSource<Row>;
}) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getRowId: rowKey,
  });
  return (
    <>
      {csv ? <CsvExport source={csv} columns={columns} rows={rows} /> : null}
      <div className={styles.scroller}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {caption} ({t('sort_within_page')})
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                          title={t('sort_within_page')}
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp size={14} aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={14} aria-hidden="true" />
                          ) : (
                            <ArrowUpDown size={14} aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
          {footer ? (
            <tfoot>
              <tr>
                {footer.cells.map((cell, index) =>
                  index === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in a fixed order
                    <th key={index} scope="row">
                      {footer.label}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the cells are the columns, in a fixed order
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </>
  );
}

/** Previous / next over the server's pages, with where one is. */
export function Pager({
  pageNo,
  totalPages,
  totalCount,
  onPage,
}: {
  pageNo: number;
  totalPages: number;
  totalCount: number;
  onPage: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={styles.pager} aria-label={t('pages')}>
      <button type="button" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('page_previous')}
      </button>
      <span>{t('page_of', { page: pageNo, pages: Math.max(totalPages, 1), total: totalCount })}</span>
      <button type="button" disabled={pageNo >= totalPages} onClick={() => onPage(pageNo + 1)}>
        {t('page_next')}
      </button>
    </nav>
  );
}

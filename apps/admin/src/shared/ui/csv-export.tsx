import type { ColumnDef, RowData } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/http';
import { downloadCsv } from '../csv';
import styles from './data-table.module.css';
import { useCount } from './format';
import { isolate } from './isolate';
import ui from './ui.module.css';

type Page<Row> = { list: Row[]; totalPages: number; totalCount: number };

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /**
     * A column showing a server code in words (a status, a kind): the code itself, which the CSV
     * adds as a column of its own next to the words, for a program importing the file.
     */
    csvCode?: (row: TData) => string;
  }
}

/** The most rows one export asks the server for: a hundred pages of the largest size. */
const CSV_EXPORT_MAX_ROWS = 10_000;
/** The server's largest page: the export walks the filter's pages at this size. */
const CSV_EXPORT_PAGE_SIZE = 100;

/**
 * What a table exports: the rows it holds (a list the server answers whole), or every row of the
 * filter in the server's order (newest first unless said), fetched page by page from the server up
 * to CSV_EXPORT_MAX_ROWS.
 */
export type CsvSource<Row> = {
  fileName: string;
  pages?: {
    totalCount: number;
    fetch: (pageNo: number, pageSize: number) => Promise<Page<Row>>;
    /** The server lists the oldest first (a queue of what waits longest): the bound keeps the oldest. */
    oldestFirst?: boolean;
  };
};

/**
 * The CSV of a table's columns: each column with a text header and an accessor, its header as
 * shown (in the console's language) and its accessor's value, which keeps dates and amounts as
 * the server sent them (a column's cell formats them only on screen). A column of words for a
 * server code is followed by the code (headed by `codeHeader`). Action columns have neither.
 */
export function csvOf<Row>(
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column definitions vary in their value type
  columns: ColumnDef<Row, any>[],
  rows: Row[],
  codeHeader: (header: string) => string,
): { header: string[]; rows: string[][] } {
  const exported = columns.flatMap((column) => {
    if (typeof column.header !== 'string' || !('accessorFn' in column) || !column.accessorFn) return [];
    const shown = { header: column.header, value: column.accessorFn };
    const code = column.meta?.csvCode;
    return code ? [shown, { header: codeHeader(column.header), value: (row: Row) => code(row) }] : [shown];
  });
  return {
    header: exported.map((column) => column.header),
    rows: rows.map((row, index) => exported.map((column) => String(column.value(row, index) ?? ''))),
  };
}

async function allRows<Row>(pages: NonNullable<CsvSource<Row>['pages']>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let next = 1, last = 1; next <= last && rows.length < CSV_EXPORT_MAX_ROWS; next += 1) {
    const page = await pages.fetch(next, CSV_EXPORT_PAGE_SIZE);
    rows.push(...page.list);
    last = page.totalPages;
  }
  return rows.slice(0, CSV_EXPORT_MAX_ROWS);
}

/**
 * The export button over a table. Its label says what the file holds: the rows listed, every row
 * of the filter (from the server, not only the page on screen), or, past the bound, the newest (or
 * oldest) CSV_EXPORT_MAX_ROWS of them, with a hint to narrow the filter.
 */
export function CsvExport<Row>({
  source,
  columns,
  rows,
}: {
  source: CsvSource<Row>;
  // biome-ignore lint/suspicious/noExplicitAny: TanStack's column definitions vary in their value type
  columns: ColumnDef<Row, any>[];
  rows: Row[];
}) {
  const { t } = useTranslation();
  const countOf = useCount();
  const count = (value: number) => isolate(countOf(value));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const total = source.pages?.totalCount ?? rows.length;
  const capped = total > CSV_EXPORT_MAX_ROWS;
  const oldest = source.pages?.oldestFirst === true;
  const label = !source.pages
    ? t('csv_export_listed', { shown: count(total) })
    : capped
      ? t(oldest ? 'csv_export_oldest' : 'csv_export_newest', { max: count(CSV_EXPORT_MAX_ROWS), shown: count(total) })
      : t('csv_export_filter', { shown: count(total) });

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const exported = source.pages ? await allRows(source.pages) : rows;
      const file = csvOf(columns, exported, (header) => t('csv_code_column', { column: header }));
      downloadCsv(source.fileName, file.header, file.rows);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.toolbar}>
      <button type="button" className={styles.export} disabled={busy || total === 0} onClick={() => void run()}>
        <Download size={16} aria-hidden="true" /> {busy ? t('csv_exporting') : label}
      </button>
      {capped ? (
        <span className={styles.note}>
          {t(oldest ? 'csv_export_narrow_oldest' : 'csv_export_narrow', { max: count(CSV_EXPORT_MAX_ROWS) })}
        </span>
      ) : null}
      {failure ? (
        <p className={ui.alert} role="alert">
          {t(errorMessageKey(failure))}
        </p>
      ) : null}
    </div>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/ui/data-table';
import { useAmount, useCount } from '../../shared/ui/format';
import type { Csv } from './report-frame';
import styles from './reports.module.css';

type Kind = 'text' | 'day' | 'count' | 'amount';
type Value = string | number;

/**
 * One column of a report: its value as exported (plain digits, a decimal amount as the server sent
 * it), how it shows (grouped digits), and the value of the totals row where it has one.
 */
export type ReportColumn<Row, Totals> = {
  id: string;
  labelKey: string;
  kind: Kind;
  value: (row: Row) => Value;
  total?: (totals: Totals) => Value;
};

function useShow(): (kind: Kind, value: Value) => string {
  const count = useCount();
  const amount = useAmount();
  return (kind, value) =>
    kind === 'count' ? count(Number(value)) : kind === 'amount' ? amount(String(value)) : String(value);
}

/** A report's rows with a totals row, sortable on screen. */
export function ReportTable<Row, Totals>({
  rows,
  columns,
  totals,
  caption,
  rowKey,
}: {
  rows: Row[];
  columns: ReportColumn<Row, Totals>[];
  totals: Totals;
  caption: string;
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation();
  const show = useShow();
  const defs: ColumnDef<Row, Value>[] = columns.map((column) => ({
    id: column.id,
    header: t(column.labelKey),
    accessorFn: column.value,
    sortingFn: column.kind === 'count' || column.kind === 'amount' ? numeric : 'alphanumeric',
    cell: ({ getValue }) => (
      <span
        className={column.kind === 'text' ? undefined : styles.number}
        dir={column.kind === 'text' ? 'auto' : 'ltr'}
      >
        {show(column.kind, getValue())}
      </span>
    ),
  }));
  return (
    <DataTable
      rows={rows}
      columns={defs}
      caption={caption}
      rowKey={rowKey}
      footer={{
        label: t('reports_totals'),
        cells: columns.map((column) =>
          column.total ? (
            <span key={column.id} className={styles.number} dir="ltr">
              {show(column.kind, column.total(totals))}
            </span>
          ) : null,
        ),
      }}
    />
  );
}

/** Amounts and counts compare as numbers, not as text ("9" before "10"). */
function numeric(a: { getValue: (id: string) => unknown }, b: { getValue: (id: string) => unknown }, id: string) {
  return Number(a.getValue(id)) - Number(b.getValue(id));
}

/** The same report as a CSV file: one line per row, then the totals. */
export function reportCsv<Row, Totals>(
  t: TFunction,
  fileName: string,
  columns: ReportColumn<Row, Totals>[],
  rows: Row[],
  totals: Totals,
): Csv {
  return {
    fileName,
    header: columns.map((column) => t(column.labelKey)),
    rows: [
      ...rows.map((row) => columns.map((column) => String(column.value(row)))),
      columns.map((column, index) =>
        index === 0 ? t('reports_totals') : column.total ? String(column.total(totals)) : '',
      ),
    ],
  };
}

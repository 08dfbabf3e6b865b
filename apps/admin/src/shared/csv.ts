import Papa from 'papaparse';

/**
 * Rows as a CSV file the browser saves. Papa Parse quotes what needs quoting, and `escapeFormulae`
 * defuses cells a spreadsheet would run as a formula (a member's name starting with "=").
 * The byte-order mark lets spreadsheet programs read Arabic names as UTF-8.
 */
export function downloadCsv(fileName: string, header: string[], rows: string[][]): void {
  const text = Papa.unparse({ fields: header, data: rows }, { escapeFormulae: true, newline: '\r\n' });
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula (a member's name starting with "="), which Papa Parse
 * defuses with a leading quote; a negative amount as the server sends it ("-25.00") is a number,
 * not a formula, and stays as it is.
 */
const FORMULA = /^(?!-\d+(\.\d+)?$)[=+\-@\t\r]/;

/**
 * Rows as a CSV file the browser saves. Papa Parse quotes what needs quoting and defuses formulae.
 * The byte-order mark lets spreadsheet programs read Arabic names as UTF-8.
 */
export function downloadCsv(fileName: string, header: string[], rows: string[][]): void {
  const text = Papa.unparse({ fields: header, data: rows }, { escapeFormulae: FORMULA, newline: '\r\n' });
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

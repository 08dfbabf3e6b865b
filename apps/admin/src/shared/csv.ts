import Papa from 'papaparse';

/**
 * Cells a spreadsheet would run as a formula (a member's name starting with "=", "+", "-", "@", a
 * tab or a carriage return, as OWASP's CSV-injection advice lists them), which Papa Parse defuses
 * with a leading quote. Two shapes start so but are data, and stay as they are so that a program
 * importing the file reads them unchanged: a negative amount as the server sends it ("-25.00"),
 * and a mobile number in its international form ("+971501234567"). A "+" and digits alone call no
 * function and reach no other cell or host; at worst a spreadsheet shows it as a number without
 * its "+", whereas a quote would be imported into the number itself.
 */
const FORMULA = /^(?!-\d+(\.\d+)?$|\+\d+$)[=+\-@\t\r]/;

/**
 * The marks that isolate names and numbers from the text's direction on screen (shared/ui/isolate.ts):
 * a program importing the file would read them as part of the value.
 */
const DIRECTION_ISOLATES = /[\u2066-\u2069]/g;

/**
 * Rows as a CSV file the browser saves. Papa Parse quotes what needs quoting and defuses formulae.
 * The byte-order mark lets spreadsheet programs read Arabic names as UTF-8.
 */
export function downloadCsv(fileName: string, header: string[], rows: string[][]): void {
  const data = rows.map((row) => row.map((cell) => cell.replace(DIRECTION_ISOLATES, '')));
  const text = Papa.unparse({ fields: header, data }, { escapeFormulae: FORMULA, newline: '\r\n' });
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

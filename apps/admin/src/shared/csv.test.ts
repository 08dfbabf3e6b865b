import { afterEach, expect, it, vi } from 'vitest';
import { savedFiles } from '../test/saved-files';
import { downloadCsv } from './csv';

afterEach(() => vi.restoreAllMocks());

it('defuses what a spreadsheet would run as a formula and leaves amounts and international mobiles as they are', async () => {
  const files = savedFiles();
  const cells = ['=HYPERLINK("x")', '+1+cmd', '+971 50 123', '@SUM(A1)', '-1+2', '-25.00', '+971501234567', 'سارة'];
  downloadCsv(
    'cells.csv',
    ['cell'],
    cells.map((cell) => [cell]),
  );
  expect((await files.get('cells.csv'))?.split('\r\n')).toEqual([
    'cell',
    `"'=HYPERLINK(""x"")"`,
    `"'+1+cmd"`,
    `"'+971 50 123"`,
    `"'@SUM(A1)"`,
    `"'-1+2"`,
    '-25.00',
    '+971501234567',
    'سارة',
  ]);
});

it('leaves out the marks that isolate names and numbers on screen, so an import reads the bare value', async () => {
  const files = savedFiles();
  downloadCsv('hints.csv', ['hint'], [['\u2068Shared address (3)\u2069'], ['\u2066سارة\u2069']]);
  expect((await files.get('hints.csv'))?.split('\r\n')).toEqual(['hint', 'Shared address (3)', 'سارة']);
});

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

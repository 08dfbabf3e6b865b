import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import type { operatorDepositSchema } from '@platform/contracts/deposit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, renderConsole } from '../../test/console';
import { savedFiles } from '../../test/saved-files';
import { profileOf } from '../../test/staff-profiles';

afterEach(() => vi.restoreAllMocks());

type Deposit = z.infer<typeof operatorDepositSchema>;
const deposit = (n: number): Deposit => ({
  id: String(n),
  memberAccount: `member_${n}`,
  channelKind: 'BANK_TRANSFER',
  channelName: 'Emirates NBD',
  amount: '50.00',
  status: 'CREDITED',
  reference: `+97150${n}`,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
});

it("exports every credited deposit of the filter through the server's pages, in Arabic, the status in words and as its code", async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  const files = savedFiles();
  const credited = Array.from({ length: 130 }, (_, i) => deposit(130 - i));
  const exportedPages: string[] = [];
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
    [`GET ${ADMIN_API.staffDeposits}`]: (_body, query) => {
      const pageNo = Number(query.get('pageNo'));
      const pageSize = Number(query.get('pageSize'));
      // The screen's pages hold 20; the export asks for the largest, 100, and walks them.
      if (pageSize === 100) exportedPages.push(String(pageNo));
      const list = query.get('status') === 'CREDITED' ? credited : [];
      return answer({
        list: list.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        totalPages: Math.ceil(list.length / pageSize),
        totalCount: list.length,
      });
    },
  });
  const user = userEvent.setup();
  await renderConsole('/finance/deposits', { language: 'ar' });
  await user.selectOptions(await screen.findByRole('combobox', { name: 'الحالة' }), 'CREDITED');
  const exportAll = await screen.findByRole('button', { name: /^تصدير CSV: كل الصفوف .* من كل الصفحات$/ });
  expect(exportAll).toHaveTextContent('(\u2068130\u2069)');
  await user.click(exportAll);
  await vi.waitFor(() => expect(files.has('deposits-CREDITED.csv')).toBe(true));
  const lines = (await files.get('deposits-CREDITED.csv'))?.split('\r\n') ?? [];
  expect(lines[0]).toBe('الطلب,العضو,المبلغ,القناة,المرجع,الحالة,الحالة (الرمز),وقت الطلب');
  // Every row of the filter, not only the page on screen; a "+" and digits alone stay as they are.
  expect(lines.slice(1)).toHaveLength(130);
  expect(lines[1]).toBe(
    '130,member_130,50.00,Emirates NBD,+97150130,مُضاف إلى الرصيد,CREDITED,2026-11-28T10:00:00.000Z',
  );
  expect(lines[130]).toBe('1,member_1,50.00,Emirates NBD,+971501,مُضاف إلى الرصيد,CREDITED,2026-11-28T10:00:00.000Z');
  expect(exportedPages).toEqual(['1', '2']);
}, 30_000);

import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { UnknownTransfer } from '@platform/contracts/finance-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { savedFiles } from '../../test/saved-files';
import { profileOf } from '../../test/staff-profiles';

// Clicking through a page on a machine shared by several test runs outlasts the 5 s default.
const PAGE_TEST_TIMEOUT = 30_000;

afterEach(() => vi.restoreAllMocks());

const stuck: UnknownTransfer = {
  id: '41',
  memberAccount: 'sara_9',
  vendor: 'EVO',
  direction: 'IN',
  amount: '40.00',
  status: 'UNKNOWN',
  transferId: 'tr-41',
  checks: 3,
  lastError: 'TIMEOUT',
  nextCheckAt: '2026-11-28T10:05:00.000Z',
  createdAt: '2026-11-28T10:00:00.000Z',
};
const page = (list: UnknownTransfer[]) => answer({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

it(
  'lists a transfer in transit and settles it by asking the vendor, in English',
  async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
    let settled = false;
    const calls = fakeApi({
      [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
      [`GET ${ADMIN_API.vendorTransfersUnknown}`]: () => page(settled ? [] : [stuck]),
      [`POST ${apiPath(ADMIN_API.vendorTransferReconcile, { id: '41' })}`]: () => {
        settled = true;
        return answer({ settled: true, transfer: { ...stuck, status: 'FAILED' } });
      },
    });
    const user = userEvent.setup();
    await renderConsole('/finance/vendor-transfers', { language: 'en' });
    const row = (await screen.findByText('sara_9', { selector: 'bdi' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Main wallet → vendor');
    expect(row).toHaveTextContent('Outcome unknown');
    expect(row).toHaveTextContent('TIMEOUT');
    await user.click(within(row).getByRole('button', { name: 'Ask the vendor 41' }));
    expect(await screen.findByText(/Transfer .*41.* settled: Returned\./)).toBeVisible();
    expect(await screen.findByText("No transfer is waiting for a vendor's answer.")).toBeVisible();
    expect(calls.map((c) => c.route)).toContain(`POST ${apiPath(ADMIN_API.vendorTransferReconcile, { id: '41' })}`);
  },
  PAGE_TEST_TIMEOUT,
);

it(
  'says when the vendor still does not answer, and shows a refusal, in Arabic',
  async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
    let asked = 0;
    fakeApi({
      [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
      [`GET ${ADMIN_API.vendorTransfersUnknown}`]: () => page([stuck]),
      [`POST ${apiPath(ADMIN_API.vendorTransferReconcile, { id: '41' })}`]: () => {
        asked += 1;
        return asked === 1 ? answer({ settled: false, transfer: stuck }) : refusal('ORDER_STATE_CONFLICT');
      },
    });
    const user = userEvent.setup();
    await renderConsole('/finance/vendor-transfers', { language: 'ar' });
    await user.click(await screen.findByRole('button', { name: 'اسأل المزوّد 41' }));
    expect(await screen.findByRole('status')).toHaveTextContent('لم يُجب المزوّد');
    await user.click(screen.getByRole('button', { name: 'اسأل المزوّد 41' }));
    expect(await screen.findByRole('alert')).toBeVisible();
  },
  PAGE_TEST_TIMEOUT,
);

it(
  'exports the transfers in transit with the direction and status codes, and says a capped export keeps the oldest, in English',
  async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
    const files = savedFiles();
    fakeApi({
      [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
      [`GET ${ADMIN_API.vendorTransfersUnknown}`]: () => page([stuck]),
    });
    const user = userEvent.setup();
    await renderConsole('/finance/vendor-transfers', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: /^Export CSV: all .*1.* rows, every page$/ }));
    await vi.waitFor(() => expect(files.has('vendor-transfers-open.csv')).toBe(true));
    expect((await files.get('vendor-transfers-open.csv'))?.split('\r\n')).toEqual([
      'Transfer,Member,Vendor,Direction,Direction (code),Amount,Status,Status (code),Checks · last error,Requested',
      '41,sara_9,EVO,Main wallet → vendor,IN,40.00,Outcome unknown,UNKNOWN,3,2026-11-28T10:00:00.000Z',
    ]);
  },
  PAGE_TEST_TIMEOUT,
);

it(
  'says an export past its bound holds the oldest transfers, the longest in transit, in Arabic',
  async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
    fakeApi({
      [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
      [`GET ${ADMIN_API.vendorTransfersUnknown}`]: () =>
        answer({ list: [stuck], pageNo: 1, totalPages: 600, totalCount: 12_000 }),
    });
    await renderConsole('/finance/vendor-transfers', { language: 'ar' });
    expect(await screen.findByRole('button', { name: /^تصدير CSV: أقدم/ })).toHaveTextContent(
      'أقدم \u206810,000\u2069 صف من أصل \u206812,000\u2069',
    );
    expect(screen.getByText(/يضم التصدير .* صف على الأكثر، الأقدم منها/)).toBeVisible();
  },
  PAGE_TEST_TIMEOUT,
);

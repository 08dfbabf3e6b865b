import type { APIRequestContext } from '@playwright/test';
import { staffToken } from '../../support/staff';
import { expect } from '../accounts/account-fixtures';

/** The back office's finance staff, through its API: what they do to a member's money. */
export async function financeStaff(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await staffToken(request, 'finance')}` };

  type Order = { id: string; memberAccount: string; amount: string; status: string };
  const pendingOf = async (kind: 'deposits' | 'withdrawals', account: string): Promise<Order> => {
    let found: Order | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(`/wps/admin/${kind}?status=PENDING&pageSize=100`, { headers });
        found = ((await res.json()).value.list as Order[]).find((o) => o.memberAccount === account);
        return found !== undefined;
      })
      .toBe(true);
    return found as Order;
  };
  const decide = async (path: string) => {
    const res = await request.post(path, { headers, data: {} });
    expect(res.ok(), await res.text()).toBe(true);
  };
  return {
    confirmDeposit: async (account: string) =>
      decide(`/wps/admin/deposits/${(await pendingOf('deposits', account)).id}/confirm`),
    approveWithdrawal: async (account: string) =>
      decide(`/wps/admin/withdrawals/${(await pendingOf('withdrawals', account)).id}/approve`),
    rejectWithdrawal: async (account: string) =>
      decide(`/wps/admin/withdrawals/${(await pendingOf('withdrawals', account)).id}/reject`),
  };
}

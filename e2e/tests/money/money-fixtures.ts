import type { APIRequestContext } from '@playwright/test';
import { expect } from '../accounts/account-fixtures';

/** The operator API (until the back office exists): what an operator does to a member's money. */
export async function operatorSession(request: APIRequestContext) {
  const login = await request.post('/wps/operator/session/login', {
    data: { username: 'demo_operator', password: 'Operator123' },
  });
  expect(login.ok()).toBe(true);
  const headers = { authorization: `Bearer ${(await login.json()).value.token}` };

  type Order = { id: string; memberAccount: string; amount: string; status: string };
  const pendingOf = async (kind: 'deposits' | 'withdrawals', account: string): Promise<Order> => {
    let found: Order | undefined;
    await expect
      .poll(async () => {
        const res = await request.get(`/wps/operator/${kind}?status=PENDING&pageSize=100`, { headers });
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
      decide(`/wps/operator/deposits/${(await pendingOf('deposits', account)).id}/confirm`),
    approveWithdrawal: async (account: string) =>
      decide(`/wps/operator/withdrawals/${(await pendingOf('withdrawals', account)).id}/approve`),
    rejectWithdrawal: async (account: string) =>
      decide(`/wps/operator/withdrawals/${(await pendingOf('withdrawals', account)).id}/reject`),
  };
}

import type { APIRequestContext, Page } from '@playwright/test';
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

/** In My account: the payment password 135790 and a bank account, what a withdrawal needs first. */
export async function setUpWithdrawals(page: Page) {
  await page.goto('/member');
  await page.getByRole('button', { name: 'Set payment password' }).click();
  await page.getByLabel('New payment password').fill('135790');
  await page.getByLabel('Confirm payment password').fill('135790');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your payment password was saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Add bank account' }).click();
  await page.getByRole('textbox', { name: 'Bank name' }).fill('Emirates NBD');
  await page.getByRole('textbox', { name: 'Account name' }).fill('E2E Member');
  await page.getByRole('textbox', { name: 'Account number' }).fill('1234 5678 9012');
  await page.getByRole('button', { name: 'Save bank account' }).click();
  await expect(page.getByText('The bank account was added.')).toBeVisible();
}

/** On the withdrawal page: asks for `amount` with the payment password, and confirms it. */
export async function submitWithdrawal(page: Page, amount: string) {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await page.getByLabel('Payment password').fill('135790');
  await page.getByRole('form', { name: 'Withdrawal details' }).getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm withdrawal' }).click();
}

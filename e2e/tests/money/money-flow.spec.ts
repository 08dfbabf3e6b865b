import { sql } from '../../support/db';
import { banner, expect, openInEnglish, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { financeStaff, setUpWithdrawals, submitWithdrawal } from './money-fixtures';

/**
 * The whole money path end to end: a member deposits through both channel kinds, sees the balance change
 * live, transfers to the upline, requests withdrawals that an operator approves and rejects,
 * confirms one, and reads every movement in the records. All against the real server, the real
 * payment sandbox and the operator API.
 */
test('a member deposits both ways, transfers to the upline, withdraws and reads it all in the records', async ({
  page,
  request,
}) => {
  test.slow();
  const username = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  // The new member belongs to the demo agent's line; until games exist no bet can meet a turnover.
  await sql(
    `update member set upline_member_id = (select id from member where account = 'demo_agent') where account = $1`,
    [username],
  );
  await sql('update withdraw_policy set turnover_multiplier = 0');
  const operator = await financeStaff(request);
  const balance = banner(page);

  // A manual bank transfer: the member submits it, an operator confirms, the header follows live.
  await page.goto('/member?page=depositv2');
  await expect(page.getByRole('radio', { name: /^Bank transfer/ })).toBeChecked();
  await expect(page.getByText('Transfer the amount to this account')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('5');
  await page.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-REF-1');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('The minimum amount is $10.00')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('500');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit was submitted and is waiting for confirmation.')).toBeVisible();
  await expect(balance.getByText('$0.00')).toBeVisible();
  await operator.confirmDeposit(username);
  await expect(balance.getByText('$500.00')).toBeVisible();

  // An online payment on the sandbox's hosted page, credited by its signed callback.
  await page.getByRole('button', { name: 'Make another deposit' }).click();
  // The radio is drawn as a card: choose it the way a member does, by its name.
  await page.locator('label').filter({ hasText: 'Online payment' }).click();
  await expect(page.getByRole('radio', { name: /^Online payment/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  const paymentPage = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const provider = await paymentPage;
  await provider.getByRole('button', { name: 'Pay' }).click();
  await expect(provider.getByText('Payment successful')).toBeVisible();
  await expect(balance.getByText('$700.00')).toBeVisible();
  await provider.close();

  // Payment password and bank account, in My account.
  await setUpWithdrawals(page);

  // Transfer to the upline agent.
  await page.goto('/member?page=transferUpline');
  await expect(page.getByText('demo_agent')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount' }).fill('50');
  await page.getByLabel('Payment password').fill('135790');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  // The amount and the name are isolated from the sentence's direction (invisible isolate marks).
  await expect(page.getByText(/\$50\.00\u2069? sent to \u2068?demo_agent/)).toBeVisible();
  await expect(balance.getByText('$650.00')).toBeVisible();

  // A withdrawal the operator approves, which the member then confirms as received.
  await page.goto('/member?page=withdraw');
  await submitWithdrawal(page, '100');
  await expect(page.getByText('Your withdrawal request was submitted.')).toBeVisible();
  await expect(balance.getByText('$550.00')).toBeVisible();
  await operator.approveWithdrawal(username);
  await page.reload();
  const paid = page.getByRole('article').filter({ hasText: 'Paid' });
  await expect(paid.getByText('Waiting for your confirmation')).toBeVisible();
  await paid.getByRole('button', { name: 'All received' }).click();
  await paid.getByRole('button', { name: 'Send confirmation' }).click();
  await expect(page.getByText('Thank you, your confirmation was recorded.')).toBeVisible();

  // A withdrawal the operator rejects: the held amount comes back.
  await submitWithdrawal(page, '60');
  await expect(balance.getByText('$490.00')).toBeVisible();
  await operator.rejectWithdrawal(username);
  await expect(balance.getByText('$550.00')).toBeVisible();

  // Every movement is in the account record, newest first.
  await page.goto('/member?page=transactionHistory');
  const record = page.getByRole('table', { name: 'Account record' });
  await expect(record.getByRole('row')).toHaveCount(7);
  for (const [details, amount] of [
    ['Withdrawal returned', '+$60.00'],
    ['Withdrawal requested (amount held)', '-$60.00'],
    ['Withdrawal requested (amount held)', '-$100.00'],
    ['Upline transfer', '-$50.00'],
    ['Deposit', '+$200.00'],
    ['Deposit', '+$500.00'],
  ]) {
    await expect(record.getByRole('row').filter({ hasText: details }).filter({ hasText: amount })).toHaveCount(1);
  }

  // And the platform messages tell the member what happened.
  await page.goto('/member?page=messageV2');
  for (const title of ['Deposit credited', 'Withdrawal approved', 'Withdrawal rejected']) {
    await expect(page.getByText(title).first()).toBeVisible();
  }
});

test('the deposit page in Arabic, right to left', async ({ page }) => {
  const username = uniqueUsername();
  await page.goto('/');
  await registerThroughUi(page, { username, password: 'Blue lantern 42' }, 'AR');
  await page.goto('/member?page=depositv2');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('group', { name: 'طريقة الدفع' })).toBeVisible();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'إرسال طلب الإيداع' }).click();
  await expect(page.getByRole('textbox', { name: 'المبلغ' })).toHaveAttribute('aria-invalid', 'true');
});

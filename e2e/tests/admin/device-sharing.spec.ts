import { sql } from '../../support/db';
import {
  banner,
  expect,
  logoutThroughUi,
  openInEnglish,
  registerThroughUi,
  test,
  uniqueUsername,
} from '../accounts/account-fixtures';
import { financeStaff, setUpWithdrawals, submitWithdrawal } from '../money/money-fixtures';
import { consoleAs } from './console-fixtures';

/**
 * Two accounts opened one after the other in the same browser: the lobby's device id ties them, so
 * finance sees the other account beside the second one's withdrawal, and risk finds the shared
 * device on the player's page (the console in Arabic, its default).
 */
test("a withdrawal names the other account used from the same browser; the player's devices tab lists it", async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const first = uniqueUsername();
  const second = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username: first, password: 'Blue lantern 42' });
  await logoutThroughUi(page, first);
  await registerThroughUi(page, { username: second, password: 'Blue lantern 42' });
  await sql('update withdraw_policy set turnover_multiplier = 0');

  await page.goto('/member?page=depositv2');
  await page.getByRole('textbox', { name: 'Amount' }).fill('200');
  await page.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-DEVICE-1');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit was submitted and is waiting for confirmation.')).toBeVisible();
  await (await financeStaff(request)).confirmDeposit(second);
  await expect(banner(page).getByText('$200.00')).toBeVisible();
  await setUpWithdrawals(page);
  await page.goto('/member?page=withdraw');
  await submitWithdrawal(page, '50');
  await expect(page.getByText('Your withdrawal request was submitted.')).toBeVisible();

  const finance = await consoleAs(browser, request, 'finance', { clientIp, language: 'ar' });
  await finance.page.goto('/admin/finance/withdrawals');
  const row = finance.page.getByRole('row').filter({ hasText: second });
  const device = row
    .getByRole('list', { name: 'مؤشرات المخاطر' })
    .getByRole('listitem')
    .filter({ hasText: 'جهاز مشترك (1)' });
  await expect(device).toBeVisible();
  await expect(device).toHaveAttribute('title', new RegExp(first));

  const [member] = await sql<{ id: number }>('select id from member where account = $1', [second]);
  const risk = await consoleAs(browser, request, 'risk', { clientIp, language: 'ar' });
  await risk.page.goto(`/admin/players/${member?.id}?tab=devices`);
  const ids = risk.page.getByRole('table', { name: 'معرّفات الأجهزة (من الموقع)' });
  await expect(ids.getByRole('row').filter({ hasText: /[0-9a-f]{32}/ })).toContainText('لاعب آخر');

  await finance.page.context().close();
  await risk.page.context().close();
});

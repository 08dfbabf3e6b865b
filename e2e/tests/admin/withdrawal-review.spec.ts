import { readFile } from 'node:fs/promises';
import { sql } from '../../support/db';
import { banner, expect, openInEnglish, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { financeStaff, setUpWithdrawals, submitWithdrawal } from '../money/money-fixtures';
import { consoleAs } from './console-fixtures';

/**
 * A member's withdrawal, requested in the lobby, approved by finance in the console: the row shows
 * it paid, the member is told, and the audit trail (read by an admin) holds the approval.
 */
test('finance approves a withdrawal in the console; the member is told; the audit trail shows it', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const username = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  await sql('update withdraw_policy set turnover_multiplier = 0');

  // Money to withdraw: a bank transfer, confirmed through the staff API.
  await page.goto('/member?page=depositv2');
  await page.getByRole('textbox', { name: 'Amount' }).fill('300');
  await page.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-CONSOLE-1');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit was submitted and is waiting for confirmation.')).toBeVisible();
  await (await financeStaff(request)).confirmDeposit(username);
  await expect(banner(page).getByText('$300.00')).toBeVisible();

  // The withdrawal, as a member asks for it.
  await setUpWithdrawals(page);
  await page.goto('/member?page=withdraw');
  await submitWithdrawal(page, '120');
  await expect(page.getByText('Your withdrawal request was submitted.')).toBeVisible();
  await expect(banner(page).getByText('$180.00')).toBeVisible();

  // Finance, in the console, in English.
  const finance = await consoleAs(browser, request, 'finance', { clientIp, language: 'en' });
  const desk = finance.page;
  await desk.goto('/admin/finance/withdrawals');
  await expect(desk.getByRole('combobox', { name: 'Status' })).toHaveValue('PENDING');
  const row = desk.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('120.00');
  await expect(row).toContainText('1234 5678 9012'.replaceAll(' ', ''));
  // The risk hints beside it: the member's first withdrawal, from a bank account added just now.
  const hints = row.getByRole('list', { name: 'Risk hints' });
  await expect(hints.getByText('First withdrawal')).toBeVisible();
  await expect(hints.getByText('New bank account')).toBeVisible();
  await expect(hints.getByText('Turnover met')).toBeVisible();
  await row.getByRole('button', { name: /^Approve/ }).click();
  const dialog = desk.getByRole('dialog', { name: 'Approve' });
  await expect(dialog).toContainText(username);
  await dialog.getByLabel('Remark (optional)').fill('Paid from the main account');
  await expect(dialog.getByText('26 of 140 characters')).toBeVisible();
  await dialog.getByLabel('Remark (optional)').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Paid');
  await expect(row).toContainText('Paid from the main account');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(desk.getByRole('status')).toContainText(/Withdrawal .+ approved\./);

  // Every paid withdrawal of the filter as a CSV file: a header row, then this member's row, fields
  // quoted as needed, the status in words and as the server's code.
  await desk.getByRole('combobox', { name: 'Status' }).selectOption('PAID');
  await expect(desk.getByRole('row').filter({ hasText: username })).toBeVisible();
  const download = desk.waitForEvent('download');
  await desk.getByRole('button', { name: /^Export CSV: all .+ rows, every page$/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('withdrawals-PAID.csv');
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toBe('Order,Member,Amount,Pay to,Risk hints,Status,Status (code),Remark,Requested');
  const line = csv.find((entry) => entry.includes(username));
  expect(line).toContain(',120.00,Emirates NBD · E2E Member · 123456789012,');
  expect(line).toContain('No earlier withdrawal of this member was paid');
  expect(line).toContain(',Paid,PAID,');

  // The member reads it in the platform messages; the held amount stays paid out.
  await page.goto('/member?page=messageV2');
  await expect(page.getByText('Withdrawal approved').first()).toBeVisible();
  await expect(banner(page).getByText('$180.00')).toBeVisible();

  // An admin finds the approval in the audit trail, and the chain holds.
  const admin = await consoleAs(browser, request, 'admin', { clientIp, language: 'en' });
  await admin.page.goto('/admin/audit');
  await admin.page.getByLabel('Staff account').fill(finance.account);
  await admin.page.getByLabel('Action').fill('withdrawal.approve');
  await admin.page.getByRole('button', { name: 'Apply' }).click();
  const entry = admin.page.getByRole('row').filter({ hasText: 'withdrawal.approve' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(finance.account);
  await expect(entry).toContainText('PAID');
  await admin.page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(admin.page.getByText(/The chain is intact/)).toBeVisible();

  await desk.context().close();
  await admin.page.context().close();
});

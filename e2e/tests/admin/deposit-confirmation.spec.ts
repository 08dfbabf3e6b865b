import { banner, expect, openInEnglish, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { consoleAs } from './console-fixtures';

/**
 * A member's bank transfer, submitted in the lobby, confirmed by finance in the console (in
 * Arabic): the row shows it credited, the member's balance grows by it, and the audit trail (read
 * by an admin) holds the confirmation.
 */
test('finance confirms a bank-transfer deposit in the Arabic console; the member is credited; the audit trail shows it', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const username = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  await page.goto('/member?page=depositv2');
  await page.getByRole('textbox', { name: 'Amount' }).fill('250');
  await page.getByRole('textbox', { name: 'Transfer reference' }).fill('E2E-CONFIRM-1');
  await page.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(page.getByText('Your deposit was submitted and is waiting for confirmation.')).toBeVisible();

  const finance = await consoleAs(browser, request, 'finance', { clientIp, language: 'ar' });
  const desk = finance.page;
  await desk.goto('/admin/finance/deposits');
  await expect(desk.getByRole('combobox', { name: 'الحالة' })).toHaveValue('PENDING');
  const row = desk.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('250.00');
  await expect(row).toContainText('E2E-CONFIRM-1');
  await row.getByRole('button', { name: /^تأكيد/ }).click();
  const dialog = desk.getByRole('dialog', { name: 'تأكيد' });
  await expect(dialog).toContainText(username);
  await dialog.getByLabel('ملاحظة (اختيارية)').fill('وُجد على الحساب');
  await dialog.getByRole('button', { name: 'تأكيد' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('مُضاف إلى الرصيد');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(desk.getByRole('status').filter({ hasText: 'تم تأكيد الإيداع' })).toBeVisible();

  // The member's balance, without reloading: the credit is announced to the open lobby.
  await expect(banner(page).getByText('$250.00')).toBeVisible();

  const admin = await consoleAs(browser, request, 'admin', { clientIp, language: 'ar' });
  await admin.page.goto('/admin/audit');
  await admin.page.getByLabel('حساب الموظف').fill(finance.account);
  await admin.page.getByLabel('الإجراء').fill('deposit.confirm');
  await admin.page.getByRole('button', { name: 'تطبيق' }).click();
  const entry = admin.page.getByRole('row').filter({ hasText: 'deposit.confirm' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('CREDITED');

  await desk.context().close();
  await admin.page.context().close();
});

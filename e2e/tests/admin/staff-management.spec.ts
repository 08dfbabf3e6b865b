import { sql } from '../../support/db';
import { totpCode } from '../../support/staff';
import { expect, test } from '../accounts/account-fixtures';
import { consoleAs, openConsoleLogin } from './console-fixtures';

/**
 * An administrator opens a finance account in the console and reads its one-time password; the
 * new staff member signs in with it, enrols an authenticator, replaces the password and lands on the
 * brand's dashboard. The creation is in the audit trail.
 */
test('an admin creates a finance account; it signs in with the shown password and enrols TOTP', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const admin = await consoleAs(browser, request, 'admin', { clientIp, language: 'en' });
  await admin.page.goto('/admin/staff');
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
  // The admin's own row offers nothing to do to oneself.
  const own = admin.page.getByRole('row').filter({ hasText: admin.account });
  await expect(own.getByText('Your account')).toBeVisible();

  const account = `e2e_cashier_${Date.now().toString(36)}`;
  await admin.page.getByRole('button', { name: 'New staff account' }).click();
  const form = admin.page.getByRole('dialog', { name: 'New staff account' });
  await form.getByLabel('Account').fill(account);
  await form.getByLabel('Display name').fill('Cashier E2E');
  await expect(form.getByLabel('Role').getByRole('option', { name: 'Platform owner' })).toHaveCount(0);
  await form.getByLabel('Role').selectOption({ label: 'Finance' });
  await form.getByRole('button', { name: 'New staff account' }).click();

  const created = admin.page.getByRole('dialog', { name: 'Account created' });
  const password = (await created.getByTestId('one-time-password').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
  await created.getByRole('button', { name: 'Done' }).click();
  const row = admin.page.getByRole('row').filter({ hasText: account });
  await expect(row.getByText('authenticator not set up', { exact: false })).toBeVisible();

  // The new staff member, at another desk, in English.
  await openConsoleLogin(page, 'en');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = await page.getByLabel('Or type this key into the app:').inputValue();
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password the admin read off the screen is replaced before the console opens.
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your own password' })).toBeVisible();
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill('Counting sand dunes 77');
  await page.getByLabel('Repeat the new password').fill('Counting sand dunes 77');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('banner').getByText('Cashier E2E')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Staff accounts' }),
  ).toHaveCount(0);

  const audit = await sql<{ staff_account: string }>(
    `select staff_account from audit_entry where action = 'staff.create' and target = $1`,
    [`staff:${account}`],
  );
  expect(audit.map((entry) => entry.staff_account)).toEqual([admin.account]);
  await admin.page.context().close();
});

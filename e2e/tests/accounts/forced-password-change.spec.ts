import { sql } from '../../support/db';
import {
  accountMenu,
  banner,
  expect,
  fillLoginForm,
  loginThroughUi,
  logoutThroughUi,
  openInEnglish,
  registerThroughUi,
  test,
  uniqueUsername,
} from './account-fixtures';

test('a default password forces the change popup, which cannot be skipped; the new password then just works', async ({
  page,
}) => {
  // Register, three logins, two logouts and a password change on the full lobby: the longest account flow.
  test.slow();
  const username = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  await logoutThroughUi(page, username);
  // As if an operator had reset the account to the merchant's default password.
  await sql('update member set password_is_default = true where account = $1', [username]);

  let login = await fillLoginForm(page, username, 'Blue lantern 42');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  let change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change.getByText('Your password is the default one or has expired.')).toBeVisible();
  // The password just typed counts as the old one; only the new one is asked.
  await expect(change.getByLabel('Current password')).toHaveCount(0);

  // Escape does not skip it: leaving the popup ends the session.
  await page.keyboard.press('Escape');
  await expect(change).toBeHidden();
  await expect(banner(page).getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(accountMenu(page, username)).toHaveCount(0);

  login = await fillLoginForm(page, username, 'Blue lantern 42');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await change.getByLabel('New password', { exact: true }).fill('Fresh2024');
  await change.getByLabel('Confirm new password', { exact: true }).fill('Fresh2024');
  await change.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, username)).toBeVisible();
  expect(await sql('select password_is_default from member where account = $1', [username])).toEqual([
    { password_is_default: false },
  ]);

  await logoutThroughUi(page, username);
  await loginThroughUi(page, username, 'Fresh2024');
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
});

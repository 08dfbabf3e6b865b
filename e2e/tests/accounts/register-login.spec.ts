import {
  accountMenu,
  banner,
  expect,
  loginThroughUi,
  logoutThroughUi,
  openInEnglish,
  registerThroughUi,
  test,
  uniqueUsername,
} from './account-fixtures';

test('register, log out after confirming, and log in again (English)', async ({ page }) => {
  const username = uniqueUsername();
  await openInEnglish(page);

  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  await expect(page).toHaveURL(/\/$/);

  // Cancelling the question keeps the session.
  await accountMenu(page, username).click();
  await banner(page).getByRole('button', { name: 'Log out', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Log out' });
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(accountMenu(page, username)).toBeVisible();

  await logoutThroughUi(page, username);
  await loginThroughUi(page, username, 'Blue lantern 42');

  // The session survives a reload.
  await page.reload();
  await expect(accountMenu(page, username)).toBeVisible();
});

test('register, log out and log in again in Arabic, right to left', async ({ page }) => {
  // Opens and closes the register popup, then registers, logs out and logs in: on a loaded
  // two-core runner that alone can take 30 s.
  test.slow();
  const username = uniqueUsername();
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

  await banner(page).getByRole('button', { name: 'إنشاء حساب', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'إنشاء حساب' });
  await expect(dialog.getByRole('heading', { name: 'إنشاء حساب' })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'تسجيل الدخول' })).toBeVisible();
  await dialog
    .getByRole('button', { name: 'Close' })
    .or(dialog.getByRole('button', { name: 'إغلاق' }))
    .click();
  await expect(dialog).toBeHidden();

  await registerThroughUi(page, { username, password: 'Blue lantern 42' }, 'AR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await logoutThroughUi(page, username, 'AR');
  await loginThroughUi(page, username, 'Blue lantern 42', 'AR');
});

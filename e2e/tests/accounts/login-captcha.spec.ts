import {
  accountMenu,
  expect,
  fillLoginForm,
  logoutThroughUi,
  openInEnglish,
  registerThroughUi,
  test,
  uniqueUsername,
} from './account-fixtures';

test('a wrong password shows the error and a captcha; the right password with the captcha logs in', async ({
  page,
}) => {
  const username = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  await logoutThroughUi(page, username);

  const dialog = await fillLoginForm(page, username, 'Wrong9999');
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByText('Account or password is incorrect')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).toBeVisible();

  // Without the captcha the form stops before calling the server.
  await dialog.getByLabel('Password', { exact: true }).fill('Blue lantern 42');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Captcha', exact: true })).toHaveAccessibleDescription(
    'This field cannot be empty',
  );

  await dialog.getByRole('textbox', { name: 'Captcha', exact: true }).fill('E2E1');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, username)).toBeVisible();
});

import { sql } from '../../support/db';
import { expect, fillRegisterForm, logoutThroughUi, openInEnglish, test, uniqueUsername } from './account-fixtures';

async function memberRows(account: string) {
  return sql('select id from member where lower(account) = lower($1)', [account]);
}

test.beforeEach(async ({ page }) => {
  await openInEnglish(page);
});

test('a username against the pattern gets the reg_pattern message under it and creates nothing', async ({ page }) => {
  const badName = `9${uniqueUsername()}`;
  const dialog = await fillRegisterForm(page, { username: badName, password: 'Blue lantern 42' });
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  const message = 'Must start with a letter, then letters or digits, 6-16 characters';
  await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveAccessibleDescription(message);
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await memberRows(badName)).toEqual([]);

  // Correcting it clears the way: the same form then registers.
  const goodName = uniqueUsername();
  await dialog.getByRole('textbox', { name: 'Username', exact: true }).fill(goodName);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: `Account menu of ${goodName}` })).toBeVisible();
  expect(await memberRows(goodName)).toHaveLength(1);
});

test('the terms box left unticked shows its message and creates nothing', async ({ page }) => {
  const username = uniqueUsername();
  const dialog = await fillRegisterForm(page, { username, password: 'Blue lantern 42', terms: false });
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Please confirm that you are 18 or older and accept the terms')).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /I confirm that I am 18 or older/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(await memberRows(username)).toEqual([]);
});

test('passwords that differ and a password shorter than the rule get their messages', async ({ page }) => {
  const username = uniqueUsername();
  const dialog = await fillRegisterForm(page, { username, password: 'qwerty1', confirm: 'qwerty1X' });
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'At least 8 characters: a phrase of a few words is long and easy to remember',
  );
  await expect(dialog.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription(
    'The two passwords do not match',
  );
  expect(await memberRows(username)).toEqual([]);
});

test("a common password is refused by the server's list, under the password, and creates nothing", async ({ page }) => {
  const username = uniqueUsername();
  const dialog = await fillRegisterForm(page, { username, password: 'password123' });
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    'This password is too common and easy to guess: choose another, such as a phrase of a few words',
  );
  expect(await memberRows(username)).toEqual([]);
});

test('a wrong captcha is refused with the captcha error, a new image, and nothing created', async ({ page }) => {
  const username = uniqueUsername();
  const dialog = await fillRegisterForm(page, { username, password: 'Blue lantern 42', captcha: 'ZZZZ' });
  const firstImage = await dialog.getByRole('img', { name: 'Captcha image' }).getAttribute('src');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();

  const captcha = dialog.getByRole('textbox', { name: 'Captcha', exact: true });
  await expect(captcha).toHaveAccessibleDescription('Captcha check failed, please try again');
  await expect(captcha).toHaveValue('');
  // Each image is single use: a fresh one replaces the refused one.
  await expect(dialog.getByRole('img', { name: 'Captcha image' })).not.toHaveAttribute('src', firstImage ?? '');
  expect(await memberRows(username)).toEqual([]);

  // The right answer to the new image registers.
  await captcha.fill('E2E1');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  expect(await memberRows(username)).toHaveLength(1);
});

test('a taken username gets its own message under the input and the first account stays as it was', async ({
  page,
}) => {
  const username = uniqueUsername();
  const first = await fillRegisterForm(page, { username, password: 'Blue lantern 42' });
  await first.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(first).toBeHidden();
  await logoutThroughUi(page, username);

  const dialog = await fillRegisterForm(page, { username: username.toUpperCase(), password: 'Xyz98765' });
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Username', exact: true })).toHaveAccessibleDescription(
    'This username is already registered',
  );
  expect(await memberRows(username)).toHaveLength(1);
});

import { newStaffAccount, STAFF_PASSWORD, totpCode } from '../../support/staff';
import { expect, test } from '../accounts/account-fixtures';
import { CONSOLE_TEXT, type ConsoleLanguage, openConsoleLogin } from './console-fixtures';

/**
 * A new staff member's first login in the console: the password, then the enrolment of an
 * authenticator app (the QR code to scan, the key to type by hand), then the app's code signs in.
 */
for (const [language, direction] of [
  ['ar', 'rtl'],
  ['en', 'ltr'],
] as const satisfies [ConsoleLanguage, string][]) {
  test(`a new staff member enrols an authenticator and signs in (${language})`, async ({ page }) => {
    const text = CONSOLE_TEXT[language];
    const account = await newStaffAccount('finance');
    await openConsoleLogin(page, language);
    await expect(page.locator('html')).toHaveAttribute('dir', direction);

    await page.getByLabel(text.account).fill(account);
    await page.getByLabel(text.password).fill(STAFF_PASSWORD);
    await page.getByLabel(text.password).press('Enter');

    const qr = page.getByRole('img', { name: text.qr });
    await expect(qr).toBeVisible();
    // The QR code is drawn: a decoded PNG, not a broken image.
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const secret = await page.getByLabel(text.secret).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

    // The code an authenticator app shows for the key typed in by hand.
    await page.getByLabel(text.code).fill(totpCode(secret));
    await page.getByLabel(text.code).press('Enter');

    const header = page.getByRole('banner');
    await expect(header.getByText(account)).toBeVisible();
    await expect(header.getByText(text.finance, { exact: true })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: text.navigation });
    await expect(navigation.getByRole('link', { name: text.withdrawals, exact: true })).toBeVisible();
    // Every role's first page.
    await expect(page.getByRole('heading', { level: 1, name: text.dashboard })).toBeVisible();
  });
}

test('a wrong password and a wrong code say so, in English', async ({ page }) => {
  const account = await newStaffAccount('finance');
  await openConsoleLogin(page, 'en');
  await page.getByLabel('Account').fill(account);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The account or password is incorrect.');

  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' })).toBeVisible();
  const secret = await page.getByLabel('Or type this key into the app:').inputValue();
  // Six digits other than the ones the app shows now.
  await page.getByLabel('6-digit code').fill(totpCode(secret) === '000000' ? '999999' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The code is incorrect or has expired. Enter the code the app shows now.',
  );
});

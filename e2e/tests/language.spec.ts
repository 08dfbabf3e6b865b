import { expect, test } from '../support/fixtures';

test('Arabic by default, right to left; the language select flips to English and back', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'ردهة الألعاب' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();

  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('EN');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'EN',
    'AR',
  ]);

  // The choice survives a reload.
  await page.reload();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible();

  // And the side menu's language buttons switch back.
  await page.getByRole('complementary', { name: 'Side menu' }).getByRole('button', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: 'ردهة الألعاب' })).toBeVisible();
});

test('the footer carries the 18+ risk warning in each language', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('18 عامًا أو أكثر');
  await page.getByRole('combobox', { name: 'اللغة' }).selectOption('EN');
  await expect(footer).toContainText('Only users aged 18 or older may use this site.');
});

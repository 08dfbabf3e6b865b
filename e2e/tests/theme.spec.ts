import { expect, test } from '../support/fixtures';

test('dark by default; the header switch turns light and it persists over reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const toggle = page.getByRole('button', { name: 'المظهر الفاتح' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'المظهر الفاتح' })).toHaveAttribute('aria-pressed', 'true');

  // Switching back is remembered too.
  await page.getByRole('button', { name: 'المظهر الفاتح' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
});

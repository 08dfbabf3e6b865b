import { expect, test } from '../support/fixtures';

test('/help#privacy opens the help dialog at that entry (English)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/help#privacy');
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'Privacy policy' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel')).toContainText('Privacy policy');

  await dialog.getByRole('tab', { name: 'Terms and conditions' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('18 or older');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('a footer help link opens the dialog at its entry (Arabic)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'الشروط والأحكام' }).click();
  await expect(page).toHaveURL(/\/help#terms$/);
  const dialog = page.getByRole('dialog', { name: 'مركز المساعدة' });
  await expect(dialog.getByRole('tab', { name: 'الشروط والأحكام' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'إغلاق' }).click();
  await expect(dialog).toBeHidden();
});

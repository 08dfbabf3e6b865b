import { banner, expect, openInEnglish, test } from './account-fixtures';

test('"Try free" starts a trial account that is sent to register a real one for My account', async ({ page }) => {
  await openInEnglish(page);
  await banner(page).getByRole('button', { name: 'Try free' }).click();
  await expect(banner(page).getByText('Trial', { exact: true })).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);

  await banner(page)
    .getByRole('button', { name: /^Account menu of / })
    .click();
  await banner(page).getByRole('button', { name: 'My account' }).click();
  const prompt = page.getByRole('dialog', { name: 'A real account is needed' });
  await expect(prompt.getByText('You are playing with a trial account.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The prompt leads straight to registration.
  await prompt.getByRole('button', { name: 'Register a real account' }).click();
  await expect(page.getByRole('dialog', { name: 'Register' })).toBeVisible();
});

test('a trial user typing the member centre address gets the same prompt (Arabic)', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'جرّب مجانًا' }).click();
  await expect(banner(page).getByText('تجريبي', { exact: true })).toBeVisible();
  await page.goto('/member');
  await expect(page.getByRole('dialog', { name: 'يلزم حساب حقيقي' })).toBeVisible();
});

import { expect, test } from '../accounts/account-fixtures';
import { consoleAs } from './console-fixtures';

/** The side navigation lists only the pages a role's permissions open; a typed address is refused. */
test('finance sees the money queues and vendor transfers but not the audit trail or staff (en)', async ({
  browser,
  request,
  clientIp,
}) => {
  const { page } = await consoleAs(browser, request, 'finance', { clientIp, language: 'en' });
  await page.goto('/admin/');
  const navigation = page.getByRole('navigation', { name: 'Console sections' });
  await expect(navigation.getByRole('link', { name: 'Deposits' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Withdrawals' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Vendor transfers' })).toBeVisible();
  await expect(navigation.getByRole('link')).toHaveCount(3);
  await expect(navigation.getByText('Audit trail')).toHaveCount(0);
  await expect(navigation.getByText('Staff accounts')).toHaveCount(0);

  await page.goto('/admin/audit');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');
  await page.context().close();
});

test('support has no page of the console yet and sees no entry (ar)', async ({ browser, request, clientIp }) => {
  const { page, account } = await consoleAs(browser, request, 'support', { clientIp, language: 'ar' });
  await page.goto('/admin/');
  await expect(page.getByRole('banner').getByText(account)).toBeVisible();
  await expect(page.getByText('لا توجد صفحات لدورك في هذه اللوحة بعد.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'أقسام اللوحة' }).getByRole('link')).toHaveCount(0);
  await page.context().close();
});

import { expect, test } from '../accounts/account-fixtures';
import { consoleAs } from './console-fixtures';

/** The side navigation lists only the pages a role's permissions open; a typed address is refused. */
test('finance sees the dashboard, the money queues, vendor transfers and the reports but not the audit trail or staff (en)', async ({
  browser,
  request,
  clientIp,
}) => {
  const { page } = await consoleAs(browser, request, 'finance', { clientIp, language: 'en' });
  await page.goto('/admin/');
  const navigation = page.getByRole('navigation', { name: 'Console sections' });
  await expect(navigation.getByRole('link', { name: 'Deposits', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Withdrawals', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Vendor transfers' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'GGR and NGR by day' })).toBeVisible();
  // The dashboard, three money pages, adjustments, players and four reports.
  await expect(navigation.getByRole('link')).toHaveCount(10);
  await expect(navigation.getByText('Audit trail')).toHaveCount(0);
  await expect(navigation.getByText('Staff accounts')).toHaveCount(0);

  await page.goto('/admin/audit');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');
  await page.goto('/admin/staff');
  await expect(page.getByRole('alert')).toHaveText('Your role does not allow this.');
  await page.context().close();
});

test('support sees the dashboard and the players (ar)', async ({ browser, request, clientIp }) => {
  const { page, account } = await consoleAs(browser, request, 'support', { clientIp, language: 'ar' });
  await page.goto('/admin/');
  await expect(page.getByRole('banner').getByText(account)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'أقسام اللوحة' }).getByRole('link')).toHaveCount(2);
  await page.context().close();
});

import type { Page } from '@playwright/test';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';

/**
 * The three root screens of spec 4.1, switched through the database. The server picks the change
 * up within a second (LISTEN/NOTIFY), so each check reloads until the screen shows — no sleeps.
 */
test.describe.configure({ mode: 'serial' });

async function restoreNormal() {
  await sql(`update merchant set maintenance = false where code = 'DEMO'`);
  await sql('delete from merchant_denied_network');
}

async function blockLocalhost() {
  await sql(
    `insert into merchant_denied_network (merchant_id, network) select id, '127.0.0.1/32' from merchant where code = 'DEMO'`,
  );
}

async function reloadUntilHeading(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name, exact: true });
  await expect(async () => {
    await page.goto('/');
    await expect(heading).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  return heading;
}

test.beforeEach(async ({ page }) => {
  await restoreNormal();
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
});
test.afterEach(restoreNormal);

test('normal status renders the application', async ({ page }) => {
  await reloadUntilHeading(page, 'Game lobby');
  await expect(page.getByRole('banner')).toBeVisible();
});

test('maintenance shows the maintenance page with customer service', async ({ page }) => {
  await sql(`update merchant set maintenance = true where code = 'DEMO'`);
  await reloadUntilHeading(page, 'Under maintenance');
  await expect(page.getByText('We are upgrading the platform')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeEnabled();
  await expect(page.getByRole('banner')).toHaveCount(0);

  await restoreNormal();
  await reloadUntilHeading(page, 'Game lobby');
});

test('a maintenance switch shows without a reload when the visitor returns to the window', async ({ page }) => {
  await reloadUntilHeading(page, 'Game lobby');
  await sql(`update merchant set maintenance = true where code = 'DEMO'`);
  const maintenance = page.getByRole('heading', { level: 1, name: 'Under maintenance' });
  await expect(async () => {
    // Leaving and returning to the window refetches the status (besides the 60 s poll).
    await page.evaluate(() => {
      window.dispatchEvent(new Event('blur'));
      window.dispatchEvent(new Event('focus'));
    });
    await expect(maintenance).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

test("a region block shows the visitor's IP and customer service", async ({ page }) => {
  await blockLocalhost();
  await reloadUntilHeading(page, 'Access restricted');
  const status = await (await page.request.get('/wps/system/status')).json();
  expect(status.value.status).toBe(2);
  await expect(page.getByTestId('visitor-ip')).toHaveText(status.value.ip);
  await expect(page.getByText('Sorry, our service is not available in your region.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeEnabled();
});

test('maintenance takes priority over a region block (Arabic)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await blockLocalhost();
  await sql(`update merchant set maintenance = true where code = 'DEMO'`);
  await reloadUntilHeading(page, 'الموقع قيد الصيانة');
  await expect(page.getByRole('heading', { name: 'الوصول مقيّد' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'خدمة العملاء' })).toBeVisible();
});

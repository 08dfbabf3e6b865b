import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { consoleAs } from '../admin/console-fixtures';

/**
 * An admin switches the whole site's maintenance on in the console: the lobby shows its maintenance
 * page with the admin's message; switched off, the lobby is back. Site-wide state: this runs after
 * every other spec (the site-state project).
 */
test.afterEach(async () => {
  await sql(`update merchant set maintenance = false, maintenance_message = null where code = 'DEMO'`);
});

test('an admin switches site maintenance on and off from the console (English)', async ({ browser, page, request }) => {
  const { page: console } = await consoleAs(browser, request, 'admin', { clientIp: '10.9.0.1', language: 'en' });
  await console.goto('/admin/config/maintenance');
  await expect(console.getByRole('heading', { level: 1, name: 'Site maintenance' })).toBeVisible();
  await expect(console.getByText('The site is open to visitors.')).toBeVisible();
  await console.getByLabel('Site under maintenance').check();
  await console.getByLabel('Message on the maintenance page').fill('Back after the upgrade, around six.');
  await console.getByRole('button', { name: 'Save' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'Maintenance is on.' })).toBeVisible();

  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  const maintenance = page.getByRole('heading', { level: 1, name: 'Under maintenance' });
  await expect(async () => {
    await page.goto('/');
    await expect(maintenance).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('Back after the upgrade, around six.')).toBeVisible();

  // The console itself stays open during maintenance: the same admin switches it off.
  await console.getByLabel('Site under maintenance').uncheck();
  await console.getByRole('button', { name: 'Save' }).click();
  await expect(console.getByRole('status').filter({ hasText: 'Maintenance is off.' })).toBeVisible();
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  const audit = await sql<{ action: string }>(
    `select action from audit_entry where action = 'site.maintenance' order by id desc limit 2`,
  );
  expect(audit.map((row) => row.action)).toEqual(['site.maintenance', 'site.maintenance']);
  await console.context().close();
});

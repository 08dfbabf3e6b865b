import { randomBytes } from 'node:crypto';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { consoleAs } from './console-fixtures';

/**
 * The platform owner opens a brand in the console (Arabic, the default): the new domain serves the
 * lobby's startup configuration at once, as a browser on that domain would ask for it, and the
 * brand's first admin gets a password shown once.
 */
test('the owner opens a brand whose domain serves the lobby at once (Arabic)', async ({ browser, request }) => {
  const tag = randomBytes(3).toString('hex');
  const code = `E2E${tag.toUpperCase()}`;
  const domain = `brand-${tag}.e2e.test`;
  const { page } = await consoleAs(browser, request, 'owner', { clientIp: '10.9.1.1', language: 'ar' });

  await page.goto('/admin/brands');
  await expect(page.getByRole('heading', { level: 1, name: 'العلامات التجارية' })).toBeVisible();
  await page.getByRole('link', { name: 'علامة جديدة' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'فتح علامة تجارية جديدة' })).toBeVisible();

  // A wrong time zone is named at its field before anything is sent.
  await page.getByLabel('الرمز', { exact: true }).fill(code);
  await page.getByLabel('الاسم', { exact: true }).fill(`واحة ${tag}`);
  await page.getByLabel('النطاق الرئيسي').fill(domain);
  await page.getByLabel('العملة', { exact: true }).fill('AED');
  await page.getByLabel('رمز العملة').fill('د.إ');
  await page.getByLabel('المنطقة الزمنية').fill('Asia/Atlantis');
  await page.getByLabel('حساب المسؤول').fill(`admin_${tag}`);
  await page.getByLabel('اسم المسؤول').fill('مسؤول الواحة');
  await page.getByRole('button', { name: 'فتح العلامة' }).click();
  await expect(page.getByText('ليس اسم منطقة زمنية (مثل Asia/Dubai)')).toBeVisible();

  await page.getByLabel('المنطقة الزمنية').fill('Asia/Riyadh');
  await page.getByRole('button', { name: 'فتح العلامة' }).click();
  await expect(page.getByText('كلمة مرور لمرة واحدة')).toBeVisible();
  const password = await page.locator('dd').last().textContent();
  expect(password).toMatch(/^[A-Za-z0-9]{16,}$/);

  // The new domain answers as the new brand, without a restart.
  await expect(async () => {
    const answer = await request.get('/wps/system/permission', { headers: { host: domain } });
    const permission = (await answer.json()).value;
    expect(permission).toMatchObject({ merchantCode: code, currency: 'AED', defaultLanguage: 'AR' });
  }).toPass({ timeout: 10_000 });
  const lobby = await request.get('/', { headers: { host: domain } });
  expect(lobby.status()).toBe(200);
  const games = await request.get('/lgw/games/list?gameType=ALL&language=ar', { headers: { host: domain } });
  expect((await games.json()).value.total).toBeGreaterThan(0);

  // The list shows it, and the opening is in the audit trail.
  await page.getByRole('link', { name: 'العودة إلى العلامات' }).click();
  await expect(page.getByRole('cell', { name: domain })).toBeVisible();
  const audit = await sql<{ action: string }>(
    `select a.action from audit_entry a join merchant m on m.id = a.merchant_id where m.code = $1`,
    [code],
  );
  expect(audit).toEqual([{ action: 'brand.create' }]);
  await page.context().close();
});

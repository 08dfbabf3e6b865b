import { randomBytes } from 'node:crypto';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';
import { sql } from '../../support/db';
import { expect, test } from '../../support/fixtures';
import { E2E_PORT } from '../../support/ports';
import { totpCode } from '../../support/staff';
import { CONSOLE_TEXT, consoleAs } from './console-fixtures';

// Chromium takes every brand domain of this spec for the loopback address, where the e2e server listens.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.e2e.test 127.0.0.1'],
  },
});

/**
 * The platform owner opens a brand in the console (Arabic, the default): the new domain serves the
 * lobby at once with the brand's logo and colours, and the brand's first admin, given a password
 * shown once, must replace it at the first sign-in before the console opens.
 */
test('the owner opens a brand whose domain serves the lobby at once (Arabic)', async ({ browser, request }) => {
  test.slow();
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
  // Its look: a logo served by its own domain (its in-house vendor's icon) and a main colour.
  await page.getByLabel('عنوان الشعار').fill('/lgw/games/icons/vendor-pge.svg');
  await page.getByRole('textbox', { name: 'اللون الرئيسي' }).first().fill('#c2410c');
  await page.getByRole('button', { name: 'فتح العلامة' }).click();
  await expect(page.getByText('ليس اسم منطقة زمنية (مثل Asia/Dubai)')).toBeVisible();

  await page.getByLabel('المنطقة الزمنية').fill('Asia/Riyadh');
  await page.getByRole('button', { name: 'فتح العلامة' }).click();
  await expect(page.getByText('كلمة مرور لمرة واحدة')).toBeVisible();
  const password = (await page.locator('dd').last().textContent()) ?? '';
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

  // A visitor of the new domain sees the brand's logo, named after it, and its colour on the buttons.
  const site = `http://${domain}:${E2E_PORT}`;
  const visitor = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const visit = await visitor.newPage();
  await visit.goto(`${site}/`);
  const logo = visit.getByRole('complementary').getByRole('img', { name: `واحة ${tag}` });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', '/lgw/games/icons/vendor-pge.svg');
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const gradient = await visit.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--gold-gradient'),
  );
  expect(gradient).toContain('#c2410c');
  await visitor.close();

  // Its first admin signs in on the brand's domain: authenticator first, then a password of their own.
  const desk = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const admin = await desk.newPage();
  await admin.goto(`${site}/admin/login`);
  await admin.getByLabel(CONSOLE_TEXT.ar.account).fill(`admin_${tag}`);
  await admin.getByLabel(CONSOLE_TEXT.ar.password).fill(password);
  await admin.getByLabel(CONSOLE_TEXT.ar.password).press('Enter');
  const secret = await admin.getByLabel(CONSOLE_TEXT.ar.secret).inputValue();
  await admin.getByLabel(CONSOLE_TEXT.ar.code).fill(totpCode(secret));
  await admin.getByLabel(CONSOLE_TEXT.ar.code).press('Enter');
  await expect(admin.getByRole('heading', { level: 1, name: 'اختر كلمة مرور خاصة بك' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: CONSOLE_TEXT.ar.navigation })).toHaveCount(0);
  await admin.getByLabel('كلمة المرور الحالية', { exact: true }).fill(password);
  await admin.getByLabel('كلمة المرور الجديدة', { exact: true }).fill('Palm grove at dusk 2031');
  await admin.getByLabel('أعد كتابة كلمة المرور الجديدة').fill('Palm grove at dusk 2031');
  await admin.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: CONSOLE_TEXT.ar.dashboard })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: CONSOLE_TEXT.ar.navigation })).toBeVisible();
  const changes = await sql<{ action: string }>(`select action from audit_entry where target = $1 order by id`, [
    `staff:admin_${tag}`,
  ]);
  expect(changes).toEqual([{ action: 'staff.password-change' }]);
  await desk.close();
});

import { sql } from '../../support/db';
import {
  banner,
  expect,
  fillLoginForm,
  loginThroughUi,
  logoutThroughUi,
  openInEnglish,
  registerThroughUi,
  test,
  uniqueUsername,
} from '../accounts/account-fixtures';
import { consoleAs } from './console-fixtures';

/**
 * Support finds a member by account in the console (in Arabic), locks them: the member's lobby
 * login is refused; unlocks them: the member logs in. An admin reads both changes in the audit trail.
 */
test('support locks and unlocks a member from the console; the lobby refuses then admits them; both audited', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const username = uniqueUsername();
  const password = 'Blue lantern 42';
  await openInEnglish(page);
  await registerThroughUi(page, { username, password });
  await logoutThroughUi(page, username);

  const support = await consoleAs(browser, request, 'support', { clientIp, language: 'ar' });
  const desk = support.page;
  await desk.goto('/admin/players');
  await desk.getByLabel('الحساب أو المعرّف أو الجوال أو البريد الإلكتروني أو عنوان IP').fill(username);
  await desk.getByRole('button', { name: 'بحث' }).click();
  await desk.getByRole('link', { name: username }).click();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText(username);
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('نشط');

  await desk.getByRole('button', { name: 'قفل', exact: true }).click();
  const lock = desk.getByRole('dialog', { name: 'قفل' });
  await lock.getByRole('button', { name: 'قفل', exact: true }).click();
  await expect(lock.getByText('مطلوب')).toBeVisible();
  await lock.getByLabel('السبب').fill('مراجعة استرداد');
  await lock.getByRole('button', { name: 'قفل', exact: true }).click();
  await expect(lock).toBeHidden();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('مقفل');
  await expect(desk.getByRole('status').filter({ hasText: 'تم قفل' })).toBeVisible();

  // The lobby refuses the locked member's right password, saying the site locked the account (not
  // failed attempts), in English and in Arabic.
  const refused = await fillLoginForm(page, username, password);
  await refused.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    refused.getByText('This account has been locked by the site. Please contact customer service'),
  ).toBeVisible();
  const lobbyAr = await page.context().newPage();
  await lobbyAr.addInitScript(() => localStorage.setItem('lang', 'AR'));
  await lobbyAr.goto('/');
  await expect(lobbyAr.locator('html')).toHaveAttribute('lang', 'ar');
  const refusedAr = await fillLoginForm(lobbyAr, username, password, 'AR');
  await refusedAr.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  await expect(refusedAr.getByText('تم قفل هذا الحساب من قبل الموقع. يرجى التواصل مع خدمة العملاء')).toBeVisible();
  await lobbyAr.close();

  await desk.getByRole('button', { name: 'فتح القفل' }).click();
  const unlock = desk.getByRole('dialog', { name: 'فتح القفل' });
  await unlock.getByLabel('السبب').fill('انتهت المراجعة');
  await unlock.getByRole('button', { name: 'فتح القفل' }).click();
  await expect(unlock).toBeHidden();
  await expect(desk.getByRole('heading', { level: 1 })).toContainText('نشط');

  await page.reload();
  await loginThroughUi(page, username, password);
  await expect(banner(page).getByText('$0.00')).toBeVisible();

  // The login history shows the two refusals and the login that followed.
  await desk.getByRole('tab', { name: 'سجل الدخول' }).click();
  const logins = desk.getByRole('tabpanel').getByRole('row');
  await expect(logins.filter({ hasText: 'مرفوض: الحساب مقفل' })).toHaveCount(2);
  await expect(logins.filter({ hasText: 'نجح' }).first()).toContainText(clientIp);

  // An admin reads both changes in the audit trail.
  const [member] = await sql<{ id: number }>('select id from member where account = $1', [username]);
  const admin = await consoleAs(browser, request, 'admin', { clientIp, language: 'ar' });
  await admin.page.goto('/admin/audit');
  await admin.page.getByLabel('الهدف').fill(`member:${member?.id}`);
  await admin.page.getByRole('button', { name: 'تطبيق' }).click();
  const entries = admin.page.getByRole('row').filter({ hasText: support.account });
  await expect(entries.filter({ hasText: 'player.lock' })).toContainText('مراجعة استرداد');
  await expect(entries.filter({ hasText: 'player.unlock' })).toContainText('انتهت المراجعة');

  await desk.context().close();
  await admin.page.context().close();
});

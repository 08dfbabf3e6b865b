import { randomBytes } from 'node:crypto';
import { sql } from '../../support/db';
import { expect, test } from '../accounts/account-fixtures';
import { LOBBY_TEXT, openIn } from '../lobby/lobby-fixtures';
import { consoleAs } from './console-fixtures';

/**
 * Content staff post a notice in the console, in Arabic, and the lobby (served all along by the
 * same server, never restarted) shows it in its notice line; an admin finds the post in the audit
 * trail. The notice is deleted again in the console, and the lobby no longer shows it.
 */
const tag = randomBytes(3).toString('hex');
const TITLE = { AR: `بطولة نهاية الأسبوع ${tag}`, EN: `Weekend tournament ${tag}` };

test.afterEach(async () => {
  // Whatever the outcome, the demo brand's notices are left as the other specs expect them.
  await sql('delete from announcement where title_en = $1', [TITLE.EN]);
});

test('content staff post a notice in the Arabic console; the lobby shows it; the audit trail has it', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const marquee = page.getByRole('region', { name: LOBBY_TEXT.AR.notices, exact: true });
  await openIn(page, 'AR');
  await expect(marquee.getByRole('button').first()).toBeVisible();
  await expect(marquee.getByRole('button', { name: TITLE.AR })).toHaveCount(0);

  // The content desk, in Arabic (the console's default).
  const content = await consoleAs(browser, request, 'content', { clientIp, language: 'ar' });
  const desk = content.page;
  await desk.goto('/admin/content/announcements');
  await expect(desk.getByRole('heading', { level: 1, name: 'الإعلانات والتنبيهات والنوافذ المنبثقة' })).toBeVisible();
  await desk.getByRole('button', { name: 'إضافة إعلان' }).click();
  const form = desk.getByRole('dialog', { name: 'إضافة إعلان' });
  await expect(form.getByLabel('النوع')).toHaveValue('PL');
  await form.getByLabel('العنوان بالعربية').fill(TITLE.AR);
  await form.getByLabel('العنوان بالإنجليزية').fill(TITLE.EN);
  await form
    .getByLabel('النص بالعربية (HTML)')
    .fill('<p>جوائز <strong>مضاعفة</strong><script>alert(1)</script><img src="x" onerror="alert(2)"></p>');
  await form.getByLabel('النص بالإنجليزية (HTML)').fill('<p>Double <strong>prizes</strong></p>');
  // The preview shows the cleaned text: the script is gone before anything is saved.
  const preview = form.getByRole('figure').filter({ hasText: 'معاينة: النص بالعربية (HTML)' });
  await expect(preview.getByText('مضاعفة')).toBeVisible();
  await expect(preview.locator('script, [onerror]')).toHaveCount(0);
  await form.getByRole('button', { name: 'حفظ' }).click();
  await expect(form).toBeHidden();
  await expect(desk.getByRole('status')).toContainText('تم حفظ');
  const row = desk.getByRole('row').filter({ hasText: TITLE.AR });
  await expect(row).toContainText('معروض');

  // The lobby, reloaded as a visitor would come back: the notice is in its line.
  await page.reload();
  await expect(marquee.getByRole('button', { name: TITLE.AR }).first()).toBeAttached();
  const stored = await sql<{ content_ar: string }>('select content_ar from announcement where title_en = $1', [
    TITLE.EN,
  ]);
  expect(stored[0]?.content_ar).toBe('<p>جوائز <strong>مضاعفة</strong><img src="x"></p>');

  // An admin finds the post in the audit trail, with what was posted.
  const admin = await consoleAs(browser, request, 'admin', { clientIp, language: 'ar' });
  await admin.page.goto('/admin/audit');
  await admin.page.getByLabel('حساب الموظف').fill(content.account);
  await admin.page.getByLabel('الإجراء').fill('content.announcements.create');
  await admin.page.getByRole('button', { name: 'تطبيق' }).click();
  const entry = admin.page.getByRole('row').filter({ hasText: 'content.announcements.create' });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(content.account);
  await expect(entry).toContainText(TITLE.AR);

  // Deleted after a confirmation, it leaves the lobby too.
  await row.getByRole('button', { name: `حذف ${TITLE.AR}` }).click();
  const confirm = desk.getByRole('dialog', { name: 'حذف نهائي؟' });
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(marquee.getByRole('button').first()).toBeVisible();
  await expect(marquee.getByRole('button', { name: TITLE.AR })).toHaveCount(0);

  await desk.context().close();
  await admin.page.context().close();
});

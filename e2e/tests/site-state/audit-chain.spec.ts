import { sql } from '../../support/db';
import { expect, test } from '../accounts/account-fixtures';
import { consoleAs } from '../admin/console-fixtures';

/**
 * Changes an audit entry's recorded "after" by hand, as someone with the database owner's rights
 * could: the table's append-only guard refuses it unless switched off first.
 */
async function alterByHand(id: string, after: string | null): Promise<void> {
  await sql('alter table audit_entry disable trigger audit_entry_append_only');
  try {
    await sql('update audit_entry set after = $2::jsonb where id = $1', [id, after]);
  } finally {
    await sql('alter table audit_entry enable trigger audit_entry_append_only');
  }
}

/**
 * With the site-state specs, after every other spec: while the entry is altered, any other check of
 * the chain would find it broken.
 *
 * An admin checks the audit trail's hash chain from the console (in Arabic): intact; then an entry
 * altered by hand is named as the first broken link, and put back as it was, the chain holds again.
 */
test('the audit chain checks out in the console and names an entry altered by hand (Arabic)', async ({
  browser,
  request,
  clientIp,
}) => {
  test.slow();
  const { page, account, token } = await consoleAs(browser, request, 'admin', { clientIp, language: 'ar' });
  // The admin's own audited change: the four-eyes threshold saved as it is.
  const headers = { authorization: `Bearer ${token}` };
  const policy = await (await request.get('/wps/admin/adjustments/policy', { headers })).json();
  const saved = await request.put('/wps/admin/adjustments/policy', { headers, data: policy.value });
  expect(saved.ok()).toBe(true);
  await page.goto('/admin/audit');
  const verify = page.getByRole('button', { name: 'التحقق من السلسلة' });
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: 'السلسلة سليمة' })).toBeVisible();

  const [entry] = await sql<{ id: string; after: string | null }>(
    'select id::text, after::text from audit_entry where staff_account = $1 order by id desc limit 1',
    [account],
  );
  if (!entry) throw new Error('the audit trail has no entry');
  await alterByHand(entry.id, JSON.stringify({ amount: '999999.00' }));
  try {
    await verify.click();
    const broken = page.getByRole('alert').filter({ hasText: 'السلسلة مكسورة عند الإدخال' });
    await expect(broken).toContainText(entry.id);
    await expect(broken).toContainText('محتواه لا يطابق بصمته');
  } finally {
    await alterByHand(entry.id, entry.after);
  }
  await verify.click();
  await expect(page.getByRole('status').filter({ hasText: 'السلسلة سليمة' })).toBeVisible();
  await page.context().close();
});

import { banner, expect, openInEnglish, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { consoleAs } from './console-fixtures';

/**
 * Four eyes in the console (in English): an admin sets the brand's threshold; finance A asks for a
 * credit above it, which waits and which A can neither approve on screen nor through the API;
 * finance B approves it, and the member's lobby balance shows the credit.
 */
test('a credit above the threshold waits for a second finance member, who approves it; the lobby shows it', async ({
  page,
  request,
  browser,
  clientIp,
}) => {
  test.slow();
  const username = uniqueUsername();
  await openInEnglish(page);
  await registerThroughUi(page, { username, password: 'Blue lantern 42' });
  await expect(banner(page).getByText('$0.00')).toBeVisible();

  const admin = await consoleAs(browser, request, 'admin', { clientIp, language: 'en' });
  await admin.page.goto('/admin/adjustments');
  await admin.page.getByLabel('Four-eyes threshold').fill('100');
  await admin.page.getByRole('button', { name: 'Save threshold' }).click();
  await expect(admin.page.getByRole('status').filter({ hasText: 'The threshold was saved.' })).toBeVisible();
  await expect(admin.page.getByText(/adjustments above .USD\s100\.00. need a second staff member/)).toBeVisible();

  const financeA = await consoleAs(browser, request, 'finance', { clientIp, language: 'en' });
  const deskA = financeA.page;
  await deskA.goto('/admin/adjustments');
  await deskA.getByRole('button', { name: 'New adjustment' }).click();
  const form = deskA.getByRole('dialog', { name: 'New adjustment' });
  await form.getByLabel('Member account').fill(username);
  await form.getByLabel('Credit').check();
  await form.getByLabel('Amount').fill('250.50');
  await form.getByLabel('Recorded as').selectOption('ADJUSTMENT');
  await form.getByLabel('Reason').fill('Goodwill after a failed game round');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
  await expect(deskA.getByRole('status').filter({ hasText: 'waits for a second staff member' })).toBeVisible();
  const mine = deskA.getByRole('row').filter({ hasText: username });
  await expect(mine).toContainText(/USD\s250\.50/);
  await expect(mine).toContainText('Your request: another staff member decides');
  await expect(mine.getByRole('button')).toHaveCount(0);

  // The server refuses A's own approval too.
  const [id] = (await mine.getByRole('cell').first().innerText()).match(/\d+/) ?? [];
  const own = await request.post(`/wps/admin/adjustments/${id}/approve`, {
    headers: { authorization: `Bearer ${financeA.token}` },
    data: {},
  });
  expect((await own.json()).code).toBe('FOUR_EYES_REQUIRED');

  const financeB = await consoleAs(browser, request, 'finance', { clientIp, language: 'en' });
  const deskB = financeB.page;
  await deskB.goto('/admin/adjustments');
  const theirs = deskB.getByRole('row').filter({ hasText: username });
  await theirs.getByRole('button', { name: `Approve ${id}` }).click();
  const decision = deskB.getByRole('dialog', { name: 'Approve' });
  await expect(decision).toContainText(financeA.account);
  await decision.getByRole('button', { name: 'Approve' }).click();
  await expect(decision).toBeHidden();
  await expect(deskB.getByRole('status').filter({ hasText: new RegExp(`Adjustment .${id}. approved`) })).toBeVisible();
  await deskB.getByRole('combobox', { name: 'Status' }).selectOption('APPLIED');
  await expect(deskB.getByRole('row').filter({ hasText: username })).toContainText(financeB.account);

  await page.reload();
  await expect(banner(page).getByText('$250.50')).toBeVisible();

  for (const desk of [admin.page, deskA, deskB]) await desk.context().close();
});

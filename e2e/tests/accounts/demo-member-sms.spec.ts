import type { Page } from '@playwright/test';
import { sql } from '../../support/db';
import { accountMenu, banner, codeFromOutbox, expect, fillLoginForm, openInEnglish, test } from './account-fixtures';

/**
 * demo_member's bound mobile (+971 501234567) gets the sms codes of both tests, and the outbox is
 * read newest first: run them one after the other so neither reads the other's code.
 */
test.describe.configure({ mode: 'serial' });

const MOBILE = '+971501234567';
/** The code of an sms written in English, and in Arabic: the language the member reads the site in. */
const ENGLISH_SMS = /^Your verification code is (\d{6})\. It expires in 5 minutes\.$/;
const ARABIC_SMS = /^رمز التحقق: (\d{6})\. صالح لمدة 5 دقائق\.$/;

async function setSmsLogin(enabled: boolean) {
  await sql(
    `update whitelabel_module set enabled = $1
       where mod_id = 'MOBILEVERCODELOGIN3' and merchant_id = (select id from merchant where code = 'DEMO')`,
    [enabled],
  );
}

/** The flag as the server now serves it (it follows the table within moments, via NOTIFY). */
async function smsLoginFlag(page: Page): Promise<boolean | undefined> {
  const response = await page.request.get('/wps/system/whitelabel');
  const { value } = (await response.json()) as { value: { flags: Record<string, boolean> } };
  return value.flags.MOBILEVERCODELOGIN3;
}

test('a login from a new address asks for the second factor; the sms code from the outbox passes it', async ({
  page,
}) => {
  await openInEnglish(page);
  const login = await fillLoginForm(page, 'demo_member', 'Member123');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();

  const step = login.getByRole('form', { name: 'Extra verification' });
  await expect(step.getByText('You are logging in from a new location.')).toBeVisible();
  await expect(step.getByText(/The code will be sent to/)).toBeVisible();
  await expect(accountMenu(page, 'demo_member')).toHaveCount(0);

  const since = new Date();
  await step.getByRole('button', { name: 'Get code' }).click();
  await expect(step.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
  const code = await codeFromOutbox(page, MOBILE, since, ENGLISH_SMS);

  // A wrong code is refused and the step stays.
  const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
  await step.getByRole('textbox', { name: 'Verification code' }).fill(wrong);
  await step.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(step.getByRole('alert')).toBeVisible();
  await expect(accountMenu(page, 'demo_member')).toHaveCount(0);

  await step.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await step.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(accountMenu(page, 'demo_member')).toBeVisible();
});

test('in Arabic the sms code of the second factor arrives in Arabic', async ({ page }) => {
  await page.goto('/');
  const login = await fillLoginForm(page, 'demo_member', 'Member123', 'AR');
  await login.getByRole('button', { name: 'تسجيل الدخول', exact: true }).click();
  const step = login.getByRole('form', { name: 'تحقق إضافي' });
  const since = new Date();
  await step.getByRole('button', { name: 'الحصول على الرمز' }).click();
  const code = await codeFromOutbox(page, MOBILE, since, ARABIC_SMS);
  await step.getByRole('textbox', { name: 'رمز التحقق' }).fill(code);
  await step.getByRole('button', { name: 'تأكيد', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(accountMenu(page, 'demo_member', 'AR')).toBeVisible();
});

test.describe('sms login', () => {
  test.beforeEach(async ({ page }) => {
    await setSmsLogin(true);
    await expect.poll(() => smsLoginFlag(page)).toBe(true);
  });
  test.afterEach(async ({ page }) => {
    await setSmsLogin(false);
    await expect.poll(() => smsLoginFlag(page)).toBe(false);
  });

  test('the mobile number and an sms code from the outbox log demo_member in, with no second factor', async ({
    page,
  }) => {
    await openInEnglish(page);
    await banner(page).getByRole('button', { name: 'Log in', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log in' });
    // The radio itself is see-through under its pill-shaped label: click what the user sees.
    await login.getByText('Mobile number (SMS)', { exact: true }).click();
    await expect(login.getByRole('radio', { name: 'Mobile number (SMS)' })).toBeChecked();
    await login.getByRole('combobox', { name: 'Country code' }).selectOption('+971');
    await login.getByRole('textbox', { name: 'Mobile number' }).fill('501234567');

    const since = new Date();
    await login.getByRole('button', { name: 'Get code' }).click();
    await expect(login.getByRole('button', { name: /^Resend in \d+ s$/ })).toBeDisabled();
    const code = await codeFromOutbox(page, MOBILE, since, ENGLISH_SMS);
    await login.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(login).toBeHidden();
    await expect(accountMenu(page, 'demo_member')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Extra verification' })).toHaveCount(0);
  });
});

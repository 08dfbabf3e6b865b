import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { test as base, expect } from '../../support/fixtures';

/**
 * Every account test comes from its own private address (the e2e server believes
 * X-Forwarded-For), so per-IP rate limits, the captcha that follows a failed login and the
 * second factor's "new address" rule never leak from one test into another. Private addresses
 * have no country, so the region block does not apply.
 */
export const test = base.extend<{ clientIp: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  clientIp: async ({}, use, testInfo) => {
    await use(`10.${100 + (testInfo.workerIndex % 100)}.${randomInt(256)}.${randomInt(1, 255)}`);
  },
  extraHTTPHeaders: async ({ clientIp }, use) => {
    await use({ 'x-forwarded-for': clientIp });
  },
});

export { expect };

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = `${LETTERS}0123456789`;

/** A username nobody else in this run has: a letter, then letters and digits (the demo pattern, 6-16). */
export function uniqueUsername(): string {
  let name = 'e2e';
  for (let i = 0; i < 9; i++) name += ALNUM[randomInt(ALNUM.length)];
  return name;
}

/** The texts the account tests look for, in each language. */
export const TEXT = {
  EN: {
    login: 'Log in',
    register: 'Register',
    username: 'Username',
    password: 'Password',
    confirmPassword: 'Confirm password',
    email: 'Email',
    captcha: 'Captcha',
    captchaImage: 'Captcha image',
    terms: /I confirm that I am 18 or older/,
    accountMenu: (account: string) => `Account menu of ${account}`,
    logout: 'Log out',
    logoutConfirm: 'Are you sure you want to log out?',
    confirm: 'Confirm',
  },
  AR: {
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    username: 'اسم المستخدم',
    password: 'كلمة المرور',
    confirmPassword: 'تأكيد كلمة المرور',
    email: 'البريد الإلكتروني',
    captcha: 'رمز التحقق المصور',
    captchaImage: 'صورة رمز التحقق',
    terms: /أؤكد أن عمري 18 عامًا أو أكثر/,
    accountMenu: (account: string) => `قائمة حساب ${account}`,
    logout: 'تسجيل الخروج',
    logoutConfirm: 'هل أنت متأكد أنك تريد تسجيل الخروج؟',
    confirm: 'تأكيد',
  },
} as const;
export type Lang = keyof typeof TEXT;

/** Opens the site in English (the demo merchant's default is Arabic). */
export async function openInEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('lang', 'EN'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
}

export function banner(page: Page): Locator {
  return page.getByRole('banner');
}

/** The header's member panel button of a logged-in account. */
export function accountMenu(page: Page, account: string, lang: Lang = 'EN'): Locator {
  return banner(page).getByRole('button', { name: TEXT[lang].accountMenu(account) });
}

/** Opens the register popup and fills what the demo configuration requires; does not submit. */
export async function fillRegisterForm(
  page: Page,
  fields: { username: string; password: string; confirm?: string; email?: string; captcha?: string; terms?: boolean },
  lang: Lang = 'EN',
): Promise<Locator> {
  const t = TEXT[lang];
  await banner(page).getByRole('button', { name: t.register, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.register });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t.username, exact: true }).fill(fields.username);
  await dialog.getByLabel(t.password, { exact: true }).fill(fields.password);
  await dialog.getByLabel(t.confirmPassword, { exact: true }).fill(fields.confirm ?? fields.password);
  if (fields.email) await dialog.getByRole('textbox', { name: t.email, exact: true }).fill(fields.email);
  // The answer belongs to the image on screen: wait for it before answering.
  await expect(dialog.getByRole('img', { name: t.captchaImage })).toBeVisible();
  await dialog.getByRole('textbox', { name: t.captcha, exact: true }).fill(fields.captcha ?? 'E2E1');
  if (fields.terms !== false) await dialog.getByRole('checkbox', { name: t.terms }).check();
  return dialog;
}

/** Registers through the popup and waits for the member panel. */
export async function registerThroughUi(
  page: Page,
  fields: { username: string; password: string; email?: string },
  lang: Lang = 'EN',
): Promise<void> {
  const dialog = await fillRegisterForm(page, fields, lang);
  await dialog.getByRole('button', { name: TEXT[lang].register, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, fields.username, lang)).toBeVisible();
}

/** Logs out through the member panel's menu, confirming the question. */
export async function logoutThroughUi(page: Page, account: string, lang: Lang = 'EN'): Promise<void> {
  const t = TEXT[lang];
  await accountMenu(page, account, lang).click();
  await banner(page).getByRole('button', { name: t.logout, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.logout });
  await expect(confirm.getByText(t.logoutConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(banner(page).getByRole('button', { name: t.login, exact: true })).toBeVisible();
  await expect(accountMenu(page, account, lang)).toHaveCount(0);
}

/** Opens the login popup from the header and types a username and password; does not submit. */
export async function fillLoginForm(
  page: Page,
  username: string,
  password: string,
  lang: Lang = 'EN',
): Promise<Locator> {
  const t = TEXT[lang];
  await banner(page).getByRole('button', { name: t.login, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.login });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: t.username, exact: true }).fill(username);
  await dialog.getByLabel(t.password, { exact: true }).fill(password);
  return dialog;
}

/** Logs in through the popup (no captcha, no second factor expected) and waits for the member panel. */
export async function loginThroughUi(page: Page, username: string, password: string, lang: Lang = 'EN') {
  const dialog = await fillLoginForm(page, username, password, lang);
  await dialog.getByRole('button', { name: TEXT[lang].login, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page, username, lang)).toBeVisible();
}

/**
 * The demo outbox's latest messages to `to`. The outbox answers only a caller on the server's own
 * machine, which this call is: it does not claim to relay for the test's made-up visitor address.
 */
export async function outboxMessages(page: Page, to: string): Promise<{ body: string; createdAt: string }[]> {
  const response = await page.request.get(`/wps/dev/outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  return ((await response.json()) as { value: { body: string; createdAt: string }[] }).value;
}

/**
 * The 6-digit code of the newest sms or e-mail to `to` sent after `since`, read from the demo
 * outbox. Polls: the message is written while the request that caused it answers.
 */
export async function codeFromOutbox(page: Page, to: string, since: Date, pattern = /\b(\d{6})\b/): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const fresh = (await outboxMessages(page, to)).find(
          (m) => new Date(m.createdAt).getTime() >= since.getTime() - 1_000,
        );
        code = fresh?.body.match(pattern)?.[1] ?? '';
        return code;
      },
      { message: `a message to ${to} in the outbox` },
    )
    .not.toBe('');
  return code;
}

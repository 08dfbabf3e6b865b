import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { type StaffRole, staffSession } from '../../support/staff';

/** The console's words the tests look for, in each language. */
export const CONSOLE_TEXT = {
  ar: {
    account: 'الحساب',
    password: 'كلمة المرور',
    code: 'الرمز المكوّن من 6 أرقام',
    qr: 'رمز QR لتطبيق المصادقة',
    secret: 'أو اكتب هذا المفتاح في التطبيق:',
    navigation: 'أقسام اللوحة',
    withdrawals: 'السحوبات',
    deposits: 'الإيداعات',
    audit: 'سجل التدقيق',
    finance: 'المالية',
    dashboard: 'لوحة المعلومات',
  },
  en: {
    account: 'Account',
    password: 'Password',
    code: '6-digit code',
    qr: 'QR code for the authenticator app',
    secret: 'Or type this key into the app:',
    navigation: 'Console sections',
    withdrawals: 'Withdrawals',
    deposits: 'Deposits',
    audit: 'Audit trail',
    finance: 'Finance',
    dashboard: 'Dashboard',
  },
} as const;
export type ConsoleLanguage = keyof typeof CONSOLE_TEXT;

/** The console's language, chosen the way a staff member would before signing in (Arabic by default). */
export async function openConsoleLogin(page: Page, language: ConsoleLanguage): Promise<void> {
  await page.goto('/admin/login');
  if (language === 'en') await page.getByRole('combobox', { name: 'اللغة' }).selectOption('en');
  await page.getByLabel(CONSOLE_TEXT[language].account).waitFor();
}

/**
 * A page of the console signed in as a new staff member of this role, in its own browser context
 * (as a second person at another desk), the session made through the API's login and enrolment.
 */
export async function consoleAs(
  browser: Browser,
  request: APIRequestContext,
  role: StaffRole,
  options: { clientIp: string; language: ConsoleLanguage },
): Promise<{ page: Page; account: string; token: string }> {
  const { account, token } = await staffSession(request, role);
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': options.clientIp },
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(
    ([key, value, language]) => {
      sessionStorage.setItem(key, value);
      localStorage.setItem('admin.lang', language);
    },
    ['admin.token', token, options.language] as const,
  );
  return { page: await context.newPage(), account, token };
}

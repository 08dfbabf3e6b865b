import { WEB_ROUTES } from '@platform/contracts/web-routes';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * What each route of spec 2.1 shows, in English and Arabic: the page's h1, or the dialog a route
 * opens (login-required routes without a session land on the login dialog).
 */
type Expectation = { heading: [en: string, ar: string] } | { dialog: [en: string, ar: string] };

const LOBBY: Expectation = { heading: ['Game lobby', 'ردهة الألعاب'] };
const LOGIN: Expectation = { dialog: ['Log in', 'تسجيل الدخول'] };

const EXPECTED: Record<string, Expectation> = {
  '/': LOBBY,
  '/index': LOBBY,
  '/index.html': LOBBY,
  '/home': LOBBY,
  '/login': LOGIN,
  '/register': { dialog: ['Register', 'إنشاء حساب'] },
  '/help': { dialog: ['Help centre', 'مركز المساعدة'] },
  '/down': { heading: ['App download', 'تنزيل التطبيق'] },
  '/member': LOGIN,
  '/sports': { heading: ['Sports', 'الرياضة'] },
  '/esports': { heading: ['E-sports', 'الرياضات الإلكترونية'] },
  '/lott': { heading: ['Lottery', 'اليانصيب'] },
  '/elott': { heading: ['E-lottery', 'اليانصيب الإلكتروني'] },
  '/inhouse': { heading: ['In-house games', 'ألعابنا الخاصة'] },
  '/live': { heading: ['Live casino', 'الكازينو المباشر'] },
  '/fish': { heading: ['Fishing', 'ألعاب الصيد'] },
  '/rng': { heading: ['Slots', 'ماكينات القمار'] },
  '/pvp': { heading: ['Poker & PVP', 'البوكر واللعب الجماعي'] },
  '/favorite': LOGIN,
  '/recent': LOGIN,
  '/lottery': LOGIN,
  '/seaLottery': LOGIN,
  '/vnLottery': LOGIN,
  '/promotions': { heading: ['Promotions', 'العروض الترويجية'] },
  '/pointMall': { heading: ['Points mall', 'متجر النقاط'] },
  '/seamless': { heading: ['Seamless game', 'اللعبة المتكاملة'] },
  '/agent': { heading: ['Agent centre', 'مركز الوكلاء'] },
  '/agentHome': { heading: ['Agent centre', 'مركز الوكلاء'] },
};

const LANGUAGES = [
  { code: 'EN', index: 0 },
  { code: 'AR', index: 1 },
] as const;

async function useLanguage(page: Page, code: string) {
  // Before any script of the page runs, as a returning visitor with a stored choice would be.
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), code);
}

test('every route of the route table has an expectation here', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(WEB_ROUTES.map((r) => r.path).sort());
});

for (const { code, index } of LANGUAGES) {
  test.describe(`routes in ${code}`, () => {
    test.beforeEach(async ({ page }) => useLanguage(page, code));

    for (const route of WEB_ROUTES) {
      test(`${route.path} renders its screen`, async ({ page }) => {
        const expected = EXPECTED[route.path];
        if (!expected) throw new Error(`no expectation for ${route.path}`);
        await page.goto(route.path);
        if ('dialog' in expected) {
          await expect(page.getByRole('dialog', { name: expected.dialog[index] })).toBeVisible();
        } else {
          await expect(
            page.getByRole('heading', { level: 1, name: expected.heading[index], exact: true }),
          ).toBeVisible();
        }
        if (route.loginRequired) await expect(page).toHaveURL(/\/login$/);
        if (route.agentLayout) {
          await expect(page.getByRole('banner')).toHaveCount(0);
          await expect(page.getByRole('navigation')).toHaveCount(0);
          await expect(page.getByRole('contentinfo')).toHaveCount(0);
        } else {
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeAttached();
        }
      });
    }
  });
}

test.describe('navigation rules', () => {
  test.beforeEach(async ({ page }) => useLanguage(page, 'EN'));

  test('an unknown path shows a 404 page with a link home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Game lobby' })).toBeVisible();
  });

  test('closing a route-opened login dialog returns to /', async ({ page }) => {
    await page.goto('/login');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('game pages hide the side menu; other pages show it', async ({ page }) => {
    await page.goto('/seamless');
    await expect(page.getByRole('heading', { level: 1, name: 'Seamless game' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toHaveCount(0);
    await page.goto('/live');
    await expect(page.getByRole('complementary', { name: 'Side menu' })).toBeVisible();
  });

  test('the agent page offers a usable login form without the remember/forgot row', async ({ page }) => {
    await page.goto('/agent');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeEditable();
    await expect(page.getByLabel('Password')).toBeEditable();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toHaveCount(0);
  });

  test('the login dialog validates required fields and shows a refused login in the form', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(dialog.getByText('This field cannot be empty')).toHaveCount(2);
    await dialog.getByRole('textbox', { name: 'Username' }).fill('nobody123');
    await dialog.getByLabel('Password').fill('wrong123');
    await dialog.getByRole('button', { name: 'Log in' }).click();
    // Whatever the server answers for an unknown user, the form says so and stays open.
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('the download page lists the iOS, Android and lite apps with their links', async ({ page }) => {
    await page.goto('/down');
    for (const name of ['iOS app', 'Android app', 'Lite app']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('link', { name: `Download the ${name}` })).toHaveAttribute('href', /^https?:\/\//);
    }
  });
});

import type { Locator, Page } from '@playwright/test';
import { banner, expect, registerThroughUi, test, uniqueUsername } from './accounts/account-fixtures';
import { gameGrid, gameTile, holdRequests, LANGS, LOBBY_TEXT, openIn } from './lobby/lobby-fixtures';

/** Spec 8's messages for a slow load, a script chunk that did not load, and a session that ended. */
const TEXT = {
  EN: {
    slow: 'The page took too long to load. Please check your network.',
    chunk: 'Part of this page could not be loaded.',
    type: 'Type',
    request: 'Request',
    retry: 'Retry',
    pleaseLogIn: 'Please log in',
  },
  AR: {
    slow: 'استغرق تحميل الصفحة وقتًا طويلًا. يرجى التحقق من اتصالك بالشبكة.',
    chunk: 'تعذّر تحميل جزء من هذه الصفحة.',
    type: 'النوع',
    request: 'الطلب',
    retry: 'إعادة المحاولة',
    pleaseLogIn: 'يرجى تسجيل الدخول',
  },
} as const;

/** The value a <dt> term names in the chunk error's details. */
function detail(scope: Page | Locator, term: string) {
  return scope.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

for (const lang of LANGS) {
  const t = TEXT[lang];
  test.describe(`spec 8 failures (${lang})`, () => {
    test('a load that takes too long says so, and the page fills in once the answers come', async ({ page }) => {
      await page.clock.install();
      const release = await holdRequests(page, '**/lgw/games/hot*');
      const asked = page.waitForRequest('**/lgw/games/hot*');
      await openIn(page, lang);
      await asked;
      const notice = page.getByRole('alert').filter({ hasText: t.slow });
      await expect(notice).toHaveCount(0);
      // Past the web's slow-load limit (SLOW_LOAD_MS, 15 s) with the hot games still on their way;
      // again if the page had not started counting yet when the clock jumped.
      await expect(async () => {
        await page.clock.fastForward(16_000);
        await expect(notice).toBeVisible({ timeout: 1_000 });
      }).toPass();
      release();
      await expect(notice).toHaveCount(0);
    });

    test("a page script that fails to load shows the chunk error with its type and request inside the site's frame, and the retry loads it", async ({
      page,
    }) => {
      await openIn(page, lang);
      await page.route('**/assets/game-category-page-*.js', (route) => route.abort('connectionfailed'));
      await banner(page).getByRole('link', { name: LOBBY_TEXT[lang].category.RNG, exact: true }).click();

      await expect(page.getByRole('alert').filter({ hasText: t.chunk })).toBeVisible();
      await expect(detail(page, t.type)).toHaveText('missing');
      await expect(detail(page, t.request)).toContainText('/assets/game-category-page-');
      // The header and its navigation stay: the failure is shown in place of the page only.
      await expect(banner(page).getByRole('link', { name: LOBBY_TEXT[lang].category.RNG, exact: true })).toBeVisible();

      await page.unroute('**/assets/game-category-page-*.js');
      await page.getByRole('button', { name: t.retry, exact: true }).click();
      await expect(gameGrid(page, lang)).toBeVisible();
      await expect(page.getByText(t.chunk)).toHaveCount(0);
    });

    test('a popup whose script fails to load says so in a popup of its own, over the page', async ({ page }) => {
      await openIn(page, lang);
      await page.route('**/assets/auth-modal-*.js', (route) => route.abort('connectionfailed'));
      await banner(page).getByRole('button', { name: LOBBY_TEXT[lang].login, exact: true }).click();

      const popup = page.getByRole('dialog', { name: t.chunk });
      await expect(popup.getByRole('alert')).toHaveText(t.chunk);
      await expect(detail(popup, t.type)).toHaveText('missing');
      await expect(detail(popup, t.request)).toContainText('/assets/auth-modal-');
      await expect(banner(page)).toBeVisible();
      await expect(popup.getByRole('button', { name: t.retry, exact: true })).toBeVisible();
    });

    test("a game's popup whose script fails to load shows the chunk error and its retry over the lobby", async ({
      page,
    }) => {
      await openIn(page, lang, '/rng');
      await page.route('**/assets/trial-choice-dialog-*.js', (route) => route.abort('connectionfailed'));
      await gameTile(gameGrid(page, lang), 'Fortune Dragon').click();

      const popup = page.getByRole('dialog', { name: t.chunk });
      await expect(popup.getByRole('alert')).toHaveText(t.chunk);
      await expect(detail(popup, t.type)).toHaveText('missing');
      await expect(detail(popup, t.request)).toContainText('/assets/trial-choice-dialog-');
      await expect(gameGrid(page, lang)).toBeVisible();

      // The retry reloads the page, which then loads the popup's script.
      await page.unroute('**/assets/trial-choice-dialog-*.js');
      await popup.getByRole('button', { name: t.retry, exact: true }).click();
      await gameTile(gameGrid(page, lang), 'Fortune Dragon').click();
      await expect(page.getByRole('dialog', { name: 'Fortune Dragon', exact: true })).toBeVisible();
      await expect(page.getByText(t.chunk)).toHaveCount(0);
    });

    test('a session the server ended says "Please log in" and opens the login popup', async ({ page }) => {
      test.slow();
      const username = uniqueUsername();
      await openIn(page, lang);
      await registerThroughUi(page, { username, password: 'Blue lantern 42' }, lang);
      // Revoked elsewhere (another tab logging out, an operator): the page still holds the token.
      const token = await page.evaluate(() => sessionStorage.getItem('token'));
      const revoked = await page.request.delete('/wps/session/logout', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(revoked.ok()).toBe(true);

      await page.reload();
      const login = page.getByRole('dialog', { name: LOBBY_TEXT[lang].login });
      await expect(login.getByRole('alert')).toHaveText(t.pleaseLogIn);
      await expect(banner(page).getByRole('button', { name: LOBBY_TEXT[lang].login, exact: true })).toBeVisible();
    });
  });
}

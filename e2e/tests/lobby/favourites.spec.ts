import { expect, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { PLAY_TEXT } from '../play/play-fixtures';
import { gameGrid, gameTile, LANGS, LOBBY_TEXT, openIn, tileNames } from './lobby-fixtures';

/**
 * Spec 4.8, 4.9: favourites and recent games for a guest and for a
 * member, and starting a game from a tile, in both languages. Each member test registers its own
 * account, so its favourites and recent games are its own.
 */
for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];
  const play = PLAY_TEXT[lang];
  const favouriteOf = (game: string) => ({ name: t.favourite(game), exact: true });

  test.describe(`favourites and recent games in ${lang}`, () => {
    test('a guest pressing a heart, the Favorite filter or a game is asked to log in', async ({ page }) => {
      await openIn(page, lang, '/live');
      const login = page.getByRole('dialog', { name: t.login, exact: true });
      const heart = page.getByRole('button', favouriteOf('Speed Baccarat'));
      await heart.click();
      await expect(login).toBeVisible();
      await login.getByRole('button', { name: t.close, exact: true }).click();
      await expect(login).toBeHidden();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');

      await page.getByRole('button', { name: t.favorites, exact: true }).click();
      await expect(login).toBeVisible();
      await login.getByRole('button', { name: t.close, exact: true }).click();
      await expect(page).toHaveURL(/\/live$/);

      await gameTile(gameGrid(page, lang), 'Speed Baccarat').click();
      await expect(login).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Speed Baccarat' })).toHaveCount(0);
    });

    test('a member adds a favourite on a category page, finds it on /favorite and removes it there', async ({
      page,
    }) => {
      // Registers, then walks several pages.
      test.slow();
      const username = uniqueUsername();
      await openIn(page, lang);
      await registerThroughUi(page, { username, password: 'Blue lantern 42' }, lang);
      await page.goto('/live');
      const heart = page.getByRole('button', favouriteOf('Speed Baccarat'));
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      // At most one action a second (spec 9): the second click of a double click is ignored.
      await heart.dblclick();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');

      // Kept by the server: a fresh page still shows it, and the Favorite filter lists it.
      await page.reload();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: t.favorites, exact: true }).click();
      await expect(page).toHaveURL(/\/live\?filter=FAV$/);
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(['Speed Baccarat']);

      await page.goto('/favorite');
      await expect(page.getByRole('heading', { level: 1, name: t.favorites, exact: true })).toBeVisible();
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(['Speed Baccarat']);
      await page.getByRole('button', favouriteOf('Speed Baccarat')).click();
      await expect(page.getByText(t.noData, { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByText(t.noData, { exact: true })).toBeVisible();
      await expect(gameGrid(page, lang)).toHaveCount(0);
    });

    test("a member starting games: the popup frames the vendor's page or our studio's, a trial game asks first; both become recent", async ({
      page,
    }) => {
      // Registers, then walks several pages.
      test.slow();
      const username = uniqueUsername();
      await openIn(page, lang);
      await registerThroughUi(page, { username, password: 'Blue lantern 42' }, lang);
      await page.goto('/live');

      // Speed Baccarat offers no free trial (supportPlay 1): it launches at once, at its vendor's
      // page (the simulator), in the lobby's language. EVO keeps its players' money in its own
      // wallet (transfer mode): a new member has nothing there yet.
      await gameTile(gameGrid(page, lang), 'Speed Baccarat').click();
      const baccarat = page.getByRole('dialog', { name: 'Speed Baccarat', exact: true });
      await expect(baccarat).toBeVisible();
      const baccaratFrame = baccarat.frameLocator('iframe[title="Speed Baccarat"]');
      await expect(baccaratFrame.getByRole('heading', { level: 1, name: play.sim.title })).toBeVisible();
      await expect(baccaratFrame.getByText(play.sim.meta('EVO', 'evo_speed_baccarat'), { exact: true })).toBeVisible();
      await expect(baccaratFrame.getByText(play.sim.transfer, { exact: true })).toBeVisible();
      await expect(baccaratFrame.getByRole('status', { name: play.sim.balance, exact: true })).toHaveText('0.00 USD');
      await expect(baccaratFrame.getByRole('button', { name: play.sim.spin, exact: true })).toBeEnabled();
      await baccarat.getByRole('button', { name: t.close, exact: true }).click();
      await expect(baccarat).toBeHidden();

      // Fortune Dragon offers one (supportPlay 0): the choice comes first.
      await page.goto('/rng');
      await gameTile(gameGrid(page, lang), 'Fortune Dragon').click();
      const choice = page.getByRole('dialog', { name: 'Fortune Dragon', exact: true });
      await expect(choice.getByRole('button', { name: t.realPlay, exact: true })).toBeVisible();
      await choice.getByRole('button', { name: t.freeTrial, exact: true }).click();
      const dragon = page.getByRole('dialog', { name: `Fortune Dragon · ${t.freeTrial}`, exact: true });
      // Our own studio's slot, with the launch's play money and its badge: no real money at stake.
      const dragonFrame = dragon.frameLocator('iframe[title="Fortune Dragon"]');
      await expect(dragonFrame.getByRole('heading', { level: 1, name: 'Fortune Dragon' })).toBeVisible();
      await expect(dragonFrame.getByText(play.studio.trialBadge, { exact: true })).toBeVisible();
      await expect(dragonFrame.getByRole('status', { name: play.studio.playMoney, exact: true })).toHaveText(
        '$1,000.00',
      );
      await page.keyboard.press('Escape');
      await expect(dragon).toBeHidden();

      // Newest first, on /recent and in the home page's Recent row.
      await page.goto('/recent');
      await expect(page.getByRole('heading', { level: 1, name: t.recent, exact: true })).toBeVisible();
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(['Fortune Dragon', 'Speed Baccarat']);
      await page.goto('/');
      const recentRow = page.getByRole('region', { name: t.recent, exact: true });
      await expect(gameTile(recentRow, 'Fortune Dragon')).toBeAttached();
      await expect(gameTile(recentRow, 'Speed Baccarat')).toBeAttached();
      // And the Recent filter of a category page lists that category's recent games only.
      await page.goto('/live?filter=RECENT');
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(['Speed Baccarat']);
    });
  });
}

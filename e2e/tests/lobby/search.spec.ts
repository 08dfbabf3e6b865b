import { expect, test } from '../accounts/account-fixtures';
import { gameGrid, LANGS, LOBBY_TEXT, NAV_ORDER, openIn, tileNames } from './lobby-fixtures';

/**
 * Spec 4.9: a search term, trimmed, finds games by any part of their name
 * whatever the case, in every category; emptying the box returns to the listing; no match shows
 * 'in no data'. On the home page and on a category page, in both languages.
 */
const DRAGONS = ['Fortune Dragon', 'Dragon Tiger', 'Dragon Fishing'];

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];

  test.describe(`search in ${lang}`, () => {
    test('the home search finds games by part of the name, any case; clearing returns to the rows', async ({
      page,
    }) => {
      await openIn(page, lang);
      const box = page.getByRole('searchbox', { name: t.homeSearch, exact: true });
      await box.fill('  dRaGoN  ');
      const results = page.getByRole('region', { name: t.homeResults('dRaGoN'), exact: true });
      await expect.poll(() => tileNames(gameGrid(results, lang))).toEqual(DRAGONS);
      // While searching no category of the menu is chosen.
      const menu = page.getByRole('navigation', { name: t.categoryMenu });
      for (const label of [t.home, t.hot, ...NAV_ORDER.map((code) => t.category[code])]) {
        await expect(menu.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'false');
      }

      await page.getByRole('button', { name: t.clearSearch, exact: true }).click();
      await expect(box).toHaveValue('');
      await expect(results).toHaveCount(0);
      await expect(menu.getByRole('button', { name: t.home, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { level: 2, name: t.hot, exact: true })).toBeVisible();

      await box.fill('no such game');
      const none = page.getByRole('region', { name: t.homeResults('no such game'), exact: true });
      await expect(none.getByText(t.noData, { exact: true })).toBeVisible();
      await expect(gameGrid(none, lang)).toHaveCount(0);

      // Choosing a category clears the search.
      await menu.getByRole('button', { name: t.category.PVP, exact: true }).click();
      await expect(box).toHaveValue('');
      await expect(page.getByRole('region', { name: t.category.PVP, exact: true })).toBeVisible();
    });

    test('a category page search looks in every category; clearing the box returns to the category', async ({
      page,
    }) => {
      await openIn(page, lang, '/rng');
      const grid = gameGrid(page, lang);
      await expect.poll(async () => (await tileNames(grid)).length).toBe(15);
      const box = page.getByRole('searchbox', { name: t.lobbySearch, exact: true });
      await box.fill('  PHARAOH ');
      await page.getByRole('button', { name: t.searchSubmit, exact: true }).click();
      await expect(page).toHaveURL(/\/rng\?name=PHARAOH$/);
      await expect(page.getByText(t.lobbyResults('PHARAOH'), { exact: true })).toBeVisible();
      await expect.poll(() => tileNames(grid)).toEqual(['Golden Pharaoh']);

      // A live game found from the slot page.
      await box.fill(' dragon');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/rng\?name=dragon$/);
      await expect.poll(() => tileNames(grid)).toEqual(DRAGONS);

      await box.fill('');
      await expect(page).toHaveURL(/\/rng$/);
      await expect.poll(async () => (await tileNames(grid)).length).toBe(15);

      await box.fill('no such game');
      await box.press('Enter');
      await expect(page.getByText(t.noData, { exact: true })).toBeVisible();
      await expect(grid).toHaveCount(0);

      // Spec 4.9: changing the filter clears the search.
      await page.getByRole('button', { name: t.hot, exact: true }).click();
      await expect(page).toHaveURL(/\/rng\?filter=HOT$/);
      await expect(box).toHaveValue('');
      await expect
        .poll(() => tileNames(grid))
        .toEqual(['Fortune Dragon', 'Golden Pharaoh', 'Provably Fair Dice', 'Rocket Crash', 'Wild Safari']);
    });
  });
}

import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../accounts/account-fixtures';
import {
  catalogueName,
  gameGrid,
  insertVendorGames,
  LANGS,
  LOBBY_TEXT,
  type LobbyLang,
  NAV_ORDER,
  openIn,
  tileNames,
} from './lobby-fixtures';

/**
 * The category pages (spec 2.6) and the top navigation (spec 2.2, 2.3)
 * against the seeded catalogue, in both languages.
 */
type Category = (typeof NAV_ORDER)[number];

/** Each category's seeded games in the catalogue's order, and the vendor tiles of game centres. */
const SEEDED: Record<Category, { path: string; games: string[]; vendorTiles?: string[] }> = {
  INHOUSE: {
    path: '/inhouse',
    games: [
      'Fortune Dragon',
      'Golden Pharaoh',
      'Desert Oasis',
      'Lucky Lanterns',
      "Sultan's Gems",
      'Provably Fair Dice',
      'Rocket Crash',
      'Mines',
      'Plinko',
      'European Roulette',
    ],
  },
  ELOTT: {
    path: '/elott',
    games: ['North Vietnam Lottery', 'South Vietnam Lottery', 'Vietnam Fast 5'],
    vendorTiles: ['Vietnam Lottery'],
  },
  LOTT: {
    path: '/lott',
    games: ['Fast 3', 'PK 10', 'Lucky 5D', 'Thai Lotto', 'Lao Lotto'],
    vendorTiles: ['Nova Lotto', 'SEA Lottery'],
  },
  LIVE: {
    path: '/live',
    games: [
      'Speed Baccarat',
      'Squeeze Baccarat',
      'Lightning Roulette',
      'Auto Roulette',
      'Blackjack VIP',
      'Super Sic Bo',
      'Evo Live Lobby',
      'Baccarat Room A',
      'Dragon Tiger',
      'European Roulette',
    ],
  },
  SPORTS: {
    path: '/sports',
    games: ['Saba Sportsbook', 'United Sportsbook'],
    vendorTiles: ['Saba Sports', 'United Sports'],
  },
  FISH: { path: '/fish', games: ['Reef Hunter', 'Fishing Frenzy', 'Ocean King', 'Dragon Fishing', 'Mermaid Treasure'] },
  RNG: {
    path: '/rng',
    games: [
      'Fortune Dragon',
      'Golden Pharaoh',
      'Desert Oasis',
      'Lucky Lanterns',
      "Sultan's Gems",
      'Provably Fair Dice',
      'Rocket Crash',
      'Mines',
      'Plinko',
      'European Roulette',
      'Wild Safari',
      'Neon Nights',
      'Pirate Gold',
      'Cherry Blast',
      'Jacks or Better',
    ],
  },
  PVP: { path: '/pvp', games: ["Texas Hold'em", 'Omaha', 'Teen Patti', 'Rummy', 'Niu Niu'] },
  ESPORTS: {
    path: '/esports',
    games: ['IA Esports Arena', 'TF Esports Book'],
    vendorTiles: ['IA Esports', 'TF Gaming'],
  },
};
const SPX_GAMES = ['Wild Safari', 'Neon Nights', 'Pirate Gold', 'Cherry Blast', 'Jacks or Better'];
/** The pagination test adds games of its own vendor to this category (after the seeded ones). */
const PAGINATION_CATEGORY: Category = 'PVP';

function filters(page: Page, lang: LobbyLang) {
  const t = LOBBY_TEXT[lang];
  const group = page.getByRole('group', { name: lang === 'EN' ? 'Game filters' : 'عوامل تصفية الألعاب' });
  return {
    all: group.getByRole('button', { name: t.filterAll, exact: true }),
    recent: group.getByRole('button', { name: t.recent, exact: true }),
    favorite: group.getByRole('button', { name: t.favorites, exact: true }),
    hot: group.getByRole('button', { name: t.hot, exact: true }),
  };
}

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];

  test.describe(`category pages in ${lang}`, () => {
    test('each category page shows its seeded games, game centres their vendor tiles too', async ({ page }) => {
      test.slow();
      await openIn(page, lang);
      for (const code of NAV_ORDER) {
        const { path, games, vendorTiles } = SEEDED[code];
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: t.category[code], exact: true })).toBeVisible();
        const grid = gameGrid(page, lang);
        await expect(grid).toBeVisible();
        // The pagination test may be adding games of its own here meanwhile, after the seeded ones.
        const shown = async () => {
          const names = await tileNames(grid);
          return code === PAGINATION_CATEGORY ? names.slice(0, games.length) : names;
        };
        await expect.poll(shown).toEqual(games.map((name) => catalogueName(lang, name)));
        const tiles = page.getByRole('list', { name: t.vendorTiles, exact: true });
        if (vendorTiles) {
          await expect(tiles.getByRole('button')).toHaveCount(vendorTiles.length);
          for (const [index, name] of vendorTiles.entries()) {
            await expect(tiles.getByRole('button').nth(index)).toHaveAccessibleName(catalogueName(lang, name));
          }
        } else {
          await expect(tiles).toHaveCount(0);
        }
      }
    });

    test('the top navigation lists the categories in the spec order without promotions; hovering one shows its vendors', async ({
      page,
    }) => {
      await openIn(page, lang);
      const nav = page.getByRole('banner').getByRole('navigation', { name: t.mainNav });
      const links = nav.getByRole('link');
      const labels = [t.home, ...NAV_ORDER.map((code) => t.category[code])];
      await expect(links).toHaveCount(labels.length);
      for (const [index, label] of labels.entries()) await expect(links.nth(index)).toHaveAccessibleName(label);
      await expect(nav.getByRole('link', { name: lang === 'EN' ? 'Promotions' : 'العروض الترويجية' })).toHaveCount(0);

      const liveVendors = nav.getByRole('list', { name: t.vendorMenu(t.category.LIVE), exact: true });
      await expect(liveVendors).toHaveCount(0);
      await nav.getByRole('link', { name: t.category.LIVE, exact: true }).hover();
      await expect(liveVendors).toBeVisible();
      await expect(liveVendors.getByRole('button')).toHaveText(['Evo Live', 'Asia Live Studio']);
      // Leaving the entry closes its vendors.
      await page.getByRole('heading', { level: 1, name: t.lobby }).hover({ force: true });
      await expect(liveVendors).toHaveCount(0);

      // A slot vendor leads to the slot page filtered by that vendor (spec 4.8).
      await nav.getByRole('link', { name: t.category.RNG, exact: true }).hover();
      const slotVendors = nav.getByRole('list', { name: t.vendorMenu(t.category.RNG), exact: true });
      await expect(slotVendors.getByRole('button')).toHaveText([catalogueName(lang, 'Nova Games'), 'Spinix Slots']);
      await slotVendors.getByRole('button', { name: 'Spinix Slots' }).click();
      await expect(page).toHaveURL(/\/rng\?vassalage=SPX$/);
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(SPX_GAMES);
    });

    test('/rng?vassalage=SPX shows only that vendor; the vendor dropdown narrows and widens the list', async ({
      page,
    }) => {
      await openIn(page, lang, '/rng?vassalage=SPX');
      const provider = page.getByRole('combobox', { name: t.provider });
      await expect(provider).toHaveValue('SPX');
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(SPX_GAMES);

      await page.goto('/live');
      await expect(provider).toHaveValue('');
      await expect(provider.getByRole('option')).toHaveText([t.allProviders, 'Evo Live', 'Asia Live Studio']);
      await provider.selectOption({ label: 'Asia Live Studio' });
      await expect(page).toHaveURL(/\/live\?vassalage=ALV$/);
      await expect
        .poll(() => tileNames(gameGrid(page, lang)))
        .toEqual(['Baccarat Room A', 'Dragon Tiger', 'European Roulette']);
      await provider.selectOption({ label: t.allProviders });
      await expect(page).toHaveURL(/\/live$/);
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(SEEDED.LIVE.games);
    });

    test('filters: Hot lists the hot games of the category and vendor, Recent and Favorite ask a guest to log in, All resets', async ({
      page,
    }) => {
      await openIn(page, lang, '/live');
      const filter = filters(page, lang);
      await expect(filter.all).toHaveAttribute('aria-pressed', 'true');
      await filter.hot.click();
      await expect(filter.hot).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/\/live\?filter=HOT$/);
      await expect
        .poll(() => tileNames(gameGrid(page, lang)))
        .toEqual(['Speed Baccarat', 'Lightning Roulette', 'Dragon Tiger']);

      for (const memberOnly of [filter.recent, filter.favorite]) {
        await memberOnly.click();
        const login = page.getByRole('dialog', { name: t.login, exact: true });
        await expect(login).toBeVisible();
        await login.getByRole('button', { name: t.close, exact: true }).click();
        await expect(login).toBeHidden();
        await expect(filter.hot).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(page).toHaveURL(/\/live\?filter=HOT$/);

      // Hot keeps the vendor; All drops it.
      await page.getByRole('combobox', { name: t.provider }).selectOption({ label: 'Asia Live Studio' });
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(['Dragon Tiger']);
      await filter.all.click();
      await expect(page).toHaveURL(/\/live$/);
      await expect(page.getByRole('combobox', { name: t.provider })).toHaveValue('');
      await expect.poll(() => tileNames(gameGrid(page, lang))).toEqual(SEEDED.LIVE.games);
    });

    test('pagination: 18 games a page, the rest on page 2; a new filter starts again at page 1', async ({ page }) => {
      // A vendor of this test's own with 20 games (node ids 90x001-90x020).
      const vassalage = `E2E_PAGER_${lang}_${randomInt(1_000_000)}`;
      const extra = await insertVendorGames({
        vassalage,
        displayName: `Pager ${lang}`,
        gameType: PAGINATION_CATEGORY,
        count: 20,
        nodeIdBase: lang === 'EN' ? 900_000 : 901_000,
      });
      try {
        await openIn(page, lang, `${SEEDED[PAGINATION_CATEGORY].path}?vassalage=${vassalage}`);
        const grid = gameGrid(page, lang);
        await expect.poll(() => tileNames(grid)).toEqual(extra.names.slice(0, 18));
        const pages = page.getByRole('navigation', { name: t.pages, exact: true });
        await expect(pages.getByRole('button', { name: t.page(1), exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(pages.getByRole('button', { name: t.page(3), exact: true })).toHaveCount(0);
        await expect(pages.getByRole('button', { name: t.previous, exact: true })).toBeDisabled();

        await pages.getByRole('button', { name: t.page(2), exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`vassalage=${vassalage}&page=2$`));
        await expect.poll(() => tileNames(grid)).toEqual(extra.names.slice(18));
        await expect(pages.getByRole('button', { name: t.page(2), exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(pages.getByRole('button', { name: t.next, exact: true })).toBeDisabled();
        await pages.getByRole('button', { name: t.previous, exact: true }).click();
        await expect.poll(() => tileNames(grid)).toEqual(extra.names.slice(0, 18));

        await pages.getByRole('button', { name: t.page(2), exact: true }).click();
        await expect(page).toHaveURL(/page=2$/);
        // None of these games is hot: the Hot filter starts at page 1 and finds nothing.
        await filters(page, lang).hot.click();
        await expect(page).toHaveURL(new RegExp(`filter=HOT&vassalage=${vassalage}$`));
        await expect(page.getByText(t.noData, { exact: true })).toBeVisible();
        await expect(pages).toHaveCount(0);
      } finally {
        await extra.remove();
      }
    });
  });
}

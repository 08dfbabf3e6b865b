import type { Locator, Page } from '@playwright/test';
import { expect, registerThroughUi, test, uniqueUsername } from '../accounts/account-fixtures';
import { gameGrid, LANGS, LOBBY_TEXT, type LobbyLang, NAV_ORDER, openIn, tileNames } from './lobby-fixtures';

/**
 * The lobby of spec 2.2, 2.3, 2.6 and 4.9 as a player meets it at 1440 x 900: the in-house games
 * first, the New filter, a page beyond the last, the withdrawal shortcut, badges clear of the
 * icon and heart, a chip row that says it scrolls, an even large vendor dropdown, and a game popup
 * that shows a game's controls without scrolling.
 */
const GAPS_TEXT = {
  EN: {
    newGames: 'New games',
    newBadge: 'New',
    withdraw: 'Withdraw',
    withdrawTitle: 'Withdraw',
    trialBadge: 'Free trial',
  },
  AR: {
    newGames: 'الألعاب الجديدة',
    newBadge: 'جديدة',
    withdraw: 'سحب',
    withdrawTitle: 'سحب',
    trialBadge: 'تجربة مجانية',
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box as Box;
}

/** Records, from the first paint on, whether the page ever shows the 'no data' message. */
async function watchForNoData(page: Page, lang: LobbyLang): Promise<() => Promise<boolean>> {
  await page.addInitScript((text) => {
    const seen = () => document.body?.innerText.includes(text) ?? false;
    const observer = new MutationObserver(() => {
      if (seen()) (window as { sawNoData?: boolean }).sawNoData = true;
    });
    document.addEventListener('DOMContentLoaded', () =>
      observer.observe(document.body, { childList: true, subtree: true, characterData: true }),
    );
  }, LOBBY_TEXT[lang].noData);
  return () => page.evaluate(() => (window as { sawNoData?: boolean }).sawNoData === true);
}

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];
  const g = GAPS_TEXT[lang];

  test(`the in-house games come first in the navigation and among the home rows (${lang})`, async ({ page }) => {
    await openIn(page, lang, '/');
    const nav = page.getByRole('navigation', { name: t.mainNav, exact: true });
    const links = nav.getByRole('link');
    await expect(links.nth(1)).toHaveText(t.category.INHOUSE);
    await expect(links.first()).toHaveText(t.home);

    const inHouseRow = page.getByRole('region', { name: t.category.INHOUSE, exact: true });
    await expect(inHouseRow).toBeVisible();
    const others = [t.hot, ...NAV_ORDER.filter((code) => code !== 'INHOUSE').map((code) => t.category[code])].map(
      (name) => page.getByRole('region', { name, exact: true }),
    );
    const top = (await boxOf(inHouseRow)).y;
    for (const row of others) {
      await expect(row).toBeAttached();
      expect((await boxOf(row)).y).toBeGreaterThan(top);
    }

    await links.nth(1).click();
    await expect(page).toHaveURL(/\/inhouse$/);
    await expect(page.getByRole('heading', { level: 1, name: t.category.INHOUSE, exact: true })).toBeVisible();
    await expect(gameGrid(page, lang).getByRole('listitem')).toHaveCount(10);
  });

  test(`the New filter lists only the category's new games (${lang})`, async ({ page, request }) => {
    const answer = await request.get('/lgw/games/list?gameType=RNG&isNew=1&pageSize=80&language=en');
    const expected: { nodeId: number; isNew: number }[] = (await answer.json()).value.games;
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.every((game) => game.isNew === 1)).toBe(true);

    await openIn(page, lang, '/rng');
    await page.getByRole('button', { name: g.newGames, exact: true }).click();
    await expect(page).toHaveURL(/\/rng\?filter=NEW$/);
    await expect(page.getByRole('button', { name: g.newGames, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const tiles = gameGrid(page, lang).getByRole('listitem');
    await expect(tiles).toHaveCount(expected.length);
    for (const tile of await tiles.all()) await expect(tile.getByText(g.newBadge, { exact: true })).toBeVisible();
  });

  test(`a page beyond the last shows the last page and says so in the address (${lang})`, async ({ page, request }) => {
    const sawNoData = await watchForNoData(page, lang);
    // Slots fit one page: page 99 is page 1, and the address drops the page.
    await openIn(page, lang, '/rng?page=99');
    await expect(page).toHaveURL(/\/rng$/);
    await expect(gameGrid(page, lang).getByRole('listitem')).toHaveCount(15);

    // A search over every category spans pages: page 99 is its last one.
    const answer = await request.get('/lgw/games/list?gameType=SEARCH&gameName=a&pageSize=18&language=en');
    const { totalPages, total } = (await answer.json()).value as { totalPages: number; total: number };
    expect(totalPages).toBeGreaterThan(1);
    await page.goto('/rng?name=a&page=99');
    await expect(page).toHaveURL(new RegExp(`/rng\\?name=a&page=${totalPages}$`));
    await expect(gameGrid(page, lang).getByRole('listitem')).toHaveCount(total - (totalPages - 1) * 18);
    const pages = page.getByRole('navigation', { name: t.pages, exact: true });
    await expect(pages.getByRole('button', { name: t.page(totalPages), exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await sawNoData()).toBe(false);
  });

  test(`the header's withdrawal shortcut opens the withdrawal page (${lang})`, async ({ page, browser }) => {
    // A registration and a second visitor.
    test.slow();
    await openIn(page, lang, '/');
    await registerThroughUi(page, { username: uniqueUsername(), password: 'Blue lantern 42' }, lang);
    await page.getByRole('banner').getByRole('button', { name: g.withdraw, exact: true }).click();
    await expect(page).toHaveURL(/\/member\?page=withdraw$/);
    await expect(page.getByRole('heading', { level: 2, name: g.withdrawTitle, exact: true })).toBeVisible();

    // A guest who follows a link to it is asked to log in, as for every member page.
    const guest = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await openIn(guest, lang, '/member?page=withdraw');
    await expect(guest.getByRole('dialog', { name: t.login, exact: true })).toBeVisible();
    await guest.close();
  });

  test(`hot and new badges stay clear of the icon and the heart (${lang})`, async ({ page }) => {
    await openIn(page, lang, '/rng');
    const tiles = gameGrid(page, lang).getByRole('listitem');
    await expect(tiles).toHaveCount(15);
    let badges = 0;
    for (const tile of await tiles.all()) {
      const icon = await boxOf(tile.locator('img'));
      const heart = await boxOf(tile.getByRole('button', { name: /./ }).last());
      for (const badge of await tile.getByText(new RegExp(`^(${LOBBY_BADGES[lang].join('|')})$`)).all()) {
        const box = await boxOf(badge);
        expect(intersects(box, icon), 'a badge on the icon covers its art (the vendor mark)').toBe(false);
        expect(intersects(box, heart), 'a badge touches the heart').toBe(false);
        badges += 1;
      }
    }
    expect(badges).toBeGreaterThan(0);
  });

  test(`the category chip row shows that it scrolls instead of cutting a chip unannounced (${lang})`, async ({
    page,
  }) => {
    await openIn(page, lang, '/');
    const row = page.getByRole('navigation', { name: t.categoryMenu, exact: true });
    await expect(row.getByRole('button', { name: t.category.INHOUSE, exact: true })).toBeVisible();
    const overflows = await row.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(overflows, 'at 1440 x 900 the chips are more than the row shows').toBe(true);

    await expectCutChipsFaded(row);
    // At the far end the end edge is clear and the start edge fades.
    await row.evaluate((el) => el.scrollBy({ left: (getComputedStyle(el).direction === 'rtl' ? -1 : 1) * 10_000 }));
    await expect.poll(() => fades(row)).toEqual({ start: expect.any(Number), end: 0 });
    expect((await fades(row)).start).toBeGreaterThan(0);
    await expectCutChipsFaded(row);
  });

  test(`the large vendor dropdown is an even grid on screen (${lang})`, async ({ page }) => {
    const names = ['Ace Poker', 'Royal Tables Extra Long Name', 'Dragon', 'Blue', 'Tiger', 'Silk', 'Joker Hall'];
    let vendorCount = 0;
    await page.route('**/lgw/games/game_menus*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const pvp = body.value.menus.find((menu: { gameType: string }) => menu.gameType === 'PVP');
      for (let i = 0; i < 13; i++) {
        pvp.vendors.push({ ...pvp.vendors[0], vassalage: `X${i}`, displayName: names[i % names.length] });
      }
      vendorCount = pvp.vendors.length;
      await route.fulfill({ response, json: body });
    });
    await openIn(page, lang, '/');
    const nav = page.getByRole('navigation', { name: t.mainNav, exact: true });
    await nav.getByRole('link', { name: t.category.PVP, exact: true }).hover();
    const items = nav.getByRole('list', { name: t.vendorMenu(t.category.PVP), exact: true }).getByRole('listitem');
    await expect(items).toHaveCount(vendorCount);
    const boxes = await Promise.all((await items.all()).map(boxOf));
    const widths = new Set(boxes.map((box) => Math.round(box.width)));
    expect(widths.size, 'every vendor cell is as wide as the others').toBe(1);
    const rows = new Map<number, number>();
    for (const box of boxes) rows.set(Math.round(box.y), (rows.get(Math.round(box.y)) ?? 0) + 1);
    const counts = [...rows.values()];
    const full = counts[0] as number;
    expect(full).toBeGreaterThan(1);
    expect(
      counts.slice(0, -1).every((count) => count === full),
      `rows ${counts.join(', ')}`,
    ).toBe(true);
    expect(counts.at(-1) as number).toBeLessThanOrEqual(full);
    const columns = new Set(boxes.map((box) => Math.round(box.x)));
    expect(columns.size, 'the cells line up in columns').toBe(full);
    const viewport = page.viewportSize() as { width: number };
    for (const box of boxes) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    }
  });
}

test('the game popup shows each in-house game whole at 1440 x 900 (Arabic)', async ({ page }) => {
  // Ten games, each launched and measured.
  test.slow();
  const lang = 'AR';
  const t = LOBBY_TEXT[lang];
  const g = GAPS_TEXT[lang];
  await openIn(page, lang, '/inhouse');
  await expect(gameGrid(page, lang).getByRole('listitem')).toHaveCount(10);
  const names = await tileNames(gameGrid(page, lang));
  expect(names).toHaveLength(10);
  for (const name of names) {
    await gameGrid(page, lang).getByRole('button', { name, exact: true }).click();
    await page
      .getByRole('dialog', { name, exact: true })
      .getByRole('button', { name: t.freeTrial, exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: `${name} · ${t.freeTrial}`, exact: true });
    const frame = dialog.frameLocator(`iframe[title="${name}"]`);
    await expect(frame.getByText(g.trialBadge, { exact: true })).toBeVisible();
    // The popup itself never scrolls, nor does the game sideways.
    expect(await dialog.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
    // Every control of the game (its buttons and fields) shows in the frame without scrolling.
    const outside = await frame.locator('html').evaluate((html) => {
      const misplaced: string[] = [];
      if (html.scrollWidth > html.clientWidth) misplaced.push('the page scrolls sideways');
      for (const control of Array.from(document.querySelectorAll('button, input, select'))) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        if (box.left < 0 || box.top < 0 || box.right > window.innerWidth || box.bottom > window.innerHeight) {
          misplaced.push(control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
        }
      }
      return misplaced;
    });
    expect(outside, `${name}: controls outside the frame`).toEqual([]);
    await dialog.getByRole('button', { name: t.close, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
});

const LOBBY_BADGES: Record<LobbyLang, readonly string[]> = { EN: ['Hot', 'New'], AR: ['رائجة', 'جديدة'] };

/** The row's fades at its start and end edges, in px (0 = none). */
function fades(row: Locator): Promise<{ start: number; end: number }> {
  return row.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      start: Number.parseFloat(style.getPropertyValue('--fade-start')),
      end: Number.parseFloat(style.getPropertyValue('--fade-end')),
    };
  });
}

/** Each chip the row's visible edge cuts has a fade over it at that edge. */
async function expectCutChipsFaded(row: Locator): Promise<void> {
  const { cutAtStart, cutAtEnd } = await row.evaluate((el) => {
    const view = el.getBoundingClientRect();
    const rtl = getComputedStyle(el).direction === 'rtl';
    let left = false;
    let right = false;
    for (const chip of Array.from(el.querySelectorAll('button'))) {
      const box = chip.getBoundingClientRect();
      if (box.left < view.left - 0.5 && box.right > view.left + 0.5) left = true;
      if (box.left < view.right - 0.5 && box.right > view.right + 0.5) right = true;
    }
    const start = rtl ? right : left;
    const end = rtl ? left : right;
    return { cutAtStart: start, cutAtEnd: end };
  });
  const { start, end } = await fades(row);
  if (cutAtStart) expect(start, 'a chip is cut at the start edge without a fade').toBeGreaterThan(0);
  if (cutAtEnd) expect(end, 'a chip is cut at the end edge without a fade').toBeGreaterThan(0);
}

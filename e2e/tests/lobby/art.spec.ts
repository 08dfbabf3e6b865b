import type { Locator, Page } from '@playwright/test';
import { expect, registerThroughUi, TEXT, test, uniqueUsername } from '../accounts/account-fixtures';
import { catalogueName, gameGrid, LANGS, LOBBY_TEXT, type LobbyLang, openIn } from './lobby-fixtures';

/**
 * The lobby's art: each game's tile is an illustration drawn by the server (apps/server/src/art),
 * with the game's name shown once, as the tile's text; vendors show their drawn marks; the home
 * banners carry their headline and a call to action as text over the art, and the call leads
 * where it says. Banners come from apps/server/src/seed/demo-announcements.ts: the first has no
 * link (a guest is called to register, a member to deposit), the second opens /rng, the third
 * starts Fortune Dragon.
 */
const HEADLINES: Record<LobbyLang, [string, string, string]> = {
  EN: ['Welcome to Nova Play', 'New slots every week', 'Fortune Dragon: spin now'],
  AR: ['مرحبًا بك في نوفا بلاي', 'ألعاب سلوت جديدة كل أسبوع', 'التنين المحظوظ: العب الآن'],
};
const CALLS = {
  EN: { register: 'Register now', deposit: 'Deposit now', explore: 'Explore now', play: 'Play now' },
  AR: { register: 'سجّل الآن', deposit: 'أودِع الآن', explore: 'اكتشف الآن', play: 'العب الآن' },
} as const;
const DEPOSIT_TITLE = { EN: 'Deposit', AR: 'إيداع' } as const;
/** The first slots of the /rng grid (demo-catalogue.ts order), all on the first screen at 1440 x 900. */
const FIRST_SLOTS = ['Fortune Dragon', 'Golden Pharaoh', 'Desert Oasis', 'Lucky Lanterns', "Sultan's Gems"];

/** The image's natural width once it has loaded (0 while loading or when it failed). */
function naturalWidth(image: Locator): Promise<number> {
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

/** How many times `name` occurs in the text a visitor sees in `scope`. */
async function occurrences(scope: Locator, name: string): Promise<number> {
  const text = await scope.innerText();
  return text.split(name).length - 1;
}

/** The SVG an image shows, fetched as the page fetched it. */
async function svgOf(page: Page, image: Locator): Promise<string> {
  const src = await image.getAttribute('src');
  if (!src) throw new Error('an image without a source');
  const res = await page.request.get(src);
  expect(res.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  return res.text();
}

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];
  const calls = CALLS[lang];

  test(`game tiles show distinct illustrated art that loads, and each name once, in ${lang}`, async ({ page }) => {
    await openIn(page, lang, '/rng');
    const grid = gameGrid(page, lang);
    const drawn = new Set<string>();
    for (const english of FIRST_SLOTS) {
      const name = catalogueName(lang, english);
      const tile = grid.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
      await expect(tile).toHaveCount(1);
      const image = tile.locator('img');
      await expect(image).toBeInViewport();
      await expect.poll(() => naturalWidth(image)).toBeGreaterThan(0);
      // Once, as the tile's caption: the art carries no text.
      expect(await occurrences(tile, name)).toBe(1);
      const svg = await svgOf(page, image);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(english);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(FIRST_SLOTS.length);

    // Vendors show their drawn marks beside their names, in the game centres' tiles.
    await page.goto('/sports');
    const vendors = page.getByRole('list', { name: t.vendorTiles, exact: true });
    const saba = vendors.getByRole('button', { name: 'Saba Sports', exact: true });
    await expect(saba).toBeVisible();
    await expect.poll(() => naturalWidth(saba.locator('img'))).toBeGreaterThan(0);
    expect(await occurrences(saba, 'Saba Sports')).toBe(1);
    expect(await svgOf(page, saba.locator('img'))).not.toContain('Saba');
  });

  test(`a guest's banners carry a headline and a call that leads where it says, in ${lang}`, async ({ page }) => {
    await openIn(page, lang);
    const carousel = page.getByRole('region', { name: t.banners });
    const [welcome, slots, dragon] = HEADLINES[lang];
    // The headline is text over the art, the art an image that loads.
    await expect(carousel.getByText(welcome, { exact: true })).toBeVisible();
    await expect.poll(() => naturalWidth(carousel.locator('img').first())).toBe(1200);
    const register = carousel.getByRole('button', { name: calls.register, exact: true });
    await expect(register).toHaveAccessibleDescription(welcome);
    // Reached and pressed from the keyboard.
    await register.focus();
    await page.keyboard.press('Enter');
    const registerDialog = page.getByRole('dialog', { name: TEXT[lang].register });
    await expect(registerDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(registerDialog).toBeHidden();

    // The other banners' calls, pressed from the keyboard: the carousel moves to the banner whose
    // call has the focus, and its autoplay cannot move the target away from under the key.
    const play = carousel.getByRole('button', { name: calls.play, exact: true });
    await expect(play).toHaveAccessibleDescription(dragon);
    // The game starts as its tile would: Fortune Dragon offers a free trial or real play (spec 4.8).
    await play.press('Enter');
    const gameDialog = page.getByRole('dialog', { name: 'Fortune Dragon' });
    await expect(gameDialog.getByRole('button', { name: t.freeTrial, exact: true })).toBeVisible();
    await expect(gameDialog.getByRole('button', { name: t.realPlay, exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(gameDialog).toBeHidden();

    const explore = carousel.getByRole('link', { name: calls.explore, exact: true });
    await expect(explore).toHaveAccessibleDescription(slots);
    await explore.press('Enter');
    await expect(page).toHaveURL(/\/rng$/);
    await expect(page.getByRole('heading', { level: 1, name: t.category.RNG })).toBeVisible();
  });

  test(`a member's banner without a link calls to deposit and opens the deposit page, in ${lang}`, async ({ page }) => {
    // Registering through the popup comes first.
    test.slow();
    await openIn(page, lang);
    await registerThroughUi(page, { username: uniqueUsername(), password: 'Blue lantern 42' }, lang);
    const carousel = page.getByRole('region', { name: t.banners });
    const deposit = carousel.getByRole('button', { name: calls.deposit, exact: true });
    await expect(deposit).toHaveAccessibleDescription(HEADLINES[lang][0]);
    await deposit.press('Enter');
    await expect(page).toHaveURL(/\/member\?page=depositv2$/);
    await expect(page.getByRole('heading', { level: 2, name: DEPOSIT_TITLE[lang] })).toBeVisible();
  });
}

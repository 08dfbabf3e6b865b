import { expect, test } from '../accounts/account-fixtures';
import {
  catalogueName,
  gameGrid,
  gameTile,
  holdRequests,
  LANGS,
  LOBBY_TEXT,
  type LobbyLang,
  NAV_ORDER,
  openIn,
  scrollToHomeEnd,
  useLanguage,
} from './lobby-fixtures';

/**
 * The seeded home page (spec 2.5) in Arabic, the brand's default, and English.
 * Banners, notices and winners come from apps/server/src/seed/demo-announcements.ts and
 * demo-winners.ts, games and vendors from demo-catalogue.ts.
 */
const HOME_BANNERS: Record<LobbyLang, [string, string, string]> = {
  EN: ['Welcome to Nova Play', 'New slots every week', 'Fortune Dragon: spin now'],
  AR: ['مرحبًا بك في نوفا بلاي', 'ألعاب سلوت جديدة كل أسبوع', 'التنين المحظوظ: العب الآن'],
};
const SIDE_BANNER = { EN: 'Invite friends, earn rewards', AR: 'ادعُ أصدقاءك واربح المكافآت' };
/** The third newest player notice. */
const NOTICE = { EN: 'Faster withdrawals to local banks', AR: 'سحب أسرع إلى البنوك المحلية' };
/** The first vendors across the menus in the spec's category order (the in-house first), each once. */
const FOOTER_VENDORS = [
  'Nova Games',
  'Vietnam Lottery',
  'Nova Lotto',
  'SEA Lottery',
  'Evo Live',
  'Asia Live Studio',
  'Saba Sports',
  'United Sports',
];
const PATHS = {
  INHOUSE: '/inhouse',
  ELOTT: '/elott',
  LOTT: '/lott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
} as const;

for (const lang of LANGS) {
  const t = LOBBY_TEXT[lang];

  test.describe(`home in ${lang}`, () => {
    test('the w_home banners rotate in a carousel whose dots move it; a banner with a route opens it', async ({
      page,
    }) => {
      await openIn(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: t.lobby })).toBeAttached();
      const carousel = page.getByRole('region', { name: t.banners });
      // Its dots show from the first sight of it, drawn still until the carousel's code has loaded.
      await expect(carousel.getByRole('button', { name: t.goToBanner(3), exact: true })).toBeVisible();
      const [first, second, third] = HOME_BANNERS[lang];
      // Each banner's headline is text over its art (art.spec.ts follows their calls to action).
      const headline = (title: string) => carousel.getByText(title, { exact: true });
      for (const title of HOME_BANNERS[lang]) await expect(headline(title)).toHaveCount(1);
      await expect(carousel.locator('img')).toHaveCount(3);
      // The w_leftmenu banner belongs to the side menu, not the carousel.
      await expect(carousel.getByText(SIDE_BANNER[lang])).toHaveCount(0);
      await expect(
        page.getByRole('complementary', { name: t.sideMenu }).getByText(SIDE_BANNER[lang], { exact: true }),
      ).toBeVisible();

      // The pointer on the carousel stops its autoplay. A dot clicked while the loop is still
      // sliding is ignored by Swiper (loopPreventsSliding): click again until the carousel follows.
      await carousel.hover();
      const goTo = async (n: number) => {
        const dot = carousel.getByRole('button', { name: t.goToBanner(n), exact: true });
        await expect(async () => {
          await dot.click();
          await expect(dot).toHaveAttribute('aria-current', 'true', { timeout: 2_000 });
        }).toPass();
      };
      await goTo(3);
      await expect(headline(third)).toBeInViewport({ ratio: 0.9 });
      await expect(headline(first)).not.toBeInViewport();

      await goTo(2);
      await expect(headline(second)).toBeInViewport({ ratio: 0.9 });
      // Its link type is a route: /rng. A click on its art (away from the headline) opens it.
      const slide = carousel.getByRole('group').filter({ has: page.getByText(second, { exact: true }) });
      const box = await slide.boundingBox();
      if (!box) throw new Error('the banner has no box');
      await slide.click({ position: { x: box.width * (lang === 'AR' ? 0.15 : 0.85), y: box.height / 2 } });
      await expect(page).toHaveURL(/\/rng$/);
      await expect(page.getByRole('heading', { level: 1, name: t.category.RNG })).toBeVisible();
    });

    test('a notice in the marquee opens the notice popup at that notice', async ({ page }) => {
      await openIn(page, lang);
      const marquee = page.getByRole('region', { name: t.notices, exact: true });
      // The line stops under the pointer, so the notice can be clicked like a visitor would.
      await marquee.hover();
      await marquee.getByRole('button', { name: NOTICE[lang], exact: true }).click();
      const popup = page.getByRole('dialog', { name: t.notices });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('tab', { name: NOTICE[lang], exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(popup.getByRole('tabpanel').getByRole('heading', { name: NOTICE[lang] })).toBeVisible();
      await popup.getByRole('button', { name: t.close, exact: true }).click();
      await expect(popup).toBeHidden();
    });

    test('the category menu offers Home, Hot, then the categories; each choice shows its grid', async ({ page }) => {
      await openIn(page, lang);
      const menu = page.getByRole('navigation', { name: t.categoryMenu });
      const labels = [t.home, t.hot, ...NAV_ORDER.map((code) => t.category[code])];
      const choices = menu.getByRole('button');
      await expect(choices).toHaveCount(labels.length);
      for (const [index, label] of labels.entries()) await expect(choices.nth(index)).toHaveAccessibleName(label);
      const choice = (label: string) => menu.getByRole('button', { name: label, exact: true });
      await expect(choice(t.home)).toHaveAttribute('aria-pressed', 'true');

      await choice(t.hot).click();
      await expect(choice(t.hot)).toHaveAttribute('aria-pressed', 'true');
      const hot = page.getByRole('region', { name: t.hot, exact: true });
      for (const name of ['Fortune Dragon', 'Speed Baccarat', "Texas Hold'em", 'Fast 3']) {
        await expect(gameTile(gameGrid(hot, lang), name)).toBeVisible();
      }
      await expect(gameTile(hot, 'Lucky Lanterns')).toHaveCount(0);

      await choice(t.category.LIVE).click();
      const live = page.getByRole('region', { name: t.category.LIVE, exact: true });
      await expect(gameGrid(live, lang).getByRole('listitem')).toHaveCount(10);
      await expect(gameTile(live, 'Speed Baccarat')).toBeVisible();
      await expect(gameTile(live, 'Fortune Dragon')).toHaveCount(0);

      await choice(t.home).click();
      await expect(page.getByRole('heading', { level: 2, name: t.hot, exact: true })).toBeVisible();

      await choice(t.category.LIVE).click();
      await page.getByRole('link', { name: t.allOf(t.category.LIVE), exact: true }).click();
      await expect(page).toHaveURL(/\/live$/);
      await expect(page.getByRole('heading', { level: 1, name: t.category.LIVE })).toBeVisible();
    });

    test('a row per category, each with a More link to its page; More hot games shows the hot grid', async ({
      page,
    }) => {
      await openIn(page, lang);
      const hotRow = page.getByRole('region', { name: t.hot, exact: true });
      await expect(gameTile(hotRow, 'Fortune Dragon')).toBeVisible();
      for (const code of NAV_ORDER) {
        const row = page.getByRole('region', { name: t.category[code], exact: true });
        // Each row asks for its games as it nears the screen.
        await row.scrollIntoViewIfNeeded();
        await expect(row.getByRole('heading', { level: 2, name: t.category[code] })).toBeVisible();
        await expect(row.getByRole('link', { name: t.more(t.category[code]), exact: true })).toHaveAttribute(
          'href',
          PATHS[code],
        );
      }
      const pvp = page.getByRole('region', { name: t.category.PVP, exact: true });
      await expect(gameTile(pvp, "Texas Hold'em")).toBeAttached();
      await pvp.getByRole('link', { name: t.more(t.category.PVP), exact: true }).click();
      await expect(page).toHaveURL(/\/pvp$/);
      await expect(page.getByRole('heading', { level: 1, name: t.category.PVP })).toBeVisible();

      await page.goBack();
      await page.getByRole('button', { name: t.more(t.hot), exact: true }).click();
      const menu = page.getByRole('navigation', { name: t.categoryMenu });
      await expect(menu.getByRole('button', { name: t.hot, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(gameGrid(page.getByRole('region', { name: t.hot, exact: true }), lang)).toBeVisible();
    });

    test('a row scrolls sideways with its arrows, forward being the reading direction', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openIn(page, lang);
      const hotRow = page.getByRole('region', { name: t.hot, exact: true });
      const back = hotRow.getByRole('button', { name: t.scrollBack(t.hot), exact: true });
      const forward = hotRow.getByRole('button', { name: t.scrollForward(t.hot), exact: true });
      const firstTile = hotRow.getByRole('listitem').first();
      // The in-house row comes first: the hot row is the next one down.
      await hotRow.scrollIntoViewIfNeeded();
      await expect(firstTile).toBeInViewport();
      await expect(back).toBeDisabled();
      await forward.click();
      await expect(firstTile).not.toBeInViewport();
      await expect(back).toBeEnabled();
      // Forward moves toward the end of the reading direction: leftward in Arabic.
      const strip = hotRow.getByRole('list');
      const scrolled = await strip.evaluate((node) => node.scrollLeft);
      expect(lang === 'AR' ? scrolled < 0 : scrolled > 0).toBe(true);
      await back.click();
      await expect(firstTile).toBeInViewport();
    });

    test("the home page's loading screen shows the brand's first banner before any script has run", async ({
      page,
    }) => {
      // The app's entry script waits: what shows meanwhile is index.html alone.
      const release = await holdRequests(page, '**/assets/index-*.js');
      await useLanguage(page, lang);
      await page.goto('/', { waitUntil: 'commit' });
      const banner = page.locator('img.boot-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('src', `/lgw/banners/home.svg?language=${lang.toLowerCase()}`);
      await expect.poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
      release();
      await expect(page.getByRole('heading', { level: 1, name: t.lobby })).toBeAttached();
      const carousel = page.getByRole('region', { name: t.banners });
      await expect(carousel.getByText(HOME_BANNERS[lang][0], { exact: true })).toHaveCount(1);
    });

    test('the first-screen calls start with the HTML and each is made once', async ({ page }) => {
      const FIRST_SCREEN = /^\/(wps\/system\/(status|permission|announcement|helpCenter)|lgw\/games\/game_menus)$/;
      const made: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (FIRST_SCREEN.test(pathname)) made.push(`${request.resourceType()} ${pathname}`);
      });
      await openIn(page, lang);
      await expect(gameTile(page.getByRole('region', { name: t.hot, exact: true }), 'Fortune Dragon')).toBeVisible();
      // Preloaded by index.html ('other'); the app's own fetch takes each preloaded answer rather
      // than asking again.
      expect(made.sort()).toEqual([
        'other /lgw/games/game_menus',
        'other /wps/system/announcement',
        'other /wps/system/helpCenter',
        'other /wps/system/permission',
        'other /wps/system/status',
      ]);
    });

    test('what is below the fold waits still until the visitor scrolls to it', async ({ page }) => {
      const winnerCalls: string[] = [];
      const vendorIcons: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/lgw/games/winners')) winnerCalls.push(request.url());
        if (request.url().includes('/lgw/games/icons/vendor-')) vendorIcons.push(request.url());
      });
      // The game menus are held back until the hot row is drawn: while they are on their way the
      // category rows are missing, and the winner board must not take their place near the fold.
      const releaseMenus = await holdRequests(page, '**/lgw/games/game_menus*');
      await openIn(page, lang);
      await expect(gameTile(page.getByRole('region', { name: t.hot, exact: true }), 'Fortune Dragon')).toBeVisible();
      expect(winnerCalls).toEqual([]);
      releaseMenus();
      await expect(page.getByRole('region', { name: t.category.LIVE, exact: true })).toBeAttached();
      // Placeholders shimmer only while their row's list is on its way: once the rows in view
      // have theirs, nothing repaints the page on every frame.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document
                .getAnimations()
                .filter(
                  (a) => a.playState === 'running' && String((a as CSSAnimation).animationName).includes('shimmer'),
                ).length,
          ),
        )
        .toBe(0);
      expect(winnerCalls).toEqual([]);
      // The footer's vendor icons too (the header's vendor menu is closed, so it shows none).
      expect(vendorIcons).toEqual([]);
      await scrollToHomeEnd(page, lang);
      await expect(page.getByRole('region', { name: t.winners })).toBeVisible();
      expect(winnerCalls).toHaveLength(1);
      await expect.poll(() => vendorIcons.length).toBe(8);
    });

    test('the winner board shows the 20 biggest wins; a guest clicking one is asked to log in', async ({ page }) => {
      await openIn(page, lang);
      // The board loads as the visitor scrolls toward it.
      await scrollToHomeEnd(page, lang);
      const board = page.getByRole('region', { name: t.winners });
      await expect(board.getByRole('heading', { level: 2, name: t.winners })).toBeVisible();
      const entries = board.getByRole('button');
      await expect(entries).toHaveCount(20);
      // The biggest win: hassan_ali, masked, on Fast 3; the smallest seeded wins are off the board.
      const top = entries.filter({ hasText: 'Fast 3' });
      await expect(top).toHaveCount(1);
      await expect(top).toHaveAccessibleName(/^h\*\*\*i .*Fast 3/);
      await expect(entries.filter({ hasText: 'Baccarat Room A' })).toHaveCount(1);
      await expect(entries.filter({ hasText: 'Provably Fair Dice' })).toHaveCount(0);
      await expect(entries.filter({ hasText: 'IA Esports Arena' })).toHaveCount(0);

      // The board never stops moving until pointed at: the keyboard reaches an entry wherever it is.
      await top.press('Enter');
      await expect(page.getByRole('dialog', { name: t.login })).toBeVisible();
    });

    test('the footer shows a strip of eight vendors', async ({ page }) => {
      await openIn(page, lang);
      const strip = page.getByRole('contentinfo').getByRole('region', { name: t.vendorStrip });
      const vendors = strip.getByRole('button');
      await expect(vendors).toHaveCount(8);
      for (const [index, name] of FOOTER_VENDORS.entries()) {
        await expect(vendors.nth(index)).toHaveAccessibleName(catalogueName(lang, name));
      }
      // Their icons load as the strip comes near, and every one of them is drawn.
      await scrollToHomeEnd(page, lang);
      const icons = strip.locator('img');
      await expect(icons).toHaveCount(8);
      await expect
        .poll(() =>
          icons.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
        )
        .toBe(8);
    });
  });
}

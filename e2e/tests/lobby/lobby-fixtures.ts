import type { Locator, Page } from '@playwright/test';
import { sql } from '../../support/db';
import { expect } from '../accounts/account-fixtures';

/**
 * What the lobby specs look for, in both languages of the demo brand. Game and vendor names are
 * the catalogue's own (apps/server/src/seed/demo-catalogue.ts): the same in both, but for the few
 * that the catalogue also names in Arabic (`catalogueName`).
 */
export const LOBBY_TEXT = {
  EN: {
    dir: 'ltr',
    lobby: 'Game lobby',
    sideMenu: 'Side menu',
    banners: 'Featured promotions',
    goToBanner: (n: number) => `Go to banner ${n}`,
    notices: 'Notices',
    allNotices: 'All notices',
    noticeList: 'Notice titles',
    noticePages: 'Notice pages',
    categoryMenu: 'Game categories',
    home: 'Home',
    hot: 'Hot games',
    scrollForward: (row: string) => `Scroll ${row} forward`,
    scrollBack: (row: string) => `Scroll ${row} back`,
    more: (category: string) => `More ${category}`,
    allOf: (category: string) => `All of ${category}`,
    winners: 'Winner board',
    vendorStrip: 'Our game providers',
    mainNav: 'Main navigation',
    vendorMenu: (category: string) => `${category} providers`,
    homeSearch: 'Search games',
    homeResults: (term: string) => `Results for “${term}”`,
    clearSearch: 'Clear the search',
    lobbySearch: 'Search games',
    lobbyResults: (term: string) => `Search results for “${term}”`,
    searchSubmit: 'Search',
    noData: 'No data',
    games: 'Games',
    filterAll: 'All games',
    recent: 'Recent games',
    favorites: 'Favorites',
    provider: 'Game provider',
    allProviders: 'All providers',
    vendorTiles: 'Game providers',
    favourite: (game: string) => `Favourite: ${game}`,
    pages: 'Pages',
    page: (n: number) => `Page ${n}`,
    next: 'Next',
    previous: 'Previous',
    announcements: 'Announcements',
    goToPromotion: 'Go to promotion',
    close: 'Close',
    freeTrial: 'Free trial',
    realPlay: 'Real play',
    login: 'Log in',
    category: {
      INHOUSE: 'In-house games',
      ELOTT: 'E-lottery',
      LOTT: 'Lottery',
      LIVE: 'Live casino',
      SPORTS: 'Sports',
      FISH: 'Fishing',
      RNG: 'Slots',
      PVP: 'Poker & PVP',
      ESPORTS: 'E-sports',
    },
  },
  AR: {
    dir: 'rtl',
    lobby: 'ردهة الألعاب',
    sideMenu: 'القائمة الجانبية',
    banners: 'العروض المميزة',
    goToBanner: (n: number) => `الانتقال إلى اللافتة ${n}`,
    notices: 'الإشعارات',
    allNotices: 'كل الإشعارات',
    noticeList: 'عناوين الإشعارات',
    noticePages: 'صفحات الإشعارات',
    categoryMenu: 'فئات الألعاب',
    home: 'الرئيسية',
    hot: 'الألعاب الرائجة',
    scrollForward: (row: string) => `تمرير ${row} إلى الأمام`,
    scrollBack: (row: string) => `تمرير ${row} إلى الخلف`,
    more: (category: string) => `المزيد من ${category}`,
    allOf: (category: string) => `كل ${category}`,
    winners: 'لوحة الفائزين',
    vendorStrip: 'مزوّدو ألعابنا',
    mainNav: 'التنقل الرئيسي',
    vendorMenu: (category: string) => `مزوّدو ${category}`,
    homeSearch: 'ابحث عن الألعاب',
    homeResults: (term: string) => `نتائج البحث عن «${term}»`,
    clearSearch: 'مسح البحث',
    lobbySearch: 'البحث عن الألعاب',
    lobbyResults: (term: string) => `نتائج البحث عن «${term}»`,
    searchSubmit: 'بحث',
    noData: 'لا توجد بيانات',
    games: 'الألعاب',
    filterAll: 'كل الألعاب',
    recent: 'الألعاب الأخيرة',
    favorites: 'المفضلة',
    provider: 'مزوّد الألعاب',
    allProviders: 'جميع المزوّدين',
    vendorTiles: 'مزوّدو الألعاب',
    favourite: (game: string) => `المفضلة: ${game}`,
    pages: 'الصفحات',
    page: (n: number) => `الصفحة ${n}`,
    next: 'التالي',
    previous: 'السابق',
    announcements: 'الإعلانات',
    goToPromotion: 'الانتقال إلى العرض',
    close: 'إغلاق',
    freeTrial: 'تجربة مجانية',
    realPlay: 'لعب حقيقي',
    login: 'تسجيل الدخول',
    category: {
      INHOUSE: 'ألعابنا الخاصة',
      ELOTT: 'اليانصيب الإلكتروني',
      LOTT: 'اليانصيب',
      LIVE: 'الكازينو المباشر',
      SPORTS: 'الرياضة',
      FISH: 'ألعاب الصيد',
      RNG: 'ماكينات القمار',
      PVP: 'البوكر واللعب الجماعي',
      ESPORTS: 'الرياضات الإلكترونية',
    },
  },
} as const;
export type LobbyLang = keyof typeof LOBBY_TEXT;

/** The demo catalogue's Arabic names (demo-catalogue.ts), by the English ones. */
const ARABIC_CATALOGUE_NAMES: Record<string, string> = {
  'Nova Games': 'نوفا جيمز',
  'Desert Oasis': 'واحة الصحراء',
  "Sultan's Gems": 'جواهر السلطان',
};

/** A game's or vendor's name as a page in `lang` shows it. */
export function catalogueName(lang: LobbyLang, english: string): string {
  return lang === 'AR' ? (ARABIC_CATALOGUE_NAMES[english] ?? english) : english;
}
export const LANGS: readonly LobbyLang[] = ['EN', 'AR'];

/** Spec 2.2: the categories of the top navigation after Home, in the spec's order (4.9: INHOUSE first). */
export const NAV_ORDER = ['INHOUSE', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;

/** Sets the language a returning visitor chose, before any page script reads it. */
export async function useLanguage(page: Page, lang: LobbyLang): Promise<void> {
  await page.addInitScript((code) => localStorage.setItem('lang', code), lang);
}

/** Opens a path in that language and waits until the page speaks it. */
export async function openIn(page: Page, lang: LobbyLang, path = '/'): Promise<void> {
  await useLanguage(page, lang);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('dir', LOBBY_TEXT[lang].dir);
}

/**
 * Scrolls to the end of the home page once its rows are drawn, the way a visitor reaches the winner
 * board and the footer's vendor icons. Until the rows' code and the game menus are back the page is
 * short and the footer sits on the first screen; the rows then come in above it and push the board's
 * place and the footer far below a view that stays where it was, so what waits to come near the
 * viewport never loads. Every row is drawn in the same render as the board's place, so the last
 * row's presence means the page has its length; what changes after that (tiles replacing a row's
 * placeholders) the browser's scroll anchoring absorbs.
 */
export async function scrollToHomeEnd(page: Page, lang: LobbyLang): Promise<void> {
  // E-sports comes last (NAV_ORDER).
  const lastRow = LOBBY_TEXT[lang].category.ESPORTS;
  await expect(page.getByRole('region', { name: lastRow, exact: true })).toBeAttached();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/**
 * Holds the answers of requests matching `pattern` until the returned function is called, so a
 * test can see the page while they are still on their way.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The lobby's game grid (a list of tiles), wherever it shows. */
export function gameGrid(scope: Page | Locator, lang: LobbyLang): Locator {
  return scope.getByRole('list', { name: LOBBY_TEXT[lang].games, exact: true });
}

/** The tile that starts a game, named by the game alone. */
export function gameTile(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('button', { name, exact: true });
}

/** The names of the tiles a grid shows, in order (each tile's first button is the game itself). */
export function tileNames(grid: Locator): Promise<string[]> {
  return grid
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('button')?.getAttribute('aria-label') ?? ''));
}

/**
 * A vendor of its own with `count` games of one type, for a test that needs more games than the
 * demo has (pagination). Its card and games sort after every seeded one and the games carry no
 * classify, hot or new flag, so the seeded vendors and games keep their places in every shared
 * list (menus, rows, first pages, hot). Node ids come from `nodeIdBase` (900000 and up, one block
 * per test). The returned `remove` takes it all out again.
 */
export async function insertVendorGames(options: {
  vassalage: string;
  displayName: string;
  gameType: string;
  count: number;
  nodeIdBase: number;
}): Promise<{ names: string[]; remove: () => Promise<void> }> {
  const { vassalage, displayName, gameType, count, nodeIdBase } = options;
  const remove = async () => {
    await sql('delete from catalogue_game where vassalage = $1', [vassalage]);
    await sql('delete from catalogue_vendor_game_type where vassalage = $1', [vassalage]);
    await sql('delete from catalogue_vendor where vassalage = $1', [vassalage]);
  };
  await remove();
  const [merchant] = await sql<{ id: number }>(`select id from merchant where code = 'DEMO'`);
  if (!merchant) throw new Error('the demo merchant is missing');
  await sql(
    `insert into catalogue_vendor (merchant_id, vassalage, display_name, icon_key, color, sort)
     values ($1, $2, $3, $4, '#334155', 9000)`,
    [merchant.id, vassalage, displayName, `vendor-${vassalage.toLowerCase()}`],
  );
  await sql(
    `insert into catalogue_vendor_game_type (merchant_id, vassalage, game_type, sort) values ($1, $2, $3, 9000)`,
    [merchant.id, vassalage, gameType],
  );
  const names = Array.from({ length: count }, (_, i) => `${displayName} ${String(i + 1).padStart(2, '0')}`);
  await sql(
    `insert into catalogue_game
       (merchant_id, node_id, display_name, game_name, game_code, vassalage, game_type, icon_key,
        support_play, account_type_name, sort)
     select $1, $2 + i, name, name, lower($3) || '_' || i, $3, $4, 'game-' || ($2 + i), 1, $3, 90000 + i
       from unnest($5::text[]) with ordinality as n(name, i)`,
    [merchant.id, nodeIdBase, vassalage, gameType, names],
  );
  return { names, remove };
}

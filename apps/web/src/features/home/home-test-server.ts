import type { AnnouncementsValue, Banner } from '@platform/contracts/announcements';
import { API } from '@platform/contracts/api-paths';
import type { GameMenu, GameTile, WinnerEntry } from '@platform/contracts/lobby';
import { makeTile, makeVendorCard } from '../../test/lobby-fixtures';
import { type FakeHandler, ok } from '../../test/render-app';

export function banner(id: number, overrides: Partial<Banner> = {}): Banner {
  return {
    id,
    groupName: 'w_home',
    url: `/lgw/banners/banner-${id}.svg`,
    title: `Banner ${id}`,
    linkageType: 'NONE',
    linkTarget: null,
    ...overrides,
  };
}

export function winner(game: GameTile, overrides: Partial<WinnerEntry> = {}): WinnerEntry {
  return {
    customerName: 'a***e',
    gameName: game.displayName,
    winAmount: '12500.00',
    iconUrl: game.iconUrl,
    wonAt: '2025-01-10T10:00:00.000Z',
    game,
    ...overrides,
  };
}

/** Two categories (sent in an order other than the spec's, which the navigation must fix). */
export const MENUS: GameMenu[] = [
  { gameType: 'SPORTS', vendors: [makeVendorCard('SABA', 'SPORTS')] },
  { gameType: 'RNG', vendors: [makeVendorCard('PG', 'RNG'), makeVendorCard('JILI', 'RNG')] },
];

type Options = {
  menus?: GameMenu[];
  games?: GameTile[];
  hot?: GameTile[];
  recent?: GameTile[];
  winners?: WinnerEntry[];
  announcements?: Partial<AnnouncementsValue>;
};

/**
 * A fake server for the home page: menus, the game list (by category, by name for SEARCH, by
 * nodeId), hot, recent, winners and announcements. Every call is recorded with its params.
 */
export function homeServer(options: Options = {}) {
  const games = options.games ?? [
    ...Array.from({ length: 14 }, (_, i) => makeTile(1001 + i)),
    ...Array.from({ length: 3 }, (_, i) => makeTile(2001 + i, { gameType: 'SPORTS', vassalage: 'SABA' })),
  ];
  const calls: { path: string; params: URLSearchParams }[] = [];
  const recorded =
    (path: string, handler: FakeHandler): FakeHandler =>
    (url, init) => {
      calls.push({ path, params: url.searchParams });
      return handler(url, init);
    };
  const handlers: Record<string, FakeHandler> = {
    [API.gameMenus]: recorded(API.gameMenus, () => ok({ menus: options.menus ?? MENUS })),
    [API.gameList]: recorded(API.gameList, (url) => {
      const q = url.searchParams;
      const name = q.get('gameName')?.toLowerCase() ?? '';
      const nodeId = Number(q.get('nodeId') ?? 0);
      const found = games.filter((g) => {
        if (nodeId) return g.nodeId === nodeId;
        if (q.get('gameType') === 'SEARCH') return g.displayName.toLowerCase().includes(name);
        return g.gameType === q.get('gameType');
      });
      const pageNo = Number(q.get('pageNo') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 18);
      return ok({
        games: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
        total: found.length,
      });
    }),
    [API.hotGames]: recorded(API.hotGames, () => ok({ list: options.hot ?? games.slice(0, 3) })),
    [API.recentGames]: recorded(API.recentGames, () => ok({ list: options.recent ?? [], pageNo: 1, totalPages: 1 })),
    [API.winnerBoard]: recorded(API.winnerBoard, () => ok({ list: (options.winners ?? []).map((vo) => ({ vo })) })),
    [API.announcements]: recorded(API.announcements, () =>
      ok({ player: [], banners: [], popup: [], promotion: [], ...options.announcements }),
    ),
    [API.favoriteIds]: () => ok({ favGameIds: [] }),
  };
  const callsTo = (path: string) => calls.filter((c) => c.path === path).map((c) => c.params);
  return { handlers, callsTo };
}

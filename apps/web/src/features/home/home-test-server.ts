import type { AnnouncementsValue, Banner } from '@platform/contracts/announcements';
import { API } from '@platform/contracts/api-paths';
import type { GameCategoryCode, GameMenu, GameTile, VendorCard, WinnerEntry } from '@platform/contracts/lobby';
import { type FakeHandler, ok } from '../../test/render-app';

export function tile(nodeId: number, overrides: Partial<GameTile> = {}): GameTile {
  return {
    nodeId,
    nodeName: `node-${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameName: `game_${nodeId}`,
    gameCode: `G${nodeId}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: null,
    iconUrl: `/lgw/games/icons/game-${nodeId}.svg`,
    showIcon: 1,
    isHot: 0,
    isNew: 0,
    isGame: 'GAME',
    supportPlay: 1,
    accountTypeName: 'REAL',
    maintenance: false,
    ...overrides,
  };
}

export function vendor(vassalage: string, gameType: GameCategoryCode, overrides: Partial<VendorCard> = {}): VendorCard {
  return {
    vassalage,
    displayName: `${vassalage} Games`,
    gameType,
    lagerIcon: `/lgw/games/icons/vendor-${vassalage.toLowerCase()}.svg`,
    maintenance: false,
    ...overrides,
  };
}

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
  { gameType: 'SPORTS', vendors: [vendor('SABA', 'SPORTS')] },
  { gameType: 'RNG', vendors: [vendor('PG', 'RNG'), vendor('JILI', 'RNG')] },
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
    ...Array.from({ length: 14 }, (_, i) => tile(1001 + i)),
    ...Array.from({ length: 3 }, (_, i) => tile(2001 + i, { gameType: 'SPORTS', vassalage: 'SABA' })),
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

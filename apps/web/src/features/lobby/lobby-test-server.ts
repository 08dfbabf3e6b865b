import { API } from '@platform/contracts/api-paths';
import type { GameCategoryCode, GameTile, VendorLane } from '@platform/contracts/lobby';
import { makeTile, makeVendorCard } from '../../test/lobby-fixtures';
import { type FakeHandler, type FakeResponse, ok } from '../../test/render-app';

/** `count` games of one category, numbered from `first`, alternating between two vendors. */
export function makeGames(count: number, gameType: GameCategoryCode = 'RNG', first = 1001): GameTile[] {
  return Array.from({ length: count }, (_, i) =>
    makeTile(first + i, {
      gameType,
      vassalage: i % 2 === 0 ? 'PG' : 'JILI',
      gameClassify: i % 3 === 0 ? 'SLOT' : 'TABLE',
    }),
  );
}

export const LANES: VendorLane[] = [
  {
    title: 'RNG',
    cards: [
      makeVendorCard('PG', 'RNG', { displayName: 'PG Soft' }),
      makeVendorCard('JILI', 'RNG', { displayName: 'Jili' }),
    ],
    gameClassify: [
      { gameClassify: 'SLOT', displayName: 'Video slots', vendors: ['PG', 'JILI'] },
      { gameClassify: 'TABLE', displayName: 'Table games', vendors: ['JILI'] },
    ],
  },
  {
    title: 'SPORTS',
    cards: [
      makeVendorCard('SABA', 'SPORTS', { displayName: 'Saba Sports' }),
      makeVendorCard('BTI', 'SPORTS', { displayName: 'BTi', maintenance: true }),
    ],
    gameClassify: [],
  },
];

type Options = {
  games?: GameTile[];
  hot?: GameTile[];
  favorites?: number[];
  recent?: GameTile[];
  lanes?: VendorLane[];
  /** Replaces one call's answer (a failure, a slow answer...). */
  override?: Record<string, FakeHandler>;
};

function page<T>(items: readonly T[], pageNo: number, pageSize: number) {
  return {
    items: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    totalPages: Math.ceil(items.length / pageSize),
  };
}

/**
 * A fake lobby server over `games`: the list call filters by game type, vendor, classify and name
 * like the real one and pages the result; favourites are kept in `state.favorites`. Every query
 * is recorded in `state.calls` (path and params) so tests can check what the page asked for.
 */
export function lobbyServer(options: Options = {}) {
  const games = options.games ?? makeGames(40);
  const state = {
    favorites: [...(options.favorites ?? [])],
    calls: [] as { path: string; params: URLSearchParams; method: string }[],
  };
  const record = (url: URL, init: RequestInit | undefined) =>
    state.calls.push({ path: url.pathname, params: url.searchParams, method: init?.method ?? 'GET' });
  const wrap = (path: string, handler: FakeHandler): FakeHandler => {
    return (url, init) => {
      record(url, init);
      const custom = options.override?.[path];
      return custom ? custom(url, init) : handler(url, init);
    };
  };
  const num = (url: URL, name: string, fallback: number) => Number(url.searchParams.get(name) ?? fallback);

  const handlers: Record<string, FakeHandler> = {
    [API.gameVendor]: wrap(API.gameVendor, () => ok({ data: { lanes: options.lanes ?? LANES } })),
    [API.gameMenus]: wrap(API.gameMenus, () =>
      ok({ menus: (options.lanes ?? LANES).map((l) => ({ gameType: l.title, vendors: l.cards })) }),
    ),
    [API.gameList]: wrap(API.gameList, (url) => {
      const q = url.searchParams;
      const type = q.get('gameType');
      const name = q.get('gameName')?.toLowerCase();
      const found = games.filter(
        (g) =>
          (type === 'SEARCH'
            ? name !== undefined && g.displayName.toLowerCase().includes(name)
            : g.gameType === type) &&
          (!q.get('vassalage') || g.vassalage === q.get('vassalage')) &&
          (!q.get('gameClassify') || g.gameClassify === q.get('gameClassify')) &&
          (q.get('isNew') !== '1' || g.isNew === 1),
      );
      const pageNo = num(url, 'pageNo', 1);
      const { items, totalPages } = page(found, pageNo, num(url, 'pageSize', 18));
      return ok({ games: items, pageNo, totalPages, total: found.length });
    }),
    [API.hotGames]: wrap(API.hotGames, () => ok({ list: options.hot ?? games.filter((g) => g.isHot === 1) })),
    [API.recentGames]: wrap(API.recentGames, (url) => {
      const pageNo = num(url, 'page', 1);
      const { items, totalPages } = page(options.recent ?? [], pageNo, num(url, 'pageSize', 18));
      return ok({ list: items, pageNo, totalPages });
    }),
    [API.favoriteIds]: wrap(API.favoriteIds, () => ok({ favGameIds: state.favorites })),
    [API.favoriteList]: wrap(API.favoriteList, (url, init): FakeResponse => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { nodeId: number };
        if (!state.favorites.includes(body.nodeId)) state.favorites.push(body.nodeId);
        return ok({ nodeId: body.nodeId, favorite: true });
      }
      const favorites = games.filter((g) => state.favorites.includes(g.nodeId));
      const pageNo = num(url, 'pageNo', 1);
      const { items, totalPages } = page(favorites, pageNo, num(url, 'pageSize', 80));
      return ok({ content: items, pageNum: pageNo, totalPages });
    }),
  };
  // DELETE /wps/game/favorite/:nodeId, for the games this server knows.
  for (const game of games) {
    const path = `${API.favoriteList}/${game.nodeId}`;
    handlers[path] = wrap(API.favoriteRemove, () => {
      state.favorites = state.favorites.filter((id) => id !== game.nodeId);
      return ok({ nodeId: game.nodeId, favorite: false });
    });
  }
  return { handlers, state };
}

/** The params of the last call to `path`. */
export function lastCall(
  state: ReturnType<typeof lobbyServer>['state'],
  path: string,
  method = 'GET',
): URLSearchParams {
  const call = state.calls.filter((c) => c.path === path && c.method === method).at(-1);
  if (!call) throw new Error(`no ${method} ${path} call`);
  return call.params;
}

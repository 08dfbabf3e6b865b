import { API } from '@platform/contracts/api-paths';
import type { BetRecord, BetTotals } from '@platform/contracts/bet-records';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { makeVendorCard } from '../../test/lobby-fixtures';
import { type FakeHandler, fail, ok } from '../../test/render-app';

/** The lobby's menus as the betting record's selects read them: types with their providers. */
export const MENUS = [
  {
    gameType: 'RNG',
    vendors: [
      makeVendorCard('PGE', 'RNG', { displayName: 'Nova Games' }),
      makeVendorCard('SPX', 'RNG', { displayName: 'Spinix Slots' }),
    ],
  },
  {
    gameType: 'FISH',
    vendors: [
      makeVendorCard('SPX', 'FISH', { displayName: 'Spinix Slots' }),
      makeVendorCard('OCK', 'FISH', { displayName: 'Ocean King Studio' }),
    ],
  },
  { gameType: 'LIVE', vendors: [makeVendorCard('EVO', 'LIVE', { displayName: 'Evo Live' })] },
];

/** A settled Spinix round, numbered `n`, played an hour before the one numbered n - 1. */
export function makeBet(n: number, overrides: Partial<BetRecord> = {}): BetRecord {
  const time = new Date(Date.UTC(2025, 2, 15, 20, 5) - n * 3_600_000).toISOString();
  return {
    id: String(1000 - n),
    roundId: `spx-round-${n}`,
    time,
    closedAt: time,
    vendor: { code: 'SPX', name: 'Spinix Slots' },
    game: { code: 'spx_wild_safari', name: 'Wild Safari', gameType: 'RNG' },
    stake: '10.00',
    refunded: '0.00',
    win: '0.00',
    profit: '-10.00',
    status: 'COMPLETED',
    fairness: null,
    ...overrides,
  };
}

export function makeBets(count: number): BetRecord[] {
  return Array.from({ length: count }, (_, i) => makeBet(i));
}

type Options = { bets?: BetRecord[]; totals?: BetTotals };

/**
 * A logged-in member, the lobby menus and a betting record over fixed rounds (filtered by vendor
 * and game type like the real one); every query is kept in `queries`. `failing` makes the next
 * answers fail.
 */
export function betRecordsServer(options: Options = {}) {
  const state = { queries: [] as URL[], failing: false };
  const all = options.bets ?? [];
  const handlers: Record<string, FakeHandler> = {
    ...loggedInAs(makeMember()),
    [API.gameMenus]: () => ok({ menus: MENUS }),
    [API.betRecords]: (url) => {
      state.queries.push(url);
      if (state.failing) return fail(500, 'INTERNAL_ERROR');
      const q = url.searchParams;
      const found = all.filter(
        (b) =>
          (!q.get('vendor') || b.vendor.code === q.get('vendor')) &&
          (q.get('gameType') === 'ALL' || b.game.gameType === q.get('gameType')),
      );
      const pageNo = Number(q.get('pageNo') ?? '1');
      const pageSize = Number(q.get('pageSize') ?? '10');
      return ok({
        list: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        pageNo,
        totalPages: Math.ceil(found.length / pageSize),
        totalCount: found.length,
        totals: options.totals ?? { count: found.length, stake: '0.00', win: '0.00', profit: '0.00' },
      });
    },
  };
  return { state, handlers };
}

/** The query of the last betting record call. */
export function lastBetQuery(state: { queries: URL[] }): URLSearchParams {
  const url = state.queries.at(-1);
  if (!url) throw new Error('no betting record call');
  return url.searchParams;
}

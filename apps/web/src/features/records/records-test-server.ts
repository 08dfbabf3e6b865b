import type { MemberMessage } from '@platform/contracts/member-messages';
import type { ProfitValue, TransactionRecord } from '@platform/contracts/records';
import { vi } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { type FakeHandler, fail, ok } from '../../test/render-app';

/** Now, for the records tests: 22:30 in UTC is already the next day in Dubai. */
export const NOW = new Date('2025-03-15T22:30:00Z');
export const MEMBER_ZONE = 'Asia/Dubai';

/**
 * Freezes the clock (only Date: promises and timers run as usual) and puts the "browser" in Dubai,
 * so that the member's calendar day differs from UTC's. Returns the undo.
 */
export function inDubaiAtNow(): () => void {
  const zone = process.env.TZ;
  process.env.TZ = MEMBER_ZONE;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  return () => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  };
}

function page<T>(items: readonly T[], url: URL) {
  const pageNo = Number(url.searchParams.get('pageNo') ?? '1');
  const pageSize = Number(url.searchParams.get('pageSize') ?? '10');
  return {
    list: items.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    pageNo,
    totalPages: Math.ceil(items.length / pageSize),
    totalCount: items.length,
  };
}

/** `count` movements, alternating deposits in and withdrawals out, newest first. */
export function makeTransactions(count: number): TransactionRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const deposit = i % 2 === 0;
    return {
      id: String(count - i),
      time: new Date(Date.UTC(2025, 2, 15, 20, 5) - i * 3_600_000).toISOString(),
      type: deposit ? 'DEPOSIT' : 'WITHDRAW',
      kind: deposit ? 'DEPOSIT' : 'WITHDRAWAL_HOLD',
      amount: deposit ? '1000.00' : '-20.50',
      balanceAfter: `${1250 + i}.00`,
    } satisfies TransactionRecord;
  });
}

type Options = {
  transactions?: TransactionRecord[];
  profit?: ProfitValue;
  bonuses?: { id: string; time: string; kind: string; amount: string }[];
  bonusTotal?: string;
  messages?: MemberMessage[];
};

/**
 * A logged-in member and a records API over fixed data; every query is kept in `queries` so tests
 * can check what the page asked for. `failing` makes the next answers fail.
 */
export function recordsServer(options: Options = {}) {
  const state = {
    queries: [] as URL[],
    failing: false,
    messages: options.messages ?? [],
    readCalls: [] as string[],
  };
  const member = () => makeMember({ unreadMessage: state.messages.filter((m) => !m.read).length });
  const session = loggedInAs(member());
  const guarded =
    (handler: FakeHandler): FakeHandler =>
    (url, init) => {
      state.queries.push(url);
      return state.failing ? fail(500, 'INTERNAL_ERROR') : handler(url, init);
    };
  const handlers: Record<string, FakeHandler> = {
    ...session,
    // Member info follows the messages, so the badge can be seen to change after reading one.
    '/wps/member/info': () => ok(member()),
    '/wps/member/records/transactions': guarded((url) => {
      const type = url.searchParams.get('type') ?? 'ALL';
      const all = options.transactions ?? [];
      return ok(page(type === 'ALL' ? all : all.filter((r) => r.type === type), url));
    }),
    '/wps/member/records/profit': guarded(() => ok(options.profit ?? { days: [], totals: zeroFigures() })),
    '/wps/member/records/bonus': guarded((url) =>
      ok({ ...page(options.bonuses ?? [], url), total: options.bonusTotal ?? '0.00' }),
    ),
    '/wps/member/messages': guarded((url) =>
      ok({ ...page(state.messages, url), unread: state.messages.filter((m) => !m.read).length }),
    ),
  };
  // POST /wps/member/messages/:id/read: the id is in the path, so the router gets a fallback.
  const readHandler: FakeHandler = (url, init) => {
    const id = /\/wps\/member\/messages\/([^/]+)\/read$/.exec(url.pathname)?.[1];
    if (init?.method !== 'POST' || !id) return fail(404, 'NOT_FOUND');
    state.readCalls.push(id);
    state.messages = state.messages.map((m) => (m.id === id ? { ...m, read: true } : m));
    return ok({ unread: state.messages.filter((m) => !m.read).length });
  };
  for (const message of state.messages) handlers[`/wps/member/messages/${message.id}/read`] = readHandler;
  return { state, handlers };
}

export function zeroFigures() {
  return { deposit: '0.00', withdraw: '0.00', bet: '0.00', win: '0.00', bonus: '0.00', profit: '0.00' };
}

/** The query of the last call to `path`. */
export function lastQuery(state: { queries: URL[] }, path: string): URLSearchParams {
  const url = state.queries.filter((u) => u.pathname === path).at(-1);
  if (!url) throw new Error(`no call to ${path}`);
  return url.searchParams;
}

import { API, apiPath } from '@platform/contracts/api-paths';
import type { StudioRound, StudioSession } from '@platform/contracts/studio';
import { screen } from '@testing-library/react';
import { type FakeHandler, type FakeResponse, fail, ok } from '../../test/render-app';
import { startApp } from '../../test/start-app';

export const LAUNCH_ID = 'L4unchId_0123456789abc';
export const TOKEN = 'member-token';
export const HASH = 'a'.repeat(64);
export const NEXT_HASH = 'b'.repeat(64);

const NAMES = {
  slot: 'Fortune Dragon',
  roulette: 'European Roulette',
  dice: 'Dice',
  mines: 'Mines',
  plinko: 'Plinko',
  crash: 'Crash',
};

export function makeSession(overrides: Partial<StudioSession> = {}): StudioSession {
  const engine = overrides.engine ?? 'slot';
  return {
    engine,
    gameCode: `pge_${engine}`,
    gameName: NAMES[engine],
    nodeId: 1001,
    trial: false,
    language: 'en',
    currency: 'USD',
    currencySymbol: '$',
    balance: '100.00',
    limits: { minStake: '0.10', maxStake: '50.00' },
    maxWinMultiplier: 125,
    declaredRtpPercent: 96.1,
    fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: 7 },
    ...overrides,
  };
}

/** A settled round as the play calls answer it; the next nonce follows the round's. */
export function makeRound(overrides: Partial<StudioRound> = {}): StudioRound {
  const nonce = overrides.fairness?.nonce ?? 7;
  return {
    roundId: `round-${nonce}`,
    engine: 'slot',
    status: 'COMPLETED',
    stake: '1.00',
    payout: '0.00',
    multiplier: { num: '0', den: '1' },
    outcome: {},
    fairness: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce, serverSeed: null },
    balance: '99.00',
    next: { serverSeedHash: HASH, clientSeed: 'my-seed', nonce: nonce + 1 },
    ...overrides,
  };
}

type Call = { path: string; body: Record<string, unknown>; authorization: string | null };
type Handler = (body: Record<string, unknown>) => FakeResponse | Promise<FakeResponse>;

/**
 * A fake studio server: the session for LAUNCH_ID (only with the member's token), and whatever the
 * test answers for each call. Every call is recorded with its JSON body.
 */
export function studioServer(
  options: { session?: StudioSession | FakeResponse; answers?: Record<string, Handler> } = {},
) {
  const calls: Call[] = [];
  const recorded =
    (path: string, handler: Handler): FakeHandler =>
    (_url, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const authorization = new Headers(init?.headers).get('Authorization');
      calls.push({ path, body, authorization });
      if (authorization !== `Bearer ${TOKEN}`) return fail(401, 'LOGIN_REQUIRED');
      return handler(body);
    };
  const session = options.session ?? makeSession();
  const handlers: Record<string, FakeHandler> = {
    [API.studioSession]: recorded(API.studioSession, (body) =>
      body.launchId !== LAUNCH_ID ? fail(410, 'LAUNCH_EXPIRED') : 'body' in session ? session : ok(session),
    ),
  };
  for (const [path, handler] of Object.entries(options.answers ?? {})) handlers[path] = recorded(path, handler);
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { handlers, calls, callsTo };
}

export const playPath = (engine: 'slot' | 'roulette' | 'dice' | 'plinko') => apiPath(API.studioPlay, { engine });

/** Opens `/studio/<engine>?launch=...` as the game popup frames it, with the member's token stored. */
export async function openStudio(
  engine: string,
  server: ReturnType<typeof studioServer>,
  options: { launch?: string; heading?: string; token?: string } = {},
) {
  sessionStorage.setItem('token', options.token ?? TOKEN);
  const app = await startApp(`/studio/${engine}?launch=${options.launch ?? LAUNCH_ID}`, { handlers: server.handlers });
  if (options.heading) await screen.findByRole('heading', { level: 1, name: options.heading });
  return app;
}

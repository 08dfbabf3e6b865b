import { createHash } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import type { CrashHistoryRound, CrashMyBet, CrashState } from '@platform/contracts/crash';
import { crashPoint, crashRoundFairness } from '@platform/games/crash/crash-engine';
import { crashElapsedFor } from '@platform/games/crash/crash-rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSocketServer } from '../../../test/fake-socket-server';
import { fail, ok } from '../../../test/render-app';
import { LAUNCH_ID, makeSession, openStudio, studioServer, TOKEN } from '../studio-test-server';

const HASH_A = 'c'.repeat(64);

function makeState(overrides: Partial<CrashState> = {}): CrashState {
  const now = Date.now();
  return {
    roundNumber: 12,
    phase: 'BETTING',
    serverTime: now,
    bettingEndsAt: now + 4_500,
    startedAt: null,
    crashedAt: null,
    crashPoint: null,
    gameHash: null,
    previousHash: HASH_A,
    recent: [
      { roundNumber: 11, crashPoint: 345 },
      { roundNumber: 10, crashPoint: 112 },
    ],
    bets: [{ player: 'a***z', stake: '40.00', cashedOutAt: null, payout: null }],
    betCount: 1,
    ...overrides,
  };
}

/** The state `ms` after the round started (what the server pushes at the start). */
const running = (ms: number, overrides: Partial<CrashState> = {}) => {
  const now = Date.now();
  return makeState({ phase: 'RUNNING', serverTime: now, bettingEndsAt: now - ms, startedAt: now - ms, ...overrides });
};

function myBet(overrides: Partial<CrashMyBet> = {}): CrashMyBet {
  return {
    roundNumber: 12,
    status: 'PLACED',
    stake: '1.00',
    autoCashOut: null,
    cashedOutAt: null,
    payout: null,
    trial: false,
    ...overrides,
  };
}

/** A crashed round as the history answers it, consistent with the engine (or not, if told). */
function historyRound(roundNumber: number, gameHash: string, salt = 'public-salt'): CrashHistoryRound {
  return {
    roundNumber,
    gameHash,
    previousHash: createHash('sha256').update(gameHash).digest('hex'),
    salt,
    commitment: 'f'.repeat(64),
    crashPoint: crashPoint(crashRoundFairness(gameHash, salt, roundNumber)),
    crashedAt: Date.now() - 60_000,
  };
}

type Answers = Parameters<typeof studioServer>[0] extends infer O
  ? O extends { answers?: infer A }
    ? A
    : never
  : never;

async function openCrash(
  options: { language?: 'en' | 'ar'; trial?: boolean; state?: () => CrashState; answers?: Answers } = {},
) {
  const sockets = fakeSocketServer();
  vi.stubGlobal('WebSocket', sockets.FakeSocket);
  const server = studioServer({
    session: makeSession({
      engine: 'crash',
      language: options.language ?? 'en',
      trial: options.trial ?? false,
      balance: '100.00',
      limits: { minStake: '0.10', maxStake: '1000.00' },
      maxWinMultiplier: 10_000,
      declaredRtpPercent: 99,
    }),
    answers: {
      // Made when asked for, so its times are the server's now.
      [API.crashState]: () => ok({ state: (options.state ?? makeState)(), myBet: null, balance: '100.00' }),
      ...options.answers,
    },
  });
  await openStudio('crash', server, { heading: 'Crash' });
  return { server, sockets };
}

/** The page's socket: open, authenticated, watching. */
function connect(sockets: ReturnType<typeof fakeSocketServer>) {
  const socket = sockets.last();
  act(() => socket.open());
  act(() => socket.receive({ type: 'ready' }));
  return socket;
}

describe('crash page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the round, bets with Space, and cashes out with Space once the round runs', async () => {
    const { server, sockets } = await openCrash({
      answers: {
        [API.crashBet]: () => ok({ bet: myBet(), balance: '99.00' }),
        [API.crashCashOut]: () =>
          ok({ bet: myBet({ status: 'CASHED_OUT', cashedOutAt: 150, payout: '1.50' }), balance: '100.50' }),
      },
    });
    expect(await screen.findByText('Round 12')).toBeInTheDocument();
    expect(screen.getByTestId('crash-phase').textContent).toMatch(/^Next round in [1-5] s$/);
    expect(screen.getByTestId('crash-multiplier').textContent).toBe('1.00×');
    const recent = screen.getByRole('region', { name: 'Last crash points' });
    expect(within(recent).getByRole('list').textContent).toBe('3.45×1.12×');
    const players = screen.getByRole('region', { name: /Bets this round/ });
    expect(within(players).getByRole('cell', { name: 'a***z' })).toBeInTheDocument();
    expect(within(players).getByRole('cell', { name: '$40.00' })).toBeInTheDocument();

    const socket = connect(sockets);
    expect(socket.sent).toEqual([{ type: 'auth', token: TOKEN }, { type: 'crash:subscribe' }]);

    await userEvent.keyboard(' ');
    expect(await screen.findByText('Your bet of $1.00 is in: waiting for the start')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$99.00');
    const [placed] = server.callsTo(API.crashBet);
    expect(placed?.body).toMatchObject({ launchId: LAUNCH_ID, stake: '1.00', autoCashOut: null });
    expect(placed?.body.requestId).toMatch(/^[0-9a-f-]{36}$/);

    act(() => socket.receive({ type: 'crash', state: running(crashElapsedFor(140)) }));
    expect(await screen.findByRole('button', { name: /^Cash out \$1\.[4-9]\d$/ })).toBeInTheDocument();
    expect(screen.getByTestId('crash-phase').textContent).toBe('In flight');
    expect(Number.parseFloat(screen.getByTestId('crash-multiplier').textContent ?? '')).toBeGreaterThanOrEqual(1.4);
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Cashed out at 1.50×: $1.50')).toBeInTheDocument();
    expect(server.callsTo(API.crashCashOut)[0]?.body).toEqual({ launchId: LAUNCH_ID, roundNumber: 12 });
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$100.50');

    act(() =>
      socket.receive({
        type: 'crash',
        state: makeState({
          phase: 'CRASHED',
          startedAt: Date.now() - 20_000,
          crashedAt: Date.now(),
          crashPoint: 200,
          gameHash: HASH_A,
        }),
      }),
    );
    expect(await screen.findByText('Crashed at 2.00×')).toBeInTheDocument();
    expect(screen.getByText('Round 12 crashed at 2.00×')).toBeInTheDocument();
    expect(screen.getByTestId('crash-curve')).toBeInTheDocument();
  });

  it('sends the auto cash-out and refuses one that is not a multiplier, without calling the server', async () => {
    const { server } = await openCrash({
      answers: {
        [API.crashBet]: (body) =>
          ok({
            bet: myBet({ stake: body.stake as string, autoCashOut: body.autoCashOut as number }),
            balance: '95.00',
          }),
      },
    });
    await screen.findByText('Round 12');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Auto cash-out' }));
    const auto = screen.getByRole('textbox', { name: 'Cash out automatically at (×)' });
    await userEvent.clear(auto);
    await userEvent.type(auto, '1.005');
    expect(screen.getByText('Enter a multiplier from 1.01 to 10000.00×, such as 2.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);
    await userEvent.keyboard(' ');
    expect(server.callsTo(API.crashBet)).toHaveLength(0);

    await userEvent.clear(auto);
    await userEvent.type(auto, '2.5');
    const stake = screen.getByRole('textbox', { name: 'Stake ($)' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '5');
    expect(screen.getByText('Payout at 2.50×: $12.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Your bet of $5.00 is in: waiting for the start')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$95.00');
    expect(server.callsTo(API.crashBet)[0]?.body).toMatchObject({ stake: '5.00', autoCashOut: 250 });
  });

  it("says why a bet was refused in the member's language", async () => {
    await openCrash({
      language: 'ar',
      answers: { [API.crashBet]: () => fail(409, 'BETTING_CLOSED') },
    });
    expect(await screen.findByText('الجولة 12')).toBeInTheDocument();
    expect(screen.getByRole('main').getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('status', { name: 'الرصيد' }).textContent).toBe('$100.00');
    await userEvent.click(screen.getByRole('button', { name: 'راهن' }));
    expect((await screen.findByRole('alert')).textContent).toBe('انتهى وقت الرهان في هذه الجولة؛ انتظر الجولة التالية');
    expect(screen.getByTestId('crash-phase').textContent).toMatch(/^الجولة التالية بعد [1-5] ث$/);
  });

  it('shows the play money of a trial, and a bet placed earlier in the round when it reopens', async () => {
    await openCrash({
      trial: true,
      answers: {
        [API.crashState]: () =>
          ok({
            state: running(crashElapsedFor(120)),
            myBet: myBet({ trial: true, autoCashOut: 300 }),
            balance: '900.00',
          }),
      },
    });
    expect(await screen.findByText('Cashes out by itself at 3.00×')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Play money' }).textContent).toBe('$900.00');
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cash out/ })).toBeInTheDocument();
  });

  it('keeps the curve still for members who ask for less motion, and says when the live connection is lost', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduced-motion'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { sockets } = await openCrash({ state: () => running(crashElapsedFor(180)) });
    expect(await screen.findByText('In flight')).toBeInTheDocument();
    expect(screen.queryByTestId('crash-curve')).toBeNull();
    expect(Number.parseFloat(screen.getByTestId('crash-multiplier').textContent ?? '')).toBeGreaterThanOrEqual(1.8);

    const socket = connect(sockets);
    act(() => socket.drop());
    expect(await screen.findByText('Live connection lost: reconnecting…')).toBeInTheDocument();
  });

  it('sends the member back to the lobby when the launch has ended', async () => {
    await openCrash({ answers: { [API.crashState]: () => fail(410, 'LAUNCH_EXPIRED') } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This game session has ended: close the window and launch the game again from the lobby.',
    );
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);
  });

  it('checks a crashed round in the browser against its chain and crash point', async () => {
    const good = historyRound(11, 'd'.repeat(64));
    const forged = { ...historyRound(10, 'e'.repeat(64)), crashPoint: 5_000 };
    const { server } = await openCrash({
      answers: {
        [API.crashHistory]: () => ok({ rounds: [good, forged] }),
        [API.crashFairness]: () =>
          ok({
            commitment: 'f'.repeat(64),
            salt: 'public-salt',
            chainLength: 100_000,
            committedAt: new Date().toISOString(),
          }),
      },
    });
    await screen.findByText('Round 12');
    await userEvent.click(screen.getByText('Verify rounds'));
    expect(await screen.findByText('public-salt')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check round 11' }));
    const multiplier = `${Math.floor(good.crashPoint / 100)}.${String(good.crashPoint % 100).padStart(2, '0')}×`;
    expect(
      await screen.findByText(`Round 11 checks out: its hash follows the chain and gives ${multiplier}.`),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check round 10' }));
    expect(await screen.findByText('Round 10 does not check out.')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo(API.crashHistory)).toHaveLength(1));
  });
});

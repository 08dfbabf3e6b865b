import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { crashRoundFairness, settleCrash } from '@platform/games/crash/crash-engine';
import { crashElapsedFor, crashMultiplierAt } from '@platform/games/crash/crash-rules';
import { hashServerSeed } from '@platform/games/fair/seed-pair';
import { toJsonValue } from '@platform/games/records/verifiable-record';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../http/envelope';
import { betOfMember, takeBet } from './crash-bet-repository';
import { cashOutCrashBet, crashView, placeCrashBet } from './crash-bets';
import { crashRecords } from './crash-export';
import { latestRound } from './crash-round-repository';
import { PENDING_GRACE_MS } from './crash-settlement';
import { readCrashState } from './crash-state';
import { type CrashKit, type CrashPlayer, startCrashKit } from './crash-test-kit';
import { walletRoundId } from './crash-wallet';

let kit: CrashKit;

beforeAll(async () => {
  kit = await startCrashKit();
});

afterAll(async () => {
  await kit?.database.drop();
});

const bet = (
  who: CrashPlayer,
  stake: string,
  autoCashOut: number | null = null,
  opts: { trial?: boolean; requestId?: string } = {},
) => {
  const launch = opts.trial ? who.trialLaunch : who.launch;
  return placeCrashBet(kit.deps, kit.merchant, launch, {
    launchId: launch.launchId,
    requestId: opts.requestId ?? randomUUID(),
    stake,
    autoCashOut,
  });
};

const cashOut = (who: CrashPlayer, roundNumber: number, opts: { trial?: boolean } = {}) =>
  cashOutCrashBet(kit.deps, kit.merchant, opts.trial ? who.trialLaunch : who.launch, roundNumber);

/** The refusal's code, or 'OK'. */
async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'OK';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

/** Starts the round in BETTING (its window over) and answers it RUNNING. */
async function start() {
  const round = await latestRound(kit.db, kit.merchant.id);
  if (round?.phase !== 'BETTING') throw new Error('no round in betting');
  kit.clock.set(round.bettingEndsAt);
  await kit.step();
  const running = await latestRound(kit.db, kit.merchant.id);
  expect(running?.phase).toBe('RUNNING');
  return running as NonNullable<typeof running>;
}

/** Moves the clock to the moment the running round shows `hundredths`. */
const showing = (round: { startedAt: number | null }, hundredths: number) =>
  kit.clock.set((round.startedAt as number) + crashElapsedFor(hundredths));

async function walletRound(memberId: number, roundPk: string) {
  return kit.db
    .selectFrom('vendor_round')
    .select(['status', 'total_bet', 'total_win', 'detail', 'game_code'])
    .where('vendor', '=', 'PGE')
    .where('round_id', '=', walletRoundId(roundPk))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
}

describe('crash rounds with real money', () => {
  it('plays a round: one member cashes out by hand, the other busts, and the ledger shows exactly that', async () => {
    const { points } = await kit.useChain((p) => (p[0] as number) >= 200);
    const [alice, bob] = [await kit.player(100_000n), await kit.player(100_000n)];
    const round = await kit.nextRound();
    expect(round).toMatchObject({ roundNumber: 1, phase: 'BETTING', crashPoint: points[0] });

    const placed = await bet(alice, '10.00');
    expect(placed).toEqual({
      bet: {
        roundNumber: 1,
        status: 'PLACED',
        stake: '10.00',
        autoCashOut: null,
        cashedOutAt: null,
        payout: null,
        trial: false,
      },
      balance: '990.00',
    });
    expect((await bet(bob, '5.00')).balance).toBe('995.00');
    // Both stakes sit with the studio until the round ends.
    expect(await kit.clearing()).toBe(1_500n);

    const running = await start();
    showing(running, 150);
    const cashed = await cashOut(alice, 1);
    expect(cashed).toMatchObject({
      bet: { status: 'CASHED_OUT', cashedOutAt: 150, payout: '15.00' },
      balance: '1005.00',
    });

    const crashed = await kit.stepUntil('CRASHED');
    expect(crashed.settledAt).not.toBeNull();
    expect(await kit.cash(alice.id)).toBe(100_500n);
    expect(await kit.cash(bob.id)).toBe(99_500n);
    expect(await kit.clearing()).toBe(0n);
    expect((await betOfMember(kit.db, round.pk, bob.id))?.status).toBe('LOST');

    // Every wallet round is complete and verifiable: the round's hash is now its revealed seed.
    const gameHash = kit.chainHash(1);
    const aliceRound = await walletRound(alice.id, round.pk);
    expect(aliceRound).toMatchObject({
      status: 'COMPLETED',
      total_bet: '1000',
      total_win: '1500',
      game_code: 'pge_crash',
    });
    expect(aliceRound.detail).toEqual({
      game: 'crash',
      serverSeed: gameHash,
      serverSeedHash: hashServerSeed(gameHash),
      seedRevealed: true,
      clientSeed: kit.salt,
      nonce: 1,
      params: { stake: '1000', cashOutAt: 150 },
      outcome: { crashPoint: points[0], win: true, multiplier: { num: '3', den: '2' }, payout: '1500' },
    });
    const bobRound = await walletRound(bob.id, round.pk);
    expect(bobRound).toMatchObject({ status: 'COMPLETED', total_bet: '500', total_win: '0' });
    type Detail = {
      serverSeed: string;
      clientSeed: string;
      nonce: number;
      params: { stake: string; cashOutAt: number | null };
      outcome: unknown;
    };
    for (const detail of [aliceRound.detail, bobRound.detail] as unknown as Detail[]) {
      const fairness = crashRoundFairness(detail.serverSeed, detail.clientSeed, detail.nonce);
      const params = detail.params;
      const outcome = settleCrash({ stake: BigInt(params.stake), cashOutAt: params.cashOutAt }, fairness);
      expect(toJsonValue(outcome)).toEqual(detail.outcome);
    }
    // The first round's previous hash is the chain's commitment.
    expect(hashServerSeed(gameHash)).toBe(kit.chainCommitment());
    expect(kit.announced).toContain(kit.merchant.id);
  });

  it('pays an auto cash-out when the multiplier reaches it, and not when the round crashes first', async () => {
    const { points } = await kit.useChain((p) => (p[0] as number) >= 300 && (p[0] as number) < 1_000_000);
    const point = points[0] as number;
    const [carol, dave, erin] = [await kit.player(), await kit.player(), await kit.player()];
    const round = await kit.nextRound();
    await bet(carol, '20.00', 200);
    await bet(dave, '20.00', point + 1);
    await bet(erin, '10.00', 150);
    const running = await start();

    // Erin asks by hand at 2.50x, but her auto cash-out at 1.50x came first: that is what she gets.
    showing(running, 250);
    expect((await cashOut(erin, round.roundNumber)).bet).toMatchObject({ cashedOutAt: 150, payout: '15.00' });

    // The loop's next look pays Carol's 2.00x while the round still runs.
    showing(running, 200);
    kit.clock.advance(1);
    await kit.step();
    expect((await latestRound(kit.db, kit.merchant.id))?.phase).toBe('RUNNING');
    expect(await kit.cash(carol.id)).toBe(100_000n - 2_000n + 4_000n);
    expect((await betOfMember(kit.db, round.pk, dave.id))?.status).toBe('PLACED');

    await kit.stepUntil('CRASHED');
    expect(await betOfMember(kit.db, round.pk, dave.id)).toMatchObject({ status: 'LOST', payout: 0n });
    expect(await kit.cash(dave.id)).toBe(98_000n);
    expect(await kit.cash(erin.id)).toBe(100_500n);
    const crashed = await latestRound(kit.db, kit.merchant.id);
    expect(crashed?.crashedAt).toBeGreaterThanOrEqual((running.startedAt as number) + crashElapsedFor(point));
  });

  it('refuses bets outside the betting window, a second bet in a round and a cash-out after the crash, moving nothing', async () => {
    await kit.useChain((p) => (p[0] as number) >= 150);
    const [frank, gina] = [await kit.player(), await kit.player()];
    const round = await kit.nextRound();
    const before = await kit.ledgerTransactions();

    // No bet, no cash-out to make.
    expect(await codeOf(cashOut(frank, round.roundNumber))).toBe('ROUND_NOT_FOUND');
    const requestId = randomUUID();
    const first = await bet(frank, '10.00', null, { requestId });
    expect(await codeOf(bet(frank, '10.00'))).toBe('BET_ALREADY_PLACED');
    // The same request again is the same bet, not a second stake; with other values it is refused.
    expect(await bet(frank, '10.00', null, { requestId })).toEqual(first);
    expect(await codeOf(bet(frank, '11.00', null, { requestId }))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await codeOf(cashOut(frank, round.roundNumber))).toBe('CASH_OUT_CLOSED');
    expect(await kit.ledgerTransactions()).toBe(before + 1);

    // The window ends at bettingEndsAt by the server's clock, whether or not the loop has looked yet.
    kit.clock.set(round.bettingEndsAt);
    expect(await codeOf(bet(gina, '10.00'))).toBe('BETTING_CLOSED');
    const running = await start();
    expect(await codeOf(bet(gina, '10.00'))).toBe('BETTING_CLOSED');
    // Below 1.01x there is nothing to cash out yet.
    expect(await codeOf(cashOut(frank, round.roundNumber))).toBe('CASH_OUT_CLOSED');

    // At the crash's moment the server's clock refuses, even before the loop has marked the crash.
    kit.clock.set((running.crashAt as number) + 0);
    expect(await codeOf(cashOut(frank, round.roundNumber))).toBe('CASH_OUT_CLOSED');
    await kit.step();
    expect((await latestRound(kit.db, kit.merchant.id))?.phase).toBe('CRASHED');
    expect(await codeOf(cashOut(frank, round.roundNumber))).toBe('CASH_OUT_CLOSED');
    expect(await codeOf(bet(gina, '10.00'))).toBe('BETTING_CLOSED');
    expect(await kit.cash(gina.id)).toBe(100_000n);
    expect(await kit.cash(frank.id)).toBe(99_000n);
  });

  it('refuses a stake it cannot take, and lets the member bet again in the window', async () => {
    const poor = await kit.player(500n);
    await kit.nextRound();
    expect(await codeOf(bet(poor, '10.00'))).toBe('INSUFFICIENT_FUNDS');
    expect(await codeOf(bet(poor, '0.05'))).toBe('STAKE_OUT_OF_LIMITS');
    expect(await codeOf(bet(poor, '1.001'))).toBe('VALIDATION_FAILED');
    expect(await codeOf(bet(poor, '1.00', 100))).toBe('VALIDATION_FAILED');
    expect((await bet(poor, '5.00')).balance).toBe('0.00');
  });

  it('refunds a bet whose wallet call never finished once its round has ended', async () => {
    // A round that crashes within the grace after the bet was taken (before 1.35x).
    await kit.useChain((p) => (p[0] as number) >= 120 && (p[0] as number) < 130);
    const hana = await kit.player();
    const round = await kit.nextRound();
    // As if the process died between the wallet's debit and recording the bet as placed.
    const taken = await takeBet(
      kit.db,
      {
        merchantId: kit.merchant.id,
        roundPk: round.pk,
        memberId: hana.id,
        launchId: hana.launch.launchId,
        nodeId: hana.launch.nodeId,
        gameCode: hana.launch.gameCode,
        trial: false,
        requestId: randomUUID(),
        stake: 1_000n,
        autoCashOut: null,
      },
      kit.clock.now(),
    );
    if (!('taken' in taken)) throw new Error('bet not taken');
    await kit.deps.wallets.real.stake(taken.taken, { currency: kit.merchant.currency });
    expect(await kit.cash(hana.id)).toBe(99_000n);

    const crashed = await kit.stepUntil('CRASHED');
    // Still in flight as far as anyone knows: not refunded yet, and the round not settled.
    expect(crashed.settledAt).toBeNull();
    kit.clock.set(round.bettingEndsAt + PENDING_GRACE_MS + 1);
    await kit.step();
    expect((await betOfMember(kit.db, round.pk, hana.id))?.status).toBe('REFUNDED');
    expect(await kit.cash(hana.id)).toBe(100_000n);
    expect((await walletRound(hana.id, round.pk)).status).toBe('CANCELLED');
  });
});

describe('crash records', () => {
  it("export the members' crashed bets as records the independent verifier re-computes", async () => {
    const players = [await kit.player(), await kit.player()];
    for (let n = 0; n < 3; n++) {
      await kit.nextRound();
      await bet(players[0] as CrashPlayer, '3.00', 101 + n * 50);
      await bet(players[1] as CrashPlayer, '2.00');
      await kit.stepUntil('CRASHED');
    }
    const records = (
      await Promise.all(players.map((p) => crashRecords(kit.db, { merchantId: kit.merchant.id, memberId: p.id }, 100)))
    ).flat();
    expect(records.length).toBeGreaterThanOrEqual(6);
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'crash-')), 'rounds.jsonl');
    await writeFile(file, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const { stdout } = await promisify(execFile)(process.execPath, ['docs/verify-rounds.mjs', file]);
    expect(stdout).toContain(`${records.length} rounds, ${records.length} match`);
  });
});

describe('crash trial play', () => {
  it('plays with the launch play money and never touches the ledger', async () => {
    await kit.useChain((p) => (p[0] as number) >= 200);
    const ivan = await kit.player();
    const before = await kit.ledgerTransactions();
    const round = await kit.nextRound();
    const view = await crashView(kit.deps, kit.merchant, ivan.trialLaunch);
    expect(view.balance).toBe('1000.00');

    expect(await bet(ivan, '100.00', null, { trial: true })).toMatchObject({
      bet: { status: 'PLACED', trial: true },
      balance: '900.00',
    });
    // Play money is not shown in the round's public list of bets.
    expect((await readCrashState(kit.db, kit.merchant, kit.clock.now()))?.betCount).toBe(0);
    const running = await start();
    showing(running, 200);
    expect((await cashOut(ivan, round.roundNumber, { trial: true })).balance).toBe('1100.00');
    await kit.stepUntil('CRASHED');
    expect(await kit.ledgerTransactions()).toBe(before);
    expect(await kit.cash(ivan.id)).toBe(100_000n);
    expect((await crashView(kit.deps, kit.merchant, ivan.trialLaunch)).balance).toBe('1100.00');
    expect(await codeOf(bet(ivan, '10.00', null, { trial: true }))).toBe('BETTING_CLOSED');
  });
});

describe('crash live state', () => {
  it('shows the round to everyone, and its crash point and hash only once it has crashed', async () => {
    const { points } = await kit.useChain((p) => (p[0] as number) >= 200);
    const [jack, kim] = [await kit.player(), await kit.player()];
    await kit.nextRound();
    await bet(jack, '12.00');
    await bet(kim, '30.00', 150);
    const betting = await readCrashState(kit.db, kit.merchant, kit.clock.now());
    expect(betting).toMatchObject({ roundNumber: 1, phase: 'BETTING', crashPoint: null, gameHash: null, betCount: 2 });
    expect(betting?.previousHash).toBe(kit.chainCommitment());
    // The largest stake first; names masked; nobody's auto cash-out shown.
    expect(betting?.bets.map((b) => b.stake)).toEqual(['30.00', '12.00']);
    expect(betting?.bets[0]?.player).toMatch(/^w\*\*\*.$/);
    expect(JSON.stringify(betting)).not.toContain('autoCashOut');

    const running = await start();
    showing(running, 150);
    kit.clock.advance(1);
    await kit.step();
    const during = await readCrashState(kit.db, kit.merchant, kit.clock.now());
    expect(during).toMatchObject({ phase: 'RUNNING', startedAt: running.startedAt, crashPoint: null, gameHash: null });
    expect(during?.bets[0]).toMatchObject({ stake: '30.00', cashedOutAt: 150, payout: '45.00' });
    expect(crashMultiplierAt(kit.clock.now() - (during?.startedAt as number))).toBeLessThan(points[0] as number);

    await kit.stepUntil('CRASHED');
    const after = await readCrashState(kit.db, kit.merchant, kit.clock.now());
    expect(after).toMatchObject({ phase: 'CRASHED', crashPoint: points[0], gameHash: kit.chainHash(1) });
    expect(after?.recent[0]).toEqual({ roundNumber: 1, crashPoint: points[0] });
  });
});

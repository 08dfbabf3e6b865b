import { CRASH_BETS_SHOWN, CRASH_RECENT_ROUNDS, type CrashMyBet, type CrashState } from '@platform/contracts/crash';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../../db/database';
import { maskCustomerName } from '../../member-games/customer-name-mask';
import { type CrashBet, publicBets } from './crash-bet-repository';
import { gameHashOf, roundSeeds } from './crash-chain';
import { type CrashRound, crashedRounds, latestRound } from './crash-round-repository';

/**
 * The brand's round as every page sees it (contracts/crash.ts CrashState): the crash point and the
 * round's hash only once it has crashed; real-money bets with masked names. Null before the first
 * round.
 */
export async function readCrashState(
  db: Db,
  merchant: { id: number; currency: string },
  now: number,
): Promise<CrashState | null> {
  const round = await latestRound(db, merchant.id);
  if (!round) return null;
  const crashed = round.phase === 'CRASHED';
  const [seeds, gameHash, recent, bets] = await Promise.all([
    roundSeeds(db, round),
    crashed ? gameHashOf(db, round.chainId, round.roundNumber) : Promise.resolve(null),
    crashedRounds(db, merchant.id, CRASH_RECENT_ROUNDS),
    publicBets(db, round.pk, CRASH_BETS_SHOWN),
  ]);
  const digits = currencyDigits(merchant.currency);
  return {
    roundNumber: round.roundNumber,
    phase: round.phase,
    serverTime: now,
    bettingEndsAt: round.bettingEndsAt,
    startedAt: round.startedAt,
    crashedAt: round.crashedAt,
    crashPoint: crashed ? round.crashPoint : null,
    gameHash,
    previousHash: seeds.previousHash,
    recent: recent.map((r) => ({ roundNumber: r.roundNumber, crashPoint: r.crashPoint })),
    bets: bets.rows.map((b) => ({
      player: maskCustomerName(b.account),
      stake: toDecimalAmount(BigInt(b.stake), digits),
      cashedOutAt: b.cashed_out_at,
      payout: b.payout === null || b.status !== 'CASHED_OUT' ? null : toDecimalAmount(BigInt(b.payout), digits),
    })),
    betCount: bets.total,
  };
}

/** The caller's own bet as the API answers it. */
export function myBetView(bet: CrashBet, round: Pick<CrashRound, 'roundNumber'>, currency: string): CrashMyBet {
  const digits = currencyDigits(currency);
  return {
    roundNumber: round.roundNumber,
    status: bet.status,
    stake: toDecimalAmount(bet.stake, digits),
    autoCashOut: bet.autoCashOut,
    cashedOutAt: bet.cashedOutAt,
    payout: bet.payout === null ? null : toDecimalAmount(bet.payout, digits),
    trial: bet.trial,
  };
}

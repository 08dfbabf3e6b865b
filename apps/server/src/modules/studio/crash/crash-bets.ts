import type { CrashBetBody, CrashBetValue, CrashStateValue } from '@platform/contracts/crash';
import { currencyDigits, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import { checkCashOut, crashManualCashOut } from '@platform/games/crash/crash-rules';
import { checkStake } from '@platform/games/money/bet-limits';
import { ApiError } from '../../../http/envelope';
import type { StudioLaunch } from '../studio-launch';
import { checkedByRules } from '../studio-rule-errors';
import {
  betByPk,
  betOfMember,
  type CrashBet,
  decideBet,
  forgetRefusedBet,
  markPlaced,
  takeBet,
} from './crash-bet-repository';
import { roundSeeds } from './crash-chain';
import { type CrashRound, latestRound, roundByNumber, roundByPk } from './crash-round-repository';
import { type CrashDeps, type CrashMerchant, decide, payBet, walletOf } from './crash-settlement';
import { myBetView, readCrashState } from './crash-state';

const invalid = (field: string, rule: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });

function walletBalanceOf(deps: CrashDeps, merchant: CrashMerchant, launch: StudioLaunch): Promise<bigint> {
  const wallet = launch.trial ? deps.wallets.trial : deps.wallets.real;
  return wallet.balance({ ...launch, currency: merchant.currency });
}

function answer(bet: CrashBet, round: CrashRound, merchant: CrashMerchant, balance: bigint): CrashBetValue {
  return {
    bet: myBetView(bet, round, merchant.currency),
    balance: toDecimalAmount(balance, currencyDigits(merchant.currency)),
  };
}

/**
 * A bet on the round in its betting window: taken as PENDING (one per member and round, checked
 * under the round's lock), then its stake is taken by the wallet (real money or the launch's play
 * money) and it stands PLACED. A repeated request id answers the bet it made (finishing it if its
 * wallet call was interrupted); the same id with other values is IDEMPOTENCY_CONFLICT.
 */
export async function placeCrashBet(
  deps: CrashDeps,
  merchant: CrashMerchant,
  launch: StudioLaunch,
  body: CrashBetBody,
): Promise<CrashBetValue> {
  const { db } = deps;
  const digits = currencyDigits(merchant.currency);
  const stake = parseDecimalAmount(body.stake, digits);
  if (stake === null) throw invalid('body.stake', 'currency_digits');
  const { limits } = launch;
  checkedByRules(() => checkStake(stake, limits), { field: 'body.stake', limits, digits });
  checkedByRules(() => checkCashOut(body.autoCashOut), { field: 'body.autoCashOut', digits });
  const round = await latestRound(db, merchant.id);
  if (!round) throw new ApiError('BETTING_CLOSED');
  const taken = await takeBet(
    db,
    {
      merchantId: merchant.id,
      roundPk: round.pk,
      memberId: launch.memberId,
      launchId: launch.launchId,
      nodeId: launch.nodeId,
      gameCode: launch.gameCode,
      trial: launch.trial,
      requestId: body.requestId,
      stake,
      autoCashOut: body.autoCashOut,
    },
    deps.clock.now(),
  );
  if ('refused' in taken) throw new ApiError(taken.refused);
  let bet = 'taken' in taken ? taken.taken : taken.known;
  if ('known' in taken) {
    if (bet.stake !== stake || bet.autoCashOut !== body.autoCashOut || bet.trial !== launch.trial) {
      throw new ApiError('IDEMPOTENCY_CONFLICT');
    }
    if (bet.status !== 'PENDING') {
      return answer(bet, await roundByPk(db, bet.roundPk), merchant, await walletBalanceOf(deps, merchant, launch));
    }
  }
  let balance: bigint;
  try {
    balance = await walletOf(deps, bet).stake(bet, { currency: merchant.currency });
  } catch (error) {
    // A refusal moved no money: the bet never was, and the member may bet again in the window.
    // Anything else (the outcome unknown) stays PENDING for the round's settlement to refund.
    if (error instanceof ApiError) await forgetRefusedBet(db, bet.pk);
    throw error;
  }
  await markPlaced(db, bet.pk);
  bet = await betByPk(db, bet.pk);
  // The round ended while the wallet answered, and its settlement gave the stake back.
  if (bet.status === 'REFUNDED') throw new ApiError('BETTING_CLOSED');
  if (!bet.trial) deps.announce(merchant.id);
  return answer(bet, await roundByPk(db, bet.roundPk), merchant, balance);
}

/**
 * Cashes the caller's bet out of the running round at the multiplier the server's clock shows now
 * (its auto cash-out, if the round passed that first). Refused once the round has crashed. A bet
 * already cashed out answers as it stands.
 */
export async function cashOutCrashBet(
  deps: CrashDeps,
  merchant: CrashMerchant,
  launch: StudioLaunch,
  roundNumber: number,
): Promise<CrashBetValue> {
  const { db } = deps;
  const round = await roundByNumber(db, merchant.id, roundNumber);
  const bet = round && (await betOfMember(db, round.pk, launch.memberId));
  if (!round || !bet) throw new ApiError('ROUND_NOT_FOUND');
  const current = async (b: CrashBet) => answer(b, round, merchant, await walletBalanceOf(deps, merchant, launch));
  if (bet.status === 'CASHED_OUT') return current(bet);
  if (bet.status !== 'PLACED' || round.startedAt === null) throw new ApiError('CASH_OUT_CLOSED');
  let at = crashManualCashOut(deps.clock.now() - round.startedAt, round.crashPoint);
  if (at === null) throw new ApiError('CASH_OUT_CLOSED');
  if (bet.autoCashOut !== null && bet.autoCashOut <= at) at = bet.autoCashOut;
  const decided = await decideBet(db, bet.pk, decide(round, bet, at));
  if (!decided) {
    // The round loop decided it first: its auto cash-out, or the crash.
    const now = await betByPk(db, bet.pk);
    if (now.status === 'CASHED_OUT') return current(now);
    throw new ApiError('CASH_OUT_CLOSED');
  }
  if (!decided.trial) deps.announce(merchant.id);
  try {
    const balance = await payBet(deps, merchant, decided, round, await roundSeeds(db, round), null);
    return answer(await betByPk(db, bet.pk), round, merchant, balance);
  } catch (err) {
    // Cashed out all the same: the round's settlement pays it on its next pass.
    deps.log.error({ err, bet: bet.pk }, 'crash cash-out payment failed; the settlement pays it');
    return current(decided);
  }
}

/** What a page needs on opening: the round, the caller's bet in it and the balance. */
export async function crashView(
  deps: CrashDeps,
  merchant: CrashMerchant,
  launch: StudioLaunch,
): Promise<CrashStateValue> {
  const { db } = deps;
  const [state, round] = await Promise.all([
    readCrashState(db, merchant, deps.clock.now()),
    latestRound(db, merchant.id),
  ]);
  const bet = round && (await betOfMember(db, round.pk, launch.memberId));
  const balance = await walletBalanceOf(deps, merchant, launch);
  return {
    state,
    myBet: round && bet ? myBetView(bet, round, merchant.currency) : null,
    balance: toDecimalAmount(balance, currencyDigits(merchant.currency)),
  };
}

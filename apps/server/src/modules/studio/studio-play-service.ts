import { currencyDigits } from '@platform/contracts/money-amount';
import type { StudioInstantEngine, StudioRound } from '@platform/contracts/studio';
import type { BetLimits } from '@platform/games/game-types';
import type { JsonObject } from '@platform/games/records/verifiable-record';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { walletBalance } from '../vendor-wallet/vendor-wallet-service';
import { openAnswer } from './studio-answers';
import { checkMinesBet, type Drawer, drawerOf, INSTANT_GAMES, MINES_RULE_FIELD, minesParamsOf } from './studio-engines';
import type { StudioLaunch } from './studio-launch';
import { advanceRealRound, type RealEnv } from './studio-real-rounds';
import { studioRequestHash, studioRoundId } from './studio-round-ids';
import { type NewRound, reserveRound } from './studio-round-repository';
import { checkedByRules } from './studio-rule-errors';
import { playTrialRound } from './studio-trial-rounds';

/** Where a studio call plays: the launch (member, game, real or trial) in the brand's currency. */
export type PlayContext = { db: Db; launch: StudioLaunch; currency: string };

export const digitsOf = (ctx: Pick<PlayContext, 'currency'>) => currencyDigits(ctx.currency);

function newRound(ctx: PlayContext, requestId: string, params: JsonObject, stake: bigint): NewRound {
  const { launch } = ctx;
  return {
    merchantId: launch.merchantId,
    memberId: launch.memberId,
    roundId: studioRoundId(launch.merchantId, launch.memberId, requestId),
    requestHash: studioRequestHash(launch.engine, launch.trial, params),
    launchId: launch.launchId,
    nodeId: launch.nodeId,
    gameCode: launch.gameCode,
    engine: launch.engine as NewRound['engine'],
    trial: launch.trial,
    stake,
    params,
  };
}

/**
 * A new round (or the replay of one: the same requestId answers the first answer and changes
 * nothing; with other parameters it is IDEMPOTENCY_CONFLICT). Real money through the wallet, or the
 * launch's play money.
 */
async function play(ctx: PlayContext, round: NewRound, draw: Drawer): Promise<StudioRound> {
  const digits = digitsOf(ctx);
  if (ctx.launch.trial) return playTrialRound({ db: ctx.db, digits }, round, draw);
  const env: RealEnv = { db: ctx.db, currency: ctx.currency, digits };
  const { row, created } = await reserveRound(ctx.db, round);
  if (!created && row.requestHash !== round.requestHash) throw new ApiError('IDEMPOTENCY_CONFLICT');
  const { answer, row: now } = await advanceRealRound(env, row, draw, { recovering: false });
  return answer ?? openAnswer(ctx.db, now, await walletBalance(ctx.db, now), digits);
}

/** The bet checked by the engine's own rules against the brand's limits, before anything is drawn. */
function checkedBet(ctx: PlayContext, field: string, check: (limits: BetLimits) => void): void {
  const limits = ctx.launch.limits;
  checkedByRules(() => check(limits), { field, limits, digits: digitsOf(ctx) });
}

/** One round of slot, roulette, dice or plinko: bet, outcome and win in one call. */
export async function playInstant(
  ctx: PlayContext,
  engine: StudioInstantEngine,
  body: Record<string, unknown> & { requestId: string },
): Promise<StudioRound> {
  const game = INSTANT_GAMES[engine];
  const params = game.paramsOf(body, digitsOf(ctx));
  checkedBet(ctx, game.ruleField, (limits) => game.check(params, limits));
  return play(ctx, newRound(ctx, body.requestId, params, game.stakeOf(params)), drawerOf(engine));
}

/** A mines round's bet: the mine layout is drawn now and kept on the server until the round ends. */
export async function startMinesRound(
  ctx: PlayContext,
  body: { requestId: string; stake: string; mines: number },
): Promise<StudioRound> {
  const params = minesParamsOf(body, digitsOf(ctx));
  checkedBet(ctx, MINES_RULE_FIELD, (limits) => checkMinesBet(params, limits));
  return play(ctx, newRound(ctx, body.requestId, params, BigInt(params.stake as string)), drawerOf('mines'));
}

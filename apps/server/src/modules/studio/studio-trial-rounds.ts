import { parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import { STUDIO_TRIAL_BALANCE, type StudioRound } from '@platform/contracts/studio';
import type { JsonObject } from '@platform/games/records/verifiable-record';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { takeNonce } from './seed-pair-repository';
import { openAnswer, roundAnswer, storedAnswer } from './studio-answers';
import type { Drawer } from './studio-engines';
import { findRound, insertDrawnRound, type NewRound, type RoundRow } from './studio-round-repository';
import { ensureTrialWallet, lockTrialWallet, setTrialBalance, trialBalance } from './trial-wallet-repository';

/**
 * Trial rounds (a launch with trial=1): the same engines and fairness (the member's seed pair and
 * its nonces), the launch's play money instead of the wallet. Never the ledger, never a wallet
 * round, so never the betting record or the winner board. A round's bet, draw and (for an instant
 * game) its win are one transaction: nothing to recover.
 */

export type TrialEnv = { db: Db; digits: number };

/** STUDIO_TRIAL_BALANCE in the brand's currency (whole units where it has no minor unit). */
export function trialStartBalance(digits: number): bigint {
  const amount = parseDecimalAmount(STUDIO_TRIAL_BALANCE, digits);
  return amount ?? (parseDecimalAmount(STUDIO_TRIAL_BALANCE.split('.')[0] as string, digits) as bigint);
}

/** The launch's play money, opened at the start balance on first use. */
export async function trialMoney(
  db: Db,
  round: Pick<NewRound, 'merchantId' | 'memberId' | 'launchId'>,
  digits: number,
) {
  await ensureTrialWallet(db, round, trialStartBalance(digits));
  return (await trialBalance(db, round.launchId)) ?? 0n;
}

/** Thrown inside the transaction when a duplicate request recorded the round first: it is re-read. */
class DuplicateRequest extends Error {}

/** A new trial round: the stake out of the play money, the draw, and for an instant game the win. */
export async function playTrialRound(env: TrialEnv, round: NewRound, draw: Drawer): Promise<StudioRound> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await env.db.transaction().execute(async (trx) => {
        const existing = await findRound(trx, round, true);
        if (existing) return replayTrial(trx, env, existing, round.requestHash);
        await ensureTrialWallet(trx, round, trialStartBalance(env.digits));
        const balance = (await lockTrialWallet(trx, round.launchId)) as bigint;
        if (balance < round.stake) {
          throw new ApiError('INSUFFICIENT_FUNDS', { balance: toDecimalAmount(balance, env.digits) });
        }
        const pair = await takeNonce(trx, round);
        const { status, drawn } = draw(round.params, {
          serverSeed: pair.serverSeed,
          clientSeed: pair.clientSeed,
          nonce: pair.nonce,
        });
        const ended = status === 'SETTLING';
        const payout = ended ? (drawn.payout ?? 0n) : 0n;
        const after = balance - round.stake + payout;
        await setTrialBalance(trx, round.launchId, after);
        const row = { ...round, nonce: pair.nonce, state: drawn.state ?? null };
        const answer = roundAnswer({
          row,
          status: ended ? 'COMPLETED' : 'OPEN',
          payout,
          balance: after,
          pair: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, serverSeed: null },
          next: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce + 1 },
          digits: env.digits,
        });
        const inserted = await insertDrawnRound(trx, {
          ...round,
          status: ended ? 'COMPLETED' : 'PLAYING',
          drawn: {
            ...drawn,
            pairId: pair.pairId,
            nonce: pair.nonce,
            ...(ended && { answer: answer as unknown as JsonObject }),
          },
        });
        if (!inserted) throw new DuplicateRequest();
        return answer;
      });
    } catch (error) {
      if (error instanceof DuplicateRequest && attempt < 3) continue;
      throw error;
    }
  }
}

async function replayTrial(db: Db, env: TrialEnv, row: RoundRow, requestHash: string): Promise<StudioRound> {
  if (row.requestHash !== requestHash) throw new ApiError('IDEMPOTENCY_CONFLICT');
  if (row.answer) return storedAnswer(row.answer);
  return openAnswer(db, row, (await trialBalance(db, row.launchId)) ?? 0n, env.digits);
}

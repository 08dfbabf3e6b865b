import { currencyDigits } from '@platform/contracts/money-amount';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';
import { startRepeatingJob } from '../../jobs/repeating-job';
import { drawerOf } from './studio-engines';
import { endAbandonedMines } from './studio-mines-moves';
import { advanceRealRound } from './studio-real-rounds';
import { unfinishedRounds } from './studio-round-repository';

/**
 * Every studio round ends. A real round stopped between its steps (the process died after the bet,
 * the credit failed) is taken on from its recorded state a minute later: a drawn round's win is
 * credited from its recorded outcome (idempotent by its transaction id), a bet never drawn is
 * played out, a bet that never reached the wallet is voided. A mines round is left alone while it
 * is played; one without a move for a day is cashed out if it has safe picks, else lost.
 */

export const STUDIO_RECOVERY_QUEUE = defineQueue<Record<string, never>>({
  name: 'studio-recovery',
  policy: 'short',
  retryLimit: 2,
});
/** A real round untouched this long is stuck, not in flight: every step takes milliseconds. */
export const STUCK_SECONDS = 60;
export const ABANDONED_SECONDS = 24 * 3600;
const BATCH = 200;

export type RecoveryOutcome = { finished: number; abandoned: number; failed: number };

export async function recoverStudioRounds(
  db: Db,
  log?: Pick<FastifyBaseLogger, 'warn'>,
  options: { stuckSeconds?: number; abandonedSeconds?: number } = {},
): Promise<RecoveryOutcome> {
  const rounds = await unfinishedRounds(db, {
    stuckSeconds: options.stuckSeconds ?? STUCK_SECONDS,
    abandonedSeconds: options.abandonedSeconds ?? ABANDONED_SECONDS,
    limit: BATCH,
  });
  const currencies = new Map<number, string>();
  const outcome: RecoveryOutcome = { finished: 0, abandoned: 0, failed: 0 };
  for (const row of rounds) {
    try {
      const currency = currencies.get(row.merchantId) ?? (await merchantCurrency(db, row.merchantId));
      currencies.set(row.merchantId, currency);
      if (row.status === 'PLAYING') {
        await endAbandonedMines({ db, currency }, row.pk);
        outcome.abandoned += 1;
      } else {
        const env = { db, currency, digits: currencyDigits(currency) };
        await advanceRealRound(env, row, drawerOf(row.engine as Parameters<typeof drawerOf>[0]), { recovering: true });
        outcome.finished += 1;
      }
    } catch (error) {
      // One round's failure (the wallet refusing, say) must not hold up the others: the next run retries it.
      outcome.failed += 1;
      log?.warn({ err: error, roundId: row.roundId }, 'studio round recovery failed');
    }
  }
  return outcome;
}

async function merchantCurrency(db: Db, merchantId: number): Promise<string> {
  const { currency } = await db
    .selectFrom('merchant')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return currency;
}

/** Starts this process's worker for the recovery, which repeats every `intervalSeconds`. */
export async function startStudioRecovery(
  db: Db,
  jobs: JobRunner,
  log: FastifyBaseLogger,
  options: { intervalSeconds: number },
): Promise<void> {
  await startRepeatingJob(jobs, STUDIO_RECOVERY_QUEUE, options, async () => {
    const outcome = await recoverStudioRounds(db, log);
    if (outcome.finished + outcome.abandoned + outcome.failed > 0) log.info(outcome, 'studio rounds recovered');
  });
}

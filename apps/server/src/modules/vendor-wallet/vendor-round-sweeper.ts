import { STUDIO_VENDOR } from '@platform/contracts/studio';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';
import { startRepeatingJob } from '../../jobs/repeating-job';
import { reverseTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import { addToWinnerBoard, lockRound, standingDebits } from './vendor-wallet-repository';

/**
 * Every round ends (docs/vendor-wallet-protocol.md, round lifecycle). A round a vendor left open
 * past the timeout (its credit never came) is closed here: with no win paid, CANCELLED and every
 * standing bet refunded; with a win already paid, COMPLETED as it stands (the vendor settled it,
 * only the closing flag was lost). The refund's ledger key is the debit's id under a source of its
 * own, so a sweep and a vendor's rollback never refund one bet twice (the ledger reverses a
 * transaction once).
 */

export const VENDOR_ROUND_SWEEP_QUEUE = defineQueue<Record<string, never>>({
  name: 'vendor-round-sweep',
  policy: 'short',
  retryLimit: 2,
});
/** Rounds closed per sweep at most; the next sweep takes the rest. */
const BATCH = 200;

export const sweepLedgerSourceOf = (vendor: string) => `vendor-sweep:${vendor}`;

export type SweepOutcome = { cancelled: number; completed: number };

/** Closes one overdue round, if it still is one once locked. */
async function closeRound(db: Db, roundPk: string, timeoutHours: number): Promise<'CANCELLED' | 'COMPLETED' | null> {
  return runMoneyTransaction(db, async (trx) => {
    const round = await lockRound(trx, { pk: roundPk });
    const { rows } = await sql<{
      merchant_id: number;
      vendor: string;
      round_id: string;
      member_id: number;
      game_code: string;
      due: boolean;
    }>`
      select merchant_id, vendor, round_id, member_id, game_code,
        opened_at < now() - make_interval(secs => ${timeoutHours * 3600}) as due
      from vendor_round where id = ${roundPk}::bigint
    `.execute(trx);
    const row = rows[0];
    if (!round || !row || round.status !== 'OPEN' || !row.due) return null;
    if (round.credited) {
      await trx
        .updateTable('vendor_round')
        .set({ status: 'COMPLETED', closed_at: sql<Date>`now()` })
        .where('id', '=', roundPk)
        .execute();
      await addToWinnerBoard(trx, roundPk);
      return 'COMPLETED';
    }
    for (const bet of await standingDebits(trx, roundPk)) {
      const refund = await reverseTransaction(trx, {
        merchantId: row.merchant_id,
        transactionId: bet.ledgerId,
        idempotency: { source: sweepLedgerSourceOf(row.vendor), key: bet.transactionId },
        memo: { vendor: row.vendor, roundId: row.round_id, reason: 'ROUND_TIMEOUT' },
        announce: {
          type: 'betRefunded',
          merchantId: row.merchant_id,
          memberId: row.member_id,
          vendor: row.vendor,
          roundId: row.round_id,
          gameCode: row.game_code,
          amount: bet.amount,
          betTransactionId: bet.ledgerId,
        },
      });
      await trx
        .updateTable('vendor_transaction')
        .set({ reversal_ledger_id: refund.transactionId })
        .where('id', '=', bet.pk)
        .execute();
    }
    await trx
      .updateTable('vendor_round')
      .set({ status: 'CANCELLED', closed_at: sql<Date>`now()`, total_bet: '0' })
      .where('id', '=', roundPk)
      .execute();
    return 'CANCELLED';
  });
}

/** Closes every round open longer than `timeoutHours` (up to a batch), each in its own transaction. */
export async function sweepOverdueRounds(db: Db, timeoutHours: number): Promise<SweepOutcome> {
  const overdue = await db
    .selectFrom('vendor_round')
    .select('id')
    .where('status', '=', 'OPEN')
    // The in-house studio closes its own rounds from their recorded outcomes (studio-recovery.ts,
    // crash-bets.ts): a refund here could undo a mines round still being played.
    .where('vendor', '<>', STUDIO_VENDOR)
    .where('opened_at', '<', sql<Date>`now() - make_interval(secs => ${timeoutHours * 3600})`)
    .orderBy('opened_at')
    .limit(BATCH)
    .execute();
  const outcome: SweepOutcome = { cancelled: 0, completed: 0 };
  for (const { id } of overdue) {
    const closed = await closeRound(db, id, timeoutHours);
    if (closed === 'CANCELLED') outcome.cancelled += 1;
    if (closed === 'COMPLETED') outcome.completed += 1;
  }
  return outcome;
}

/** Starts this process's worker for the sweep, which repeats every `intervalSeconds`. */
export async function startRoundSweeper(
  db: Db,
  jobs: JobRunner,
  log: FastifyBaseLogger,
  options: { timeoutHours: number; intervalSeconds: number },
): Promise<void> {
  await startRepeatingJob(jobs, VENDOR_ROUND_SWEEP_QUEUE, options, async () => {
    const outcome = await sweepOverdueRounds(db, options.timeoutHours);
    if (outcome.cancelled + outcome.completed > 0) log.info(outcome, 'overdue vendor rounds closed');
  });
}

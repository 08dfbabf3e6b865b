import { ACCOUNT_TYPE } from '@platform/contracts/account';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';
import { startRepeatingJob } from '../../jobs/repeating-job';
import { membersSeenWithin } from '../sessions/session-reads';
import { deleteTrialPlay } from '../studio/studio-trial-play-service';
import { deleteTrialVendorPlayers } from '../vendor-wallet/vendor-player-service';

/**
 * Free play makes a new trial account (type 4) at every "Try free", and a trial account can never
 * be logged into again once its session is gone (it has no password). Left alone they would pile
 * up for ever, so a trial account idle longer than the configured age is removed with its
 * sessions, its launches and what it played.
 *
 * Money is never touched: a trial account plays with each launch's play money, never the ledger
 * (decision 0038), and is refused deposits, withdrawals and transfers. Should one still be held by
 * the ledger or the cashier (a ledger account, an order, a vendor round), the foreign key refuses
 * its removal, its transaction undoes everything, and the account stays: that is logged.
 */

export const TRIAL_CLEANUP_QUEUE = defineQueue<Record<string, never>>({
  name: 'trial-cleanup',
  policy: 'short',
  retryLimit: 2,
});
const BATCH = 200;

export type TrialCleanupOutcome = { removed: number; kept: number };

/** Removes the trial accounts created and last seen more than `idleDays` ago; safe to run on several processes at once. */
export async function removeIdleTrialAccounts(
  db: Db,
  idleDays: number,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<TrialCleanupOutcome> {
  const idleHours = idleDays * 24;
  const outcome: TrialCleanupOutcome = { removed: 0, kept: 0 };
  // Walks the candidates by id, so that accounts that must stay do not hold up the ones after them.
  for (let after = 0; ; ) {
    const candidates = await db
      .selectFrom('member')
      .select('id')
      .where('type', '=', ACCOUNT_TYPE.TRIAL)
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${idleHours})`)
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (candidates.length === 0) return outcome;
    after = candidates[candidates.length - 1]?.id ?? after;
    const seen = await membersSeenWithin(
      db,
      candidates.map((c) => c.id),
      idleHours,
    );
    for (const { id } of candidates) {
      if (seen.has(id)) continue;
      const result = await removeTrialAccount(db, id, idleHours);
      if (result === 'removed') outcome.removed += 1;
      else if (result === 'held') {
        outcome.kept += 1;
        log?.warn({ memberId: id }, 'trial account held by money rows: kept');
      }
    }
  }
}

/**
 * One account in a transaction of its own. The row lock (skipped when another process holds it)
 * and the checks made again under it let two processes sweep at once without meeting.
 */
async function removeTrialAccount(
  db: Db,
  memberId: number,
  idleHours: number,
): Promise<'removed' | 'skipped' | 'held'> {
  try {
    return await db.transaction().execute(async (trx) => {
      const locked = await trx
        .selectFrom('member')
        .select('id')
        .where('id', '=', memberId)
        .where('type', '=', ACCOUNT_TYPE.TRIAL)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!locked || (await membersSeenWithin(trx, [memberId], idleHours)).has(memberId)) return 'skipped';
      await deleteTrialPlay(trx, memberId);
      await deleteTrialVendorPlayers(trx, memberId);
      // Sessions, launches (with their play money), known IPs, favourites and recent games go with
      // the member (on delete cascade); a win on the winners board stays, without its member.
      await trx.deleteFrom('member').where('id', '=', memberId).execute();
      return 'removed';
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23503') return 'held';
    throw error;
  }
}

/** Starts this process's worker; the cleanup repeats every `intervalSeconds`. */
export async function startTrialCleanup(
  db: Db,
  jobs: JobRunner,
  log: FastifyBaseLogger,
  options: { idleDays: number; intervalSeconds: number },
): Promise<void> {
  await startRepeatingJob(jobs, TRIAL_CLEANUP_QUEUE, options, async () => {
    const outcome = await removeIdleTrialAccounts(db, options.idleDays, log);
    if (outcome.removed + outcome.kept > 0) log.info(outcome, 'idle trial accounts removed');
  });
}

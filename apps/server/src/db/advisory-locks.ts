import { sql } from 'kysely';
import type { Db } from './database';

/**
 * Every PostgreSQL advisory lock the platform takes is named here, so that no two features can pick
 * the same key by chance: a lock is two int4 keys, `(space, id)`, and each use owns one space.
 * A new use adds its space below; advisory-locks.test.ts fails on a space used twice.
 */
export const LOCK_SPACES = {
  /** Held for its whole session by the process that runs the crash rounds ('CRSH' in ASCII). */
  crashLeader: 0x43525348,
  /** One member's withdrawal bookkeeping; id: the member. */
  memberWithdrawals: 4_004,
  /** Appending to the audit trail's hash chain (one chain for the platform); id: 0. */
  auditChain: 4_005,
  /** Writing a brand's daily report rollup; id: the merchant. */
  reportRollup: 4_006,
  /** Building the indexes that are built concurrently after the migrations; id: 0. */
  onlineIndexes: 4_046,
  /** Moving members between agents of a brand (no two moves make a loop together); id: the merchant. */
  agentTree: 4_041,
  /** Seeding a brand's demo winners; id: the merchant. */
  seedDemoWinners: 4_101,
  /** Seeding a brand's demo announcements; id: the merchant. */
  seedDemoAnnouncements: 4_102,
} as const;

export type LockSpace = keyof typeof LOCK_SPACES;

/** The two keys of a lock, as pg_advisory_lock(int, int) and pg_locks (classid, objid) take them. */
export function lockKeys(space: LockSpace, id: number): readonly [number, number] {
  return [LOCK_SPACES[space], id];
}

/** Waits for the lock inside the caller's transaction; PostgreSQL releases it at commit or rollback. */
export async function lockUntilCommit(trx: Db, space: LockSpace, id: number): Promise<void> {
  await sql`select pg_advisory_xact_lock(${LOCK_SPACES[space]}, ${id})`.execute(trx);
}

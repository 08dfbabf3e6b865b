import type { FastifyBaseLogger } from 'fastify';
import { lockKeys } from '../../../db/advisory-locks';
import { LeaderElection } from '../../../db/leader-election';

/** The crash rounds' loop: one per platform, so one id in the crash leader's lock space. */
const CRASH_LOOP = { space: 'crashLeader', id: 1 } as const;

/** The advisory lock (two int4 keys) whose holder runs the crash rounds. */
export const CRASH_LOCK_KEYS = lockKeys(CRASH_LOOP.space, CRASH_LOOP.id);

/** Which server process runs the crash rounds (db/leader-election.ts). */
export class CrashLeadership extends LeaderElection {
  constructor(connectionString: string, log: Pick<FastifyBaseLogger, 'info' | 'warn'>) {
    super({ connectionString, lock: CRASH_LOOP, name: 'crash rounds', log });
  }
}

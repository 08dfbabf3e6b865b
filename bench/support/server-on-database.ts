import type { ChildProcess } from 'node:child_process';
import { createDb, createPool } from '../../apps/server/src/db/database';
import { issueSession } from '../../apps/server/src/modules/sessions/session-service';
import type { MixMember } from './lobby-mix';
import { startProcess } from './processes';
import { prepareVendorPlayers } from './vendor-players';

const SESSIONS = { SESSION_IDLE_MINUTES: 30, SESSION_MAX_HOURS: 12 };

/** A server process on the shared database, as a deployment starts one behind a proxy. */
export function startServer(
  port: number,
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return startProcess(
    ['--import', 'tsx', 'apps/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      // A demo start: the bench measures the demo brand; nothing measured depends on the start mode.
      NODE_ENV: 'development',
      CLIENT_IP_SOURCE: 'x-forwarded-for',
      // The crash game's rounds would run in one process of the two and load it alone; the mix
      // does not play it, so neither process runs them.
      CRASH_ROUND_LOOP: 'off',
      ...env,
    },
    `http://127.0.0.1:${port}/healthz`,
  );
}

/** Members logged in once, before anything is measured: the sessions a login would have issued. */
export async function prepareMembers(
  databaseUrl: string,
  origin: string,
  secret: string,
  count: number,
  prefix: string,
): Promise<MixMember[]> {
  const db = createDb(createPool(databaseUrl, 2));
  try {
    const players = await prepareVendorPlayers(db, origin, secret, { count, prefix });
    const members: MixMember[] = [];
    for (const player of players) {
      const token = await issueSession(db, SESSIONS, {
        memberId: player.memberId,
        ip: '127.0.0.1',
        mustChangePassword: false,
      });
      members.push({ ...player, token });
    }
    return members;
  } finally {
    await db.destroy();
  }
}

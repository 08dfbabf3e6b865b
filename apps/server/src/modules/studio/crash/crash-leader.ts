import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { isConnectionLoss } from '../../../db/connection-loss';
import { connectionSettings } from '../../../db/database';

/** The advisory lock (two int4 keys) whose holder runs the crash rounds: 'CRSH', loop 1. */
export const CRASH_LOCK_KEYS = [0x43525348, 1] as const;

/**
 * Which server process runs the crash rounds: the one holding a session-level PostgreSQL advisory
 * lock on its own connection. The lock lives as long as that connection, so when the leader's
 * process dies (or its connection does) PostgreSQL releases it and the next process that asks
 * gets it. Each check also pings the connection, so a leader that lost it stops within one step.
 */
export class CrashLeadership {
  private client: pg.Client | undefined;
  private leading = false;
  /** The database's loss is logged once, not at every follower's retry. */
  private lossLogged = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  /** True while this process holds the lock: acquired now, or still held (checked on the connection). */
  async check(): Promise<boolean> {
    try {
      const client = await this.connection();
      this.lossLogged = false;
      if (this.leading) {
        await client.query('select 1');
        return true;
      }
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
        ...CRASH_LOCK_KEYS,
      ]);
      this.leading = rows[0]?.ok === true;
      if (this.leading) this.log.info('crash rounds: this process leads');
      return this.leading;
    } catch (err) {
      if (!isConnectionLoss(err)) this.log.warn({ err }, 'crash leader connection failed');
      else if (!this.lossLogged) this.log.warn('crash leader: database unreachable; asking again');
      this.lossLogged = isConnectionLoss(err);
      await this.drop();
      return false;
    }
  }

  /** Lets another process lead (closing the connection releases the lock). */
  async release(): Promise<void> {
    await this.drop();
  }

  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client(connectionSettings(this.connectionString));
    client.on('error', () => undefined);
    client.on('end', () => {
      if (this.client === client) {
        this.client = undefined;
        this.leading = false;
      }
    });
    await client.connect();
    this.client = client;
    return client;
  }

  private async drop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    this.leading = false;
    await client?.end().catch(() => undefined);
  }
}

import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { type LockSpace, lockKeys } from './advisory-locks';
import { isConnectionLoss } from './connection-loss';
import { connectionSettings } from './database';

export type LeaderElectionOptions = {
  connectionString: string;
  /** The lock whose holder leads, from the registry (advisory-locks.ts). */
  lock: { space: LockSpace; id: number };
  /** Names the loop in the log: "<name>: this process leads". */
  name: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

/**
 * Which server process runs a loop that must run once for the whole platform (the crash rounds, a
 * lottery's draws): the one holding a session-level PostgreSQL advisory lock on its own
 * connection. The lock lives as long as that connection, so when the leader's process dies (or its
 * connection does) PostgreSQL releases it and the next process that asks gets it. Each check also
 * pings the connection, so a leader that lost it stops within one step.
 */
export class LeaderElection {
  private client: pg.Client | undefined;
  private leading = false;
  /** The database's loss is logged once, not at every follower's retry. */
  private lossLogged = false;
  private readonly keys: readonly [number, number];

  constructor(private readonly options: LeaderElectionOptions) {
    this.keys = lockKeys(options.lock.space, options.lock.id);
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** True while this process holds the lock: acquired now, or still held (checked on the connection). */
  async check(): Promise<boolean> {
    const { name, log } = this.options;
    try {
      const client = await this.connection();
      this.lossLogged = false;
      if (this.leading) {
        await client.query('select 1');
        return true;
      }
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [...this.keys]);
      this.leading = rows[0]?.ok === true;
      if (this.leading) log.info(`${name}: this process leads`);
      return this.leading;
    } catch (err) {
      if (!isConnectionLoss(err)) log.warn({ err }, `${name}: leader connection failed`);
      else if (!this.lossLogged) log.warn(`${name}: database unreachable for the leader; asking again`);
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
    const client = new pg.Client(connectionSettings(this.options.connectionString));
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

import { isConnectionLoss, lossReason } from './connection-loss';

export type DatabaseHealthReport =
  | { database: 'up' }
  | {
      database: 'down';
      /** When this process first failed to reach it, ISO 8601. */
      since: string;
      reason: string;
      /** Set with the embedded PostgreSQL: its supervisor is starting it again. */
      embedded?: 'restarting';
    };

/**
 * What this process knows about its database: reachable, or unreachable since when and why. Fed by
 * the failures the error handler and /healthz see and by every successful connection; read by
 * /healthz. Nothing here decides anything: requests still try the database and fail fast.
 */
export class DatabaseHealth {
  private downSince: Date | undefined;
  private reason = '';
  private restartingEmbedded = false;

  /** Records a failure if it is a lost connection; says whether it was one. */
  failed(error: unknown): boolean {
    if (!isConnectionLoss(error)) return false;
    if (!this.downSince) this.downSince = new Date();
    this.reason = lossReason(error);
    return true;
  }

  reached(): void {
    this.downSince = undefined;
  }

  /** The embedded PostgreSQL died and is being started again (or is running again). */
  embeddedRestarting(restarting: boolean): void {
    this.restartingEmbedded = restarting;
    if (restarting && !this.downSince) {
      this.downSince = new Date();
      this.reason = 'embedded PostgreSQL stopped';
    }
  }

  report(): DatabaseHealthReport {
    if (!this.downSince) return { database: 'up' };
    return {
      database: 'down',
      since: this.downSince.toISOString(),
      reason: this.reason,
      ...(this.restartingEmbedded && { embedded: 'restarting' as const }),
    };
  }
}

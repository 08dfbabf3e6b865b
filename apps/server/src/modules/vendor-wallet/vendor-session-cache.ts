import type { Db } from '../../db/database';
import type { Notifications } from '../../db/notification-listener';
import { NotifiedCache } from '../../db/notified-cache';
import { ApiError } from '../../http/envelope';
import type { SessionCache } from '../sessions/session-cache';
import { hashToken } from './vendor-launch';
import {
  findVendorSessionRow,
  touchVendorSession,
  type VendorSession,
  type VendorSessionConfig,
  type VendorSessionRow,
} from './vendor-session-service';

/** Notified when a game session is shortened or removed (migration 0030); the payload is its hash. */
export const VENDOR_SESSION_CHANNEL = 'vendor_session_changed';
/** A busy game records its session's use at most this often. */
const TOUCH_INTERVAL_MS = 60_000;
/** Game sessions kept per process; the oldest goes first. */
const MAX_ENTRIES = 50_000;

/**
 * The game sessions vendors' wallet calls name, kept per process so that a call costs no round
 * trip to find its session (decision 0037). What a session promises holds on every process:
 * - the web session that launched it ending (logout, password change, the back office) ends it too:
 *   at once in the process where it ended, and in every other on the sessions' notification;
 * - a session shortened or removed by hand is notified too (migration 0030);
 * - the absolute end is checked on every use; the idle time runs from the last use, recorded at most
 *   once a minute, and a session that looks idle here is read again from the database, where another
 *   process may have recorded a later use;
 * - while this process does not listen, nothing is kept (db/notified-cache.ts).
 */
export class VendorSessionCache {
  private readonly sessions: NotifiedCache<VendorSessionRow>;

  constructor(
    private readonly db: Db,
    private readonly config: VendorSessionConfig,
    notifications: Notifications,
    /**
     * The web sessions: each one this process drops (ended here, or notified from elsewhere) drops
     * the game sessions it launched. Both caches hear on the process's one connection, so they
     * lose it, and stop keeping anything, together.
     */
    webSessions: SessionCache,
  ) {
    this.sessions = new NotifiedCache<VendorSessionRow>({
      notifications,
      channel: VENDOR_SESSION_CHANNEL,
      onNotification: (sessionHash) => this.sessions.delete(sessionHash),
      maxEntries: MAX_ENTRIES,
    });
    webSessions.onForget((ended) =>
      this.sessions.deleteWhere((s) =>
        'tokenHash' in ended ? s.launchedBy === ended.tokenHash : s.memberId === ended.memberId,
      ),
    );
  }

  start(): Promise<void> {
    return this.sessions.start();
  }

  close(): Promise<void> {
    return this.sessions.close();
  }

  /**
   * The session a callback names, live or not (credits and rollbacks work on ended sessions).
   * UNAUTHORIZED when the vendor at this brand has no such session, or it is another player's.
   */
  async find(merchantId: number, vendor: string, ids: { sessionId: string; playerId: string }): Promise<VendorSession> {
    const sessionHash = hashToken(ids.sessionId);
    const kept = this.sessions.peek(sessionHash);
    // Idle by what this process saw: another process may have seen a later use.
    if (kept && this.looksIdle(kept)) this.sessions.delete(sessionHash);
    const row = await this.sessions.get(sessionHash, () => findVendorSessionRow(this.db, sessionHash));
    // Looked up by hash alone (the unique index), then held to this brand, vendor and player.
    if (!row || row.merchantId !== merchantId || row.vendor !== vendor || row.playerId !== ids.playerId) {
      throw new ApiError('UNAUTHORIZED');
    }
    return {
      id: row.id,
      player: { merchantId, vendor, memberId: row.memberId, currency: row.currency },
      playerId: row.playerId,
      trial: row.trial,
      live: row.expiresAt.getTime() > Date.now() && !row.launchRevoked && !this.looksIdle(row),
      sessionHash,
      lastSeenAt: row.lastSeenAt,
    };
  }

  /** A balance or debit needs a live session, and keeps it alive. */
  async requireLive(session: VendorSession): Promise<void> {
    if (!session.live) throw new ApiError('SESSION_EXPIRED');
    const kept = this.sessions.peek(session.sessionHash);
    if (Date.now() - (kept ?? session).lastSeenAt.getTime() <= TOUCH_INTERVAL_MS) return;
    await touchVendorSession(this.db, session.id);
    if (kept) kept.lastSeenAt = new Date();
  }

  private looksIdle(row: VendorSessionRow): boolean {
    return Date.now() - row.lastSeenAt.getTime() > this.config.SESSION_IDLE_MINUTES * 60_000;
  }
}

import type { Db } from '../../db/database';
import type { Notifications } from '../../db/notification-listener';
import { NotifiedCache } from '../../db/notified-cache';
import { ApiError } from '../../http/envelope';
import { findAndTouchSession, type SessionRow, touchSession } from './session-repository';
import type { SessionConfig } from './session-service';
import { hashSessionToken } from './session-token';

export type { SessionRow };

/**
 * Notified when a member session ends or what it says of its caller changes (migration 0026): the
 * payload is the session's token hash, or `member:<id>` for every session of a member.
 */
const MEMBER_SESSION_CHANNEL = 'member_session_ended';
/** A cached session's use is written to the database at most this often (its idle time moves with it). */
export const TOUCH_INTERVAL_MS = 60_000;
/** Sessions kept per process; the oldest goes first (it is read again from the database if still used). */
const MAX_ENTRIES = 50_000;

type Entry = { row: SessionRow; lastUsedMs: number; writtenMs: number };

/** A session that ended (by its token's hash), or every session of a member. */
export type SessionEnd = { tokenHash: string } | { memberId: number };

/**
 * The live sessions this process has verified, so that an authenticated request costs no database
 * round trip. What sessions promise holds on every process:
 * - whatever ends a session (logout, password change, the back office, by hand) or changes what it
 *   says of its caller notifies every process after its commit (migration 0026), and each drops
 *   it: within milliseconds, well inside a second;
 * - while this process does not listen (connecting, connection lost) nothing is cached and every
 *   lookup reads the database, so a missed notification cannot leave an ended session usable;
 * - the absolute lifetime is checked on every use; the idle time runs from the last use, written
 *   at most once a minute, and a session that looks idle here is read again from the database,
 *   where another process may have recorded a later use.
 */
export class SessionCache {
  private readonly entries: NotifiedCache<Entry>;
  private readonly endListeners = new Set<(ended: SessionEnd) => void>();

  constructor(
    private readonly db: Db,
    private readonly config: SessionConfig,
    notifications: Notifications,
    /** Milliseconds since the epoch; tests move it on instead of waiting half an hour. */
    private readonly clock: () => number = Date.now,
  ) {
    this.entries = new NotifiedCache<Entry>({
      notifications,
      channel: MEMBER_SESSION_CHANNEL,
      maxEntries: MAX_ENTRIES,
      onNotification: (payload) => {
        if (payload.startsWith('member:')) this.forgetMember(Number(payload.slice('member:'.length)));
        else this.forgetToken(payload);
      },
    });
  }

  start(): Promise<void> {
    return this.entries.start();
  }

  close(): Promise<void> {
    return this.entries.close();
  }

  /**
   * The live session of a token at this brand, or a refusal: an unknown or revoked token (logged
   * out, password changed) asks for a login; one past its idle or absolute lifetime says it expired.
   */
  async lookup(merchantId: number, token: string | undefined): Promise<SessionRow> {
    if (!token) throw new ApiError('LOGIN_REQUIRED');
    const tokenHash = hashSessionToken(token);
    const now = this.clock();
    const hit = this.entries.peek(tokenHash);
    if (hit && hit.row.merchantId === merchantId && this.isLive(hit, now)) {
      hit.lastUsedMs = now;
      if (now - hit.writtenMs >= TOUCH_INTERVAL_MS) {
        hit.writtenMs = now;
        await touchSession(this.db, hit.row.sessionId, new Date(now));
      }
      return hit.row;
    }
    if (hit) this.entries.delete(tokenHash);
    const loaded = await this.entries.get(tokenHash, () => this.load(tokenHash, merchantId, now));
    return (loaded as Entry).row;
  }

  /** Drops an ended session (by its token's hash); the next use reads the database. */
  forgetToken(tokenHash: string): void {
    this.entries.delete(tokenHash);
    for (const listener of this.endListeners) listener({ tokenHash });
  }

  /** Drops every session of a member. */
  forgetMember(memberId: number): void {
    this.entries.deleteWhere((entry) => entry.row.memberId === memberId);
    for (const listener of this.endListeners) listener({ memberId });
  }

  /**
   * Told of every session this process drops, whether it ended here (at once) or in another process
   * (on its notification): for what a session launched, the game sessions of the vendor wallet.
   */
  onForget(listener: (ended: SessionEnd) => void): void {
    this.endListeners.add(listener);
  }

  private isLive(entry: Entry, now: number): boolean {
    return entry.row.expiresAt.getTime() > now && now - entry.lastUsedMs < this.config.SESSION_IDLE_MINUTES * 60_000;
  }

  /** The session from the database, marked seen now; a refusal keeps nothing. */
  private async load(tokenHash: string, merchantId: number, nowMs: number): Promise<Entry> {
    const now = new Date(nowMs);
    const idleSeconds = this.config.SESSION_IDLE_MINUTES * 60;
    const session = await findAndTouchSession(this.db, { tokenHash, merchantId, now, idleSeconds });
    if (!session || session.revokedAt) throw new ApiError('LOGIN_REQUIRED');
    // Not revoked here: the timestamps already say it, and every later call keeps answering SESSION_EXPIRED.
    if (session.expiresAt.getTime() <= nowMs || nowMs - session.lastSeenAt.getTime() >= idleSeconds * 1000) {
      throw new ApiError('SESSION_EXPIRED');
    }
    return { row: session, lastUsedMs: nowMs, writtenMs: nowMs };
  }
}

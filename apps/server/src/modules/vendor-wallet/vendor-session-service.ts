import { randomBytes } from 'node:crypto';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type { VendorAuthenticateValue } from '@platform/contracts/vendor-wallet';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { cashBalanceSql } from '../ledger/ledger-reads';
import { sessionRevokedSql } from '../sessions/session-reads';
import { hashToken } from './vendor-launch';
import { consumeLaunchToken } from './vendor-launch-token-repository';
import { playerIdOf } from './vendor-player-service';
import type { WalletPlayer } from './vendor-wallet-service';
import { walletBalance } from './vendor-wallet-service';

/** The member session's lifetimes apply to a game session as well. */
export type VendorSessionConfig = { SESSION_IDLE_MINUTES: number; SESSION_MAX_HOURS: number };

/** A busy game touches its session at most this often. */
const TOUCH_INTERVAL_MS = 60_000;

export type VendorSession = {
  id: string;
  player: WalletPlayer;
  playerId: string;
  trial: boolean;
  /** Within its idle and absolute lifetimes. */
  live: boolean;
  lastSeenAt: Date;
  /** The member's cash balance (minor units), when the lookup asked for it. */
  balance?: bigint;
};

/**
 * Exchanges a one-time launch token for a wallet session (authenticate). The token is gone after
 * this, whether the rest succeeds or not: a launch URL opens one game session.
 */
export async function authenticate(
  db: Db,
  config: VendorSessionConfig,
  merchantId: number,
  vendor: string,
  launchToken: string,
): Promise<VendorAuthenticateValue> {
  const grant = await consumeLaunchToken(db, merchantId, vendor, hashToken(launchToken));
  if (!grant) throw new ApiError('LAUNCH_TOKEN_INVALID');
  const playerId = await playerIdOf(db, merchantId, vendor, grant.memberId);
  const sessionId = randomBytes(32).toString('base64url');
  await db
    .insertInto('vendor_session')
    .values({
      session_hash: hashToken(sessionId),
      merchant_id: merchantId,
      vendor,
      member_id: grant.memberId,
      player_id: playerId,
      node_id: grant.nodeId,
      game_code: grant.gameCode,
      currency: grant.currency,
      language: grant.language,
      trial: grant.trial,
      member_session_id: grant.memberSessionId,
      expires_at: sql<Date>`now() + make_interval(hours => ${config.SESSION_MAX_HOURS})`,
    })
    .execute();
  // A trial plays with the vendor's play money: the member's real balance is none of its business.
  const balance = grant.trial ? 0n : await walletBalance(db, { merchantId, memberId: grant.memberId });
  return {
    sessionId,
    playerId,
    currency: grant.currency,
    language: grant.language,
    gameCode: grant.gameCode,
    trial: grant.trial,
    balance: toDecimalAmount(balance, currencyDigits(grant.currency)),
  };
}

/**
 * The session a callback names, live or not (credits and rollbacks work on expired sessions).
 * UNAUTHORIZED when the vendor at this brand has no such session, or it is another player's.
 */
export async function findVendorSession(
  db: Db,
  config: VendorSessionConfig,
  merchantId: number,
  vendor: string,
  ids: { sessionId: string; playerId: string },
  /** Reads the member's cash balance in the same round trip (the balance call). */
  options: { withBalance?: boolean } = {},
): Promise<VendorSession> {
  const row = await db
    .selectFrom('vendor_session')
    .select([
      'id',
      'merchant_id',
      'vendor',
      'member_id',
      'player_id',
      'currency',
      'trial',
      'last_seen_at',
      // Live: within its own lifetimes, and the web session that launched it not logged out or
      // revoked (its idle time does not count: the lobby sits idle while the member plays).
      sql<boolean>`expires_at > now() and last_seen_at > now() - make_interval(mins => ${config.SESSION_IDLE_MINUTES})
        and not ${sessionRevokedSql('vendor_session.member_session_id')}`.as('live'),
    ])
    .$if(options.withBalance === true, (q) =>
      q.select(cashBalanceSql(merchantId, sql.ref<number>('vendor_session.member_id')).as('balance')),
    )
    .where('session_hash', '=', hashToken(ids.sessionId))
    .executeTakeFirst();
  // Looked up by hash alone (the unique index), then held to this brand, vendor and player.
  if (!row || row.merchant_id !== merchantId || row.vendor !== vendor || row.player_id !== ids.playerId) {
    throw new ApiError('UNAUTHORIZED');
  }
  return {
    id: row.id,
    player: { merchantId, vendor, memberId: row.member_id, currency: row.currency },
    playerId: row.player_id,
    trial: row.trial,
    live: row.live,
    lastSeenAt: row.last_seen_at,
    ...('balance' in row && { balance: BigInt(row.balance as string) }),
  };
}

/** A balance or debit needs a live session, and keeps it alive. */
export async function requireLiveSession(db: Db, session: VendorSession): Promise<void> {
  if (!session.live) throw new ApiError('SESSION_EXPIRED');
  if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('vendor_session')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', session.id)
      .execute();
  }
}

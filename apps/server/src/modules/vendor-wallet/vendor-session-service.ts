import { randomBytes } from 'node:crypto';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type { VendorAuthenticateValue } from '@platform/contracts/vendor-wallet';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { sessionRevokedSql, sessionTokenHashSql } from '../sessions/session-reads';
import { hashToken } from './vendor-launch';
import { consumeLaunchToken } from './vendor-launch-token-repository';
import { playerIdOf } from './vendor-player-service';
import type { WalletPlayer } from './vendor-wallet-service';
import { walletBalance } from './vendor-wallet-service';

/** The member session's lifetimes apply to a game session as well. */
export type VendorSessionConfig = { SESSION_IDLE_MINUTES: number; SESSION_MAX_HOURS: number };

export type VendorSession = {
  id: string;
  player: WalletPlayer;
  playerId: string;
  trial: boolean;
  /** Within its idle and absolute lifetimes, and the web session that launched it not ended. */
  live: boolean;
  sessionHash: string;
  lastSeenAt: Date;
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

/** A game session as stored, with what its liveness depends on. */
export type VendorSessionRow = {
  id: string;
  merchantId: number;
  vendor: string;
  memberId: number;
  playerId: string;
  currency: string;
  trial: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
  /** The token hash of the web session that launched it (null: gone, or launched without one). */
  launchedBy: string | null;
  /** That web session was logged out or revoked: the game session ended with it. */
  launchRevoked: boolean;
};

/** The session stored under a hash, whatever its state (credits and rollbacks work on ended sessions). */
export async function findVendorSessionRow(db: Db, sessionHash: string): Promise<VendorSessionRow | undefined> {
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
      'expires_at',
      'last_seen_at',
      sessionTokenHashSql('vendor_session.member_session_id').as('launched_by'),
      sessionRevokedSql('vendor_session.member_session_id').as('launch_revoked'),
    ])
    .where('session_hash', '=', sessionHash)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      merchantId: row.merchant_id,
      vendor: row.vendor,
      memberId: row.member_id,
      playerId: row.player_id,
      currency: row.currency,
      trial: row.trial,
      expiresAt: row.expires_at,
      lastSeenAt: row.last_seen_at,
      launchedBy: row.launched_by,
      launchRevoked: row.launch_revoked,
    }
  );
}

/** Records a use of a game session (its idle time runs from it). */
export async function touchVendorSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('vendor_session').set({ last_seen_at: sql<Date>`now()` }).where('id', '=', sessionId).execute();
}

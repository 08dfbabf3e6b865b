import { normalisePassword } from '@platform/contracts/password-rule';
import {
  ROLE_PERMISSIONS,
  STAFF_CHALLENGE_MINUTES,
  STAFF_IDLE_MINUTES,
  STAFF_LOCK_AFTER_FAILURES,
  STAFF_LOCK_MINUTES,
  STAFF_SESSION_MAX_HOURS,
  type StaffProfile,
  type StaffRole,
} from '@platform/contracts/staff';
import QRCode from 'qrcode';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { assertNewPassword } from '../accounts/new-password-rule';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';
import { acceptedTotpStep, newTotpSecret, totpFor } from '../accounts/totp';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { hashSessionToken, newSessionToken } from '../sessions/session-token';
import {
  acceptTotpStep,
  clearStaffFailures,
  deleteChallenges,
  deleteOtherSessionsOf,
  deleteSession,
  deleteSessionsOf,
  findChallenge,
  findLiveSession,
  findStaffByAccount,
  findStaffById,
  insertChallenge,
  insertStaffAccount,
  insertStaffSession,
  recordStaffFailure,
  type StaffAccountRow,
  setOwnPassword,
  touchSession,
} from './staff-repository';

/** A signed-in staff member as the guard admits it to a route. */
export type StaffCaller = {
  staffId: number;
  merchantId: number | null;
  account: string;
  displayName: string;
  role: StaffRole;
  idleExpiresAt: Date;
  tokenHash: string;
  /** The password was chosen by someone else: only the calls that change it serve this session. */
  mustChangePassword: boolean;
};

/** The idle timeout moves with use, but the session row is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

export async function createStaffAccount(
  db: Db,
  staff: {
    merchantId: number | null;
    account: string;
    displayName: string;
    role: StaffRole;
    password: string;
    totpSecret?: string | null;
    ipAllowList?: string[];
    /** A password shown to someone else (a one-time password): its holder must replace it first. */
    passwordMustChange?: boolean;
  },
): Promise<number> {
  return insertStaffAccount(db, { ...staff, passwordHash: await hashPassword(staff.password) });
}

function lockedFor(staff: StaffAccountRow): number {
  const ms = staff.locked_until ? staff.locked_until.getTime() - Date.now() : 0;
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The password step. Anything that is not an active staff account of this brand (or the platform
 * owner) with this password answers BAD_CREDENTIALS alike. A locked account answers ACCOUNT_LOCKED
 * without its password being checked, so guessing goes on paused, not in the dark. A right password
 * from an address outside the account's allow-list is refused without counting as a failure.
 */
export async function startStaffLogin(
  db: Db,
  input: { account: string; password: string; ip: string; merchantId: number; brandName: string },
) {
  const staff = await findStaffByAccount(db, input.account, input.ip);
  const usable =
    staff !== undefined &&
    staff.disabled_at === null &&
    (staff.merchant_id === null || staff.merchant_id === input.merchantId);
  if (usable && lockedFor(staff) > 0) throw new ApiError('ACCOUNT_LOCKED', { retryAfterSeconds: lockedFor(staff) });
  // Verified whatever the account, so the answer takes as long for an unknown one.
  const passwordOk = await verifyPassword(staff?.password_hash ?? null, input.password);
  if (!usable || !passwordOk) {
    if (usable) await recordStaffFailure(db, staff.id, STAFF_LOCK_AFTER_FAILURES, STAFF_LOCK_MINUTES);
    throw new ApiError('BAD_CREDENTIALS');
  }
  if (!staff.ip_allowed) throw new ApiError('IP_NOT_ALLOWED');

  const challenge = newSessionToken();
  const pendingSecret = staff.totp_secret ? null : newTotpSecret();
  await insertChallenge(db, {
    tokenHash: hashSessionToken(challenge),
    staffId: staff.id,
    pendingSecret,
    minutes: STAFF_CHALLENGE_MINUTES,
  });
  if (!pendingSecret) return { step: 'code' as const, challenge };
  const otpauthUri = totpFor(pendingSecret, `${input.brandName} back office`, staff.account).toString();
  return {
    step: 'enrol' as const,
    challenge,
    secret: pendingSecret,
    otpauthUri,
    qrCode: await QRCode.toDataURL(otpauthUri),
  };
}

/**
 * The second-factor step: a code of the authenticator (the one just enrolled, the first time). A
 * wrong code counts towards the lock like a wrong password; a code is accepted once only.
 */
export async function completeStaffLogin(db: Db, input: { challenge: string; code: string; ip: string }) {
  const challenge = await findChallenge(db, hashSessionToken(input.challenge));
  const staff = challenge && (await findStaffById(db, challenge.staff_id));
  if (!challenge || !staff || staff.disabled_at !== null) throw new ApiError('LOGIN_CHALLENGE_EXPIRED');
  if (lockedFor(staff) > 0) throw new ApiError('ACCOUNT_LOCKED', { retryAfterSeconds: lockedFor(staff) });
  const enrolling = staff.totp_secret === null;
  const secret = staff.totp_secret ?? challenge.pending_secret;
  if (!secret) throw new ApiError('LOGIN_CHALLENGE_EXPIRED');
  const lastStep = staff.totp_last_step === null ? null : Number(staff.totp_last_step);
  const step = acceptedTotpStep(secret, input.code, lastStep);
  if (step === null || !(await acceptTotpStep(db, staff.id, step, enrolling ? secret : null))) {
    await recordStaffFailure(db, staff.id, STAFF_LOCK_AFTER_FAILURES, STAFF_LOCK_MINUTES);
    throw new ApiError('SECOND_FACTOR_INVALID');
  }
  await clearStaffFailures(db, staff.id);
  await deleteChallenges(db, staff.id);
  const token = await issueStaffSession(db, staff.id, input.ip);
  return { token, staff: staffProfile(await staffOfToken(db, token, input.ip)) };
}

/** A new staff session's bearer token (the database keeps only its hash). */
export async function issueStaffSession(db: Db, staffId: number, ip: string): Promise<string> {
  const token = newSessionToken();
  await insertStaffSession(db, {
    tokenHash: hashSessionToken(token),
    staffId,
    ip,
    maxHours: STAFF_SESSION_MAX_HOURS,
  });
  return token;
}

/**
 * The staff member a bearer token belongs to, checked on every call against the database (staff
 * calls are few; a lock, a disabled account or an ended session takes effect on every process at
 * once): LOGIN_REQUIRED for no live session, IP_NOT_ALLOWED from an address the account refuses.
 */
export async function staffOfToken(db: Db, token: string | undefined, ip: string): Promise<StaffCaller> {
  if (!token) throw new ApiError('LOGIN_REQUIRED');
  const tokenHash = hashSessionToken(token);
  const row = await findLiveSession(db, tokenHash, STAFF_IDLE_MINUTES, ip);
  if (!row) throw new ApiError('LOGIN_REQUIRED');
  if (!row.ip_allowed) throw new ApiError('IP_NOT_ALLOWED');
  const lastSeen =
    Date.now() - row.last_seen_at.getTime() > TOUCH_EVERY_MS ? await touchSession(db, tokenHash) : row.last_seen_at;
  return {
    staffId: row.id,
    merchantId: row.merchant_id,
    account: row.account,
    displayName: row.display_name,
    role: row.role as StaffRole,
    idleExpiresAt: new Date(lastSeen.getTime() + STAFF_IDLE_MINUTES * 60_000),
    tokenHash,
    mustChangePassword: row.password_must_change,
  };
}

export function staffProfile(caller: StaffCaller): StaffProfile {
  return {
    id: caller.staffId,
    account: caller.account,
    displayName: caller.displayName,
    role: caller.role,
    merchantId: caller.merchantId,
    permissions: [...ROLE_PERMISSIONS[caller.role]],
    idleExpiresAt: caller.idleExpiresAt.toISOString(),
    mustChangePassword: caller.mustChangePassword,
  };
}

/**
 * The staff member's own new password, after the current one is proven (a wrong one counts
 * towards the lock, as at login). The rule is the members' (decision 0026) without a brand's
 * pattern; the staff member's other sessions end, this one goes on, and the change is audited
 * without either password.
 */
export async function changeOwnStaffPassword(
  db: Db,
  caller: StaffCaller,
  body: { currentPassword: string; newPassword: string },
  actor: AuditActor,
): Promise<StaffProfile> {
  await assertNewPassword([], 'newPassword', body.newPassword, caller.account);
  const staff = await findStaffById(db, caller.staffId);
  if (!staff || !(await verifyPassword(staff.password_hash, body.currentPassword))) {
    if (staff) await recordStaffFailure(db, staff.id, STAFF_LOCK_AFTER_FAILURES, STAFF_LOCK_MINUTES);
    throw new ApiError('OLD_PASSWORD_INCORRECT');
  }
  if (normalisePassword(body.newPassword) === normalisePassword(body.currentPassword)) {
    throw new ApiError('PASSWORD_REUSED');
  }
  const passwordHash = await hashPassword(body.newPassword);
  await db.transaction().execute(async (trx) => {
    await setOwnPassword(trx, staff.id, passwordHash);
    await deleteOtherSessionsOf(trx, staff.id, caller.tokenHash);
    await recordAudit(trx, actor, {
      merchantId: staff.merchant_id,
      action: 'staff.password-change',
      target: `staff:${staff.account}`,
      before: { mustChangePassword: staff.password_must_change },
      after: { mustChangePassword: false },
    });
  });
  await clearStaffFailures(db, staff.id);
  return staffProfile({ ...caller, mustChangePassword: false });
}

export async function endStaffSession(db: Db, caller: StaffCaller): Promise<void> {
  await deleteSession(db, caller.tokenHash);
}

/** Ends every session of a staff member (a lock, a password reset, a role change). */
export async function endAllStaffSessions(db: Db, staffId: number): Promise<void> {
  await deleteSessionsOf(db, staffId);
}

import { randomInt } from 'node:crypto';
import { pageValue } from '@platform/contracts/money-amount';
import type { StaffRole } from '@platform/contracts/staff';
import type { StaffCreateBody, StaffMember } from '@platform/contracts/staff-admin';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import {
  accountTaken,
  clearSecondFactor,
  findStaffMember,
  listStaffMembers,
  lockStaffMember,
  type StaffMemberRow,
  type StaffScope,
  setStaffDisabled,
  setStaffRole,
} from './staff-admin-repository';
import { deleteSessionsOf } from './staff-repository';
import { createStaffAccount, type StaffCaller } from './staff-service';

/**
 * Staff management. A brand's administrator manages the brand's staff; the platform owner manages
 * every account. Nobody acts on their own account (a slip would lock them out, or let them raise
 * themselves), only the owner opens or names an owner, and every change is audited.
 */

/** The caller's scope: the request's brand, or every account for the platform owner. */
export function scopeOf(caller: StaffCaller, merchantId: number): StaffScope {
  return caller.role === 'owner' ? 'all' : { merchantId };
}

function toStaffMember(row: StaffMemberRow): StaffMember {
  return {
    id: String(row.id),
    account: row.account,
    displayName: row.display_name,
    role: row.role as StaffRole,
    brand: row.brand,
    ipAllowList: row.ip_allow_list,
    locked: row.disabled_at !== null,
    lockedUntil: row.locked_until && row.locked_until > new Date() ? row.locked_until.toISOString() : null,
    secondFactorEnrolled: row.enrolled,
    liveSessions: Number(row.live_sessions),
    lastSeenAt: row.last_seen_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}

export async function staffMembers(
  db: Db,
  scope: StaffScope,
  query: { q?: string | undefined; pageNo: number; pageSize: number },
) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const { rows, total } = await listStaffMembers(db, scope, { q: query.q }, page);
  return pageValue(rows.map(toStaffMember), total, page);
}

/** Letters and digits without look-alikes (0/O, 1/l/I), so a password read off a screen is typed right. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const ONE_TIME_PASSWORD_LENGTH = 16;

export function oneTimePassword(): string {
  let password = '';
  for (let i = 0; i < ONE_TIME_PASSWORD_LENGTH; i++) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

const mayName = (caller: StaffCaller, role: StaffRole) => role !== 'owner' || caller.role === 'owner';

/**
 * Opens an account with a password shown once (the server keeps its hash). A brand role belongs
 * to the request's brand; an owner account (the owner only) to none. The second factor is enrolled
 * at the first login, as for every account.
 */
export async function createStaffMember(
  db: Db,
  caller: StaffCaller,
  merchantId: number,
  body: StaffCreateBody,
  actor: AuditActor,
): Promise<{ staff: StaffMember; oneTimePassword: string }> {
  if (!mayName(caller, body.role)) throw new ApiError('FORBIDDEN');
  if (await accountTaken(db, body.account)) throw new ApiError('USERNAME_TAKEN');
  const password = oneTimePassword();
  const brand = body.role === 'owner' ? null : merchantId;
  return db.transaction().execute(async (trx) => {
    let id: number;
    try {
      id = await createStaffAccount(trx, {
        merchantId: brand,
        account: body.account,
        displayName: body.displayName,
        role: body.role,
        password,
        ipAllowList: body.ipAllowList,
        passwordMustChange: true,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      // Two creations of one name at once: the unique index decides.
      if (code === '23505') throw new ApiError('USERNAME_TAKEN');
      // A network the database will not take as cidr (an address with bits beyond its mask).
      if (code === '22P02')
        throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.ipAllowList', rule: 'network' }] });
      throw error;
    }
    const staff = toStaffMember((await findStaffMember(trx, id)) as StaffMemberRow);
    await recordAudit(trx, actor, {
      merchantId: brand,
      action: 'staff.create',
      target: `staff:${body.account}`,
      after: { role: staff.role, displayName: staff.displayName, ipAllowList: staff.ipAllowList },
    });
    return { staff, oneTimePassword: password };
  });
}

export type StaffAction =
  | { kind: 'role'; role: StaffRole }
  | { kind: 'lock' }
  | { kind: 'unlock' }
  | { kind: 'reset-second-factor' }
  | { kind: 'end-sessions' };

const ACTION_NAMES: Record<StaffAction['kind'], string> = {
  role: 'staff.role',
  lock: 'staff.lock',
  unlock: 'staff.unlock',
  'reset-second-factor': 'staff.reset-second-factor',
  'end-sessions': 'staff.end-sessions',
};

/** A staff id as a path carries it; anything else is no account of ours. */
function staffIdOf(text: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new ApiError('ACCOUNT_NOT_FOUND');
  return Number(text);
}

/**
 * One change to another staff member's account, with its row locked and its audit entry in one
 * transaction. Each ends the account's sessions: a new role, a lock or a new authenticator takes
 * effect at once, and the console signs in again to read its new permissions.
 */
export async function actOnStaffMember(
  db: Db,
  caller: StaffCaller,
  scope: StaffScope,
  idText: string,
  action: StaffAction,
  actor: AuditActor,
): Promise<{ staff: StaffMember }> {
  const id = staffIdOf(idText);
  if (id === caller.staffId) throw new ApiError('FORBIDDEN');
  return db.transaction().execute(async (trx) => {
    const before = await lockStaffMember(trx, scope, id);
    if (!before) throw new ApiError('ACCOUNT_NOT_FOUND');
    const role = before.role as StaffRole;
    if (!mayName(caller, role)) throw new ApiError('FORBIDDEN');
    if (action.kind === 'role') {
      // An owner has no brand and a brand role has one: moving across is a new account, not a new role.
      if ((action.role === 'owner') !== (role === 'owner')) throw new ApiError('FORBIDDEN');
      await setStaffRole(trx, id, action.role);
    }
    if (action.kind === 'lock' || action.kind === 'unlock') await setStaffDisabled(trx, id, action.kind === 'lock');
    if (action.kind === 'reset-second-factor') await clearSecondFactor(trx, id);
    await deleteSessionsOf(trx, id);
    const after = toStaffMember((await findStaffMember(trx, id)) as StaffMemberRow);
    const previous = toStaffMember(before);
    await recordAudit(trx, actor, {
      merchantId: before.merchant_id,
      action: ACTION_NAMES[action.kind],
      target: `staff:${before.account}`,
      before: { role: previous.role, locked: previous.locked, secondFactorEnrolled: previous.secondFactorEnrolled },
      after: { role: after.role, locked: after.locked, secondFactorEnrolled: after.secondFactorEnrolled },
    });
    return { staff: after };
  });
}

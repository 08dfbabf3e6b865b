import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database';
import type { MemberTable } from '../../db/schema-accounts';
import { ApiError } from '../../http/envelope';
import { cashBalanceSql } from '../ledger/ledger-reads';
import { unreadMessagesSql } from '../member-messages/member-message-reads';

export type MemberRow = {
  id: number;
  merchant_id: number;
  account: string;
  type: number;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  mobile_dialing_code: string | null;
  password_hash: string | null;
  password_is_default: boolean;
  password_changed_at: Date;
  first_login_at: Date | null;
  failed_logins: number;
  locked_until: Date | null;
  vip_label_name: string | null;
  vip_level: number;
  icon: string | null;
};

export const MEMBER_COLUMNS = [
  'id',
  'merchant_id',
  'account',
  'type',
  'nickname',
  'email',
  'mobile',
  'mobile_dialing_code',
  'password_hash',
  'password_is_default',
  'password_changed_at',
  'first_login_at',
  'failed_logins',
  'locked_until',
  'vip_label_name',
  'vip_level',
  'icon',
] as const;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('member').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Accounts are unique per merchant regardless of case: 'Ali' and 'ali' are one account. */
export async function findMemberByMobile(db: Db, merchantId: number, mobile: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .select(MEMBER_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

/** The agent whose invitation code this is, or undefined (codes are case-insensitive). */
export async function findAgentByAffiliateCode(
  db: Db,
  merchantId: number,
  code: string,
  agentTypes: readonly number[],
): Promise<{ id: number } | undefined> {
  return db
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(affiliate_code)`, '=', code.toLowerCase())
    .where('type', 'in', [...agentTypes])
    .executeTakeFirst();
}

/** Which of these values another member of the merchant already holds (case-insensitive where typed). */
export async function takenIdentifiers(
  db: Db,
  merchantId: number,
  values: { account: string; email: string | null; mobile: string | null },
): Promise<{ account: boolean; email: boolean; mobile: boolean }> {
  const row = await db
    .selectFrom('member')
    .where('merchant_id', '=', merchantId)
    .select([
      sql<boolean>`coalesce(bool_or(lower(account) = ${values.account.toLowerCase()}), false)`.as('account'),
      sql<boolean>`coalesce(bool_or(lower(email) = ${values.email?.toLowerCase() ?? null}), false)`.as('email'),
      sql<boolean>`coalesce(bool_or(mobile = ${values.mobile}), false)`.as('mobile'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

const UNIQUE_CODES: Record<string, 'USERNAME_TAKEN' | 'EMAIL_TAKEN' | 'MOBILE_TAKEN'> = {
  member_account_key: 'USERNAME_TAKEN',
  member_email_key: 'EMAIL_TAKEN',
  member_mobile_key: 'MOBILE_TAKEN',
};

export type NewMember = Insertable<MemberTable>;

/**
 * Inserts a member. A registration that raced another for the same account, e-mail or mobile
 * loses on the unique index here and gets the same clear code as one that lost the pre-check.
 */
export async function insertMember(db: Db, member: NewMember): Promise<number> {
  try {
    const { id } = await db.insertInto('member').values(member).returning('id').executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    const constraint =
      (error as { code?: string; constraint?: string }).code === '23505'
        ? (error as { constraint?: string }).constraint
        : undefined;
    const code = constraint ? UNIQUE_CODES[constraint] : undefined;
    if (code) throw new ApiError(code);
    throw error;
  }
}

export async function isKnownIp(db: Db, memberId: number, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('member_known_ip')
    .select('ip')
    .where('member_id', '=', memberId)
    .where('ip', '=', ip)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rememberIp(db: Db, memberId: number, ip: string): Promise<void> {
  await db
    .insertInto('member_known_ip')
    .values({ member_id: memberId, ip })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function setPassword(db: Db, memberId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('member')
    .set({
      password_hash: passwordHash,
      password_is_default: false,
      password_changed_at: new Date(),
      failed_logins: 0,
      locked_until: null,
    })
    .where('id', '=', memberId)
    .execute();
}

export async function hasConfirmedTotp(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_totp')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

export async function passwordMaxAgeDays(db: Db, merchantId: number): Promise<number | null> {
  const row = await db
    .selectFrom('merchant_account_policy')
    .select('password_max_age_days')
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row?.password_max_age_days ?? null;
}

/**
 * The member with the main wallet's balance and the unread message count: what member info
 * answers, in one round trip (each module's part is its own SQL, embedded).
 */
export async function findMemberWithTotals(
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<(MemberRow & { cash: bigint; unread: number }) | undefined> {
  const row = await db
    .selectFrom('member')
    .select(MEMBER_COLUMNS)
    .select([cashBalanceSql(merchantId, memberId).as('cash'), unreadMessagesSql(merchantId, memberId).as('unread')])
    .where('id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return row && { ...row, cash: BigInt(row.cash), unread: Number(row.unread) };
}

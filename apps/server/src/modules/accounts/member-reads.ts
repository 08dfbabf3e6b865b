import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { MEMBER_COLUMNS, type MemberRow } from './member-repository';
import { verifyPassword } from './password-hashing';

/**
 * What other modules may know of a member, so that only accounts queries the member table. Some
 * reads are SQL expressions rather than functions: a list that shows each row's member account, or
 * a bet that checks the member's lock in the same statement that opens its round, would otherwise
 * pay a second round trip. Accounts keeps the SQL that names its table; the caller only embeds it.
 */

/** The member's login name, for a row whose member id is the column `memberIdColumn` ("o.member_id"). */
export function memberAccountSql(memberIdColumn: string): RawBuilder<string> {
  return sql<string>`(select account from member where id = ${sql.ref(memberIdColumn)})`;
}

/**
 * One row, `locked`: whether the member of this merchant is locked out now (no row when the member
 * is not of this merchant). For a CTE of the caller's statement.
 */
export function memberLockedSql(merchantId: number, memberId: number): RawBuilder<{ locked: boolean }> {
  return sql`select coalesce(locked_until > now(), false) as locked
      from member where id = ${memberId} and merchant_id = ${merchantId}`;
}

/**
 * Locks the member's row until the caller's transaction ends, without blocking the foreign keys
 * that point at it: serialises one member's changes to something counted per member.
 */
export async function lockMemberRow(trx: Db, memberId: number): Promise<void> {
  await trx.selectFrom('member').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
}

/** Whether `password` is the member's login password (false for a member without one). */
export async function isLoginPassword(db: Db, memberId: number, password: string): Promise<boolean> {
  const member = await db.selectFrom('member').select('password_hash').where('id', '=', memberId).executeTakeFirst();
  return Boolean(member?.password_hash && (await verifyPassword(member.password_hash, password)));
}

/** The member of this merchant with this login name (any case). */
export async function findMemberByAccount(db: Db, merchantId: number, account: string): Promise<MemberRow | undefined> {
  return db
    .selectFrom('member')
    .select(MEMBER_COLUMNS)
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(account)`, '=', account.toLowerCase())
    .executeTakeFirst();
}

/**
 * The other members of the merchant who registered or logged in from an address this member
 * registered or logged in from, as a JSON expression for a row of the caller's statement:
 * `{ count, accounts }`, the accounts the first `named` in order.
 */
export function sharedAddressMembersSql(
  merchantId: number,
  memberId: RawBuilder<number>,
  named: number,
): RawBuilder<{ count: number; accounts: string[] }> {
  return sql`(with mine as (
      select ip from member_known_ip where member_id = ${memberId}
      union select register_ip from member where id = ${memberId} and register_ip is not null
    ), others as (
      select m.id, m.account from member m
      where m.merchant_id = ${merchantId} and m.id <> ${memberId} and m.register_ip in (select ip from mine)
      union
      select m.id, m.account from member_known_ip k join member m on m.id = k.member_id
      where k.ip in (select ip from mine) and m.merchant_id = ${merchantId} and m.id <> ${memberId}
    )
    select json_build_object('count', count(*),
      'accounts', coalesce((array_agg(account order by account))[1:${named}], '{}'))
    from others)`;
}

import { isAgentType } from '@platform/contracts/account';
import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import type { PlayerProfile } from '@platform/contracts/players-admin';
import { sql } from 'kysely';
import { lockUntilCommit } from '../../db/advisory-locks';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { cashBalanceSql, memberAccountsSql } from '../ledger/ledger-reads';
import { hashPassword } from './password-hashing';
import { dropEmailedPasswords, newTemporaryPassword } from './password-reset-repository';

type Merchant = { id: number; currency: string };

/** The mobile as staff read it: the dialing code, a space, then the number as stored. */
const shownMobile = (row: { mobile: string | null; mobile_dialing_code: string | null }) =>
  row.mobile ? `${row.mobile_dialing_code ?? ''} ${row.mobile}`.trim() : null;

/**
 * The ids of the brand's members a search term finds, each kind of term its own indexed lookup
 * (an OR of them all would read every member of the brand), joined by UNION so a member found
 * twice is listed once. Which kinds a term can be follows from its shape:
 * - a whole number of up to 9 digits: a member id (member's primary key);
 * - any term: the start of an account name (member_account_prefix) and an e-mail (member_email_key);
 * - 6 digits or more, other characters ignored: the end of a mobile number (member_mobile_suffix);
 * - digits and dots or colons: an address the member registered from (member_register_ip) or
 *   logged in from (member_known_ip_ip).
 */
export function searchHits(merchantId: number, q: string) {
  const text = q.trim();
  const digits = text.replace(/\D/g, '');
  const ip = /^[0-9a-f.:]+$/i.test(text) && /[.:]/.test(text) ? text : null;
  const inBrand = sql`select id from member where merchant_id = ${merchantId}`;
  const branches = [
    sql`${inBrand} and lower(account) like ${`${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`,
    sql`${inBrand} and lower(email) = ${text.toLowerCase()}`,
  ];
  if (/^\d{1,9}$/.test(text)) branches.push(sql`${inBrand} and id = ${Number(text)}`);
  // A mobile ends with the digits when its reverse starts with theirs (digits need no escaping).
  if (digits.length >= 6) {
    branches.push(
      sql`${inBrand} and mobile is not null and reverse(mobile) like ${`${[...digits].reverse().join('')}%`}`,
    );
  }
  if (ip) {
    branches.push(sql`${inBrand} and register_ip = ${ip}`);
    branches.push(sql`select k.member_id from member_known_ip k join member m on m.id = k.member_id
      where k.ip = ${ip} and m.merchant_id = ${merchantId}`);
  }
  return sql.join(branches, sql` union `);
}

/**
 * What the back office reads and changes of a member. Search takes an id, the start of an account
 * name, a mobile number, an e-mail or an address the member logged in or registered from.
 */
export async function searchMembers(db: Db, merchant: Merchant, q: string, page: { pageNo: number; pageSize: number }) {
  const hits = searchHits(merchant.id, q);
  const [rows, count] = await Promise.all([
    db
      .selectFrom('member as m')
      .where('m.merchant_id', '=', merchant.id)
      .where('m.id', 'in', sql<number>`(select id from (${hits}) h)`)
      .select([
        'm.id',
        'm.account',
        'm.type',
        'm.mobile_dialing_code',
        'm.mobile',
        'm.email',
        'm.created_at',
        sql<boolean>`coalesce(m.locked_until > now(), false)`.as('locked'),
        cashBalanceSql(merchant.id, sql<number>`m.id`).as('cash'),
      ])
      .orderBy('m.id')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    sql<{ n: string }>`select count(*) as n from (${hits}) h`.execute(db),
  ]);
  const places = currencyDigits(merchant.currency);
  const list = rows.map((row) => ({
    id: String(row.id),
    account: row.account,
    type: row.type,
    mobile: shownMobile(row),
    email: row.email,
    cash: toDecimalAmount(BigInt(row.cash), places),
    locked: row.locked,
    registeredAt: row.created_at.toISOString(),
  }));
  return pageValue(list, Number(count.rows[0]?.n ?? 0), page);
}

export async function memberProfile(db: Db, merchant: Merchant, memberId: number): Promise<PlayerProfile | undefined> {
  const row = await db
    .selectFrom('member as m')
    .where('m.merchant_id', '=', merchant.id)
    .where('m.id', '=', memberId)
    .select([
      'm.id',
      'm.account',
      'm.type',
      'm.nickname',
      'm.mobile_dialing_code',
      'm.mobile',
      'm.email',
      'm.created_at',
      'm.locked_until',
      'm.register_ip',
      'm.register_domain',
      'm.first_login_at',
      'm.vip_level',
      sql<boolean>`coalesce(m.locked_until > now(), false)`.as('locked'),
      sql<string | null>`(select u.account from member u where u.id = m.upline_member_id)`.as('upline'),
      cashBalanceSql(merchant.id, memberId).as('cash'),
      memberAccountsSql(merchant.id, memberId).as('balances'),
      sql<{ ip: string; first_seen_at: string }[]>`coalesce((select json_agg(json_build_object(
          'ip', k.ip, 'first_seen_at', k.first_seen_at) order by k.first_seen_at desc)
        from member_known_ip k where k.member_id = m.id), '[]'::json)`.as('known_ips'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const places = currencyDigits(merchant.currency);
  return {
    id: String(row.id),
    account: row.account,
    type: row.type,
    nickname: row.nickname,
    mobile: shownMobile(row),
    email: row.email,
    cash: toDecimalAmount(BigInt(row.cash), places),
    locked: row.locked,
    lockedUntil: row.locked ? (row.locked_until?.toISOString() ?? null) : null,
    registeredAt: row.created_at.toISOString(),
    upline: row.upline,
    registerIp: row.register_ip,
    registerDomain: row.register_domain,
    firstLoginAt: row.first_login_at?.toISOString() ?? null,
    vipLevel: row.vip_level,
    balances: row.balances.map((b) => ({ ...b, balance: toDecimalAmount(BigInt(b.balance), places) })),
    knownIps: row.known_ips.map((k) => ({ ip: k.ip, firstSeenAt: new Date(k.first_seen_at).toISOString() })),
  };
}

/**
 * Locks a member for `days` ('until-unlocked': a hundred years), or unlocks (null); the member's
 * own login refuses a locked account.
 */
export async function setMemberLock(
  trx: Db,
  merchantId: number,
  memberId: number,
  days: number | 'until-unlocked' | null,
) {
  const value =
    days === null ? null : sql<Date>`now() + ${days === 'until-unlocked' ? 36_500 : days} * interval '1 day'`;
  const result = await trx
    .updateTable('member')
    .set({ locked_until: value, ...(days === null && { failed_logins: 0 }) })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Replaces the member's password with a temporary one staff hand over: marked as a default
 * password, so the login that uses it must set a new one first (login-completion.ts). Every
 * e-mailed temporary password goes too. The lock, if any, stays: unlocking is a decision of its own.
 */
export async function setTemporaryPassword(trx: Db, merchantId: number, memberId: number): Promise<string> {
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const result = await trx
    .updateTable('member')
    .set({ password_hash: passwordHash, password_is_default: true, password_changed_at: new Date(), failed_logins: 0 })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new ApiError('ACCOUNT_NOT_FOUND');
  await dropEmailedPasswords(trx, memberId);
  return temporaryPassword;
}

/** Forgets the member's authenticator app (one being set up too); true when one was confirmed. */
export async function removeAuthenticator(trx: Db, merchantId: number, memberId: number): Promise<boolean> {
  const removed = await trx
    .deleteFrom('member_totp')
    .where('member_id', '=', memberId)
    .where('member_id', 'in', (eb) => eb.selectFrom('member').select('id').where('merchant_id', '=', merchantId))
    .returning('confirmed_at')
    .execute();
  return removed.some((row) => row.confirmed_at !== null);
}

type UplineRefusal = 'not_found' | 'not_an_agent' | 'cycle';

/**
 * Moves the member under another agent of the same brand, named by account. Refused: no such
 * account in the brand, an account that is no agent, and an agent at or below the member in the tree (the line would loop).
 * Answers the upline's account before and after, for the audit entry.
 */
export async function changeUpline(
  trx: Db,
  merchantId: number,
  memberId: number,
  agentAccount: string,
): Promise<{ before: string | null; after: string } | UplineRefusal> {
  // One move at a time per brand: two moves checked side by side could each pass and together loop.
  await lockUntilCommit(trx, 'agentTree', merchantId);
  // Staff know accounts, as the member types theirs at login: any case.
  const agent = await trx
    .selectFrom('member')
    .select(['id', 'account', 'type'])
    .where('merchant_id', '=', merchantId)
    .where(sql<string>`lower(account)`, '=', agentAccount.toLowerCase())
    .executeTakeFirst();
  if (!agent) return 'not_found';
  const agentId = agent.id;
  if (!isAgentType(agent.type)) return 'not_an_agent';
  // The agent's line up to the top: the member in it means the agent is the member or below it.
  const { rows } = await sql<{ id: number }>`
    with recursive line (id, upline, depth) as (
      select id, upline_member_id, 0 from member where id = ${agentId} and merchant_id = ${merchantId}
      union all
      select m.id, m.upline_member_id, line.depth + 1 from member m join line on m.id = line.upline
        where m.merchant_id = ${merchantId} and line.depth < 1000
    )
    select id from line where id = ${memberId}
  `.execute(trx);
  if (rows.length > 0) return 'cycle';
  const before = await trx
    .selectFrom('member as m')
    .leftJoin('member as u', 'u.id', 'm.upline_member_id')
    .select('u.account')
    .where('m.merchant_id', '=', merchantId)
    .where('m.id', '=', memberId)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('member')
    .set({ upline_member_id: agentId })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .execute();
  return { before: before.account, after: agent.account };
}

/** Whether the member exists in this brand: every back-office read of a member asks this first. */
export async function isMemberOfBrand(db: Db, merchantId: number, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

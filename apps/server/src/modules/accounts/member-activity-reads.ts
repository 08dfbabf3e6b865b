import { pageValue } from '@platform/contracts/money-amount';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { countryOf } from '../region/region-rules';

/**
 * What the back office reads of a member's activity: the login history and the
 * addresses, browsers and device ids the member used, with how many other members of the brand used each.
 * Every read names the brand, so a member of another brand reads as nothing.
 */

type Page = { pageNo: number; pageSize: number };

/** Newest first, by the index member_login_member. */
export async function memberLogins(db: Db, merchantId: number, memberId: number, page: Page) {
  const base = db.selectFrom('member_login').where('merchant_id', '=', merchantId).where('member_id', '=', memberId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'at', 'ip', 'country', 'user_agent', 'success', 'failure'])
      .orderBy('id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const list = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    ip: row.ip,
    country: row.country,
    userAgent: row.user_agent,
    success: row.success,
    failure: row.failure,
  }));
  return pageValue(list, Number(count.n), page);
}

type SeenRow = { value: string; first_seen: Date; last_seen: Date | null; shared_with: string };
const seen = (row: SeenRow, country: string | null) => ({
  value: row.value,
  firstSeenAt: new Date(row.first_seen).toISOString(),
  lastSeenAt: row.last_seen ? new Date(row.last_seen).toISOString() : null,
  country,
  sharedWith: Number(row.shared_with),
});

/**
 * The addresses (logins, known addresses, the registration's) and browsers the member used, most
 * recent first, each with the number of other members of the brand seen with it: many accounts on
 * one address or browser is what multi-accounting looks like.
 */
export async function memberDevices(db: Db, merchantId: number, memberId: number) {
  const ips = await sql<SeenRow>`
    with mine as (
      select ip, at from member_login where merchant_id = ${merchantId} and member_id = ${memberId}
      union all
      select k.ip, k.first_seen_at from member_known_ip k
        join member m on m.id = k.member_id and m.merchant_id = ${merchantId}
        where k.member_id = ${memberId}
      union all
      select register_ip, created_at from member
        where id = ${memberId} and merchant_id = ${merchantId} and register_ip is not null
    ), seen as (
      select ip, min(at) as first_seen, max(at) as last_seen from mine group by ip
    )
    select s.ip as value, s.first_seen, s.last_seen, (
      select count(distinct other.member_id) from (
        select l.member_id from member_login l where l.merchant_id = ${merchantId} and l.ip = s.ip
        union all
        select k.member_id from member_known_ip k
          join member m on m.id = k.member_id and m.merchant_id = ${merchantId} where k.ip = s.ip
        union all
        select m.id from member m where m.merchant_id = ${merchantId} and m.register_ip = s.ip
      ) other where other.member_id <> ${memberId}
    ) as shared_with
    from seen s order by s.last_seen desc limit 100
  `.execute(db);
  const devices = await sql<SeenRow>`
    with seen as (
      select user_agent, min(at) as first_seen, max(at) as last_seen from member_login
        where merchant_id = ${merchantId} and member_id = ${memberId} and user_agent <> ''
        group by user_agent
    )
    select s.user_agent as value, s.first_seen, s.last_seen, (
      select count(distinct l.member_id) from member_login l
        where l.merchant_id = ${merchantId} and md5(l.user_agent) = md5(s.user_agent)
          and l.user_agent = s.user_agent and l.member_id <> ${memberId}
    ) as shared_with
    from seen s order by s.last_seen desc limit 100
  `.execute(db);
  const deviceIds = await sql<SeenRow>`
    with seen as (
      select device_id, min(at) as first_seen, max(at) as last_seen from member_login
        where merchant_id = ${merchantId} and member_id = ${memberId} and device_id is not null
        group by device_id
    )
    select s.device_id as value, s.first_seen, s.last_seen, (
      select count(distinct l.member_id) from member_login l
        where l.merchant_id = ${merchantId} and l.device_id = s.device_id and l.member_id <> ${memberId}
    ) as shared_with
    from seen s order by s.last_seen desc limit 100
  `.execute(db);
  return {
    ips: ips.rows.map((row) => seen(row, countryOf(row.value))),
    devices: devices.rows.map((row) => seen(row, null)),
    deviceIds: deviceIds.rows.map((row) => seen(row, null)),
  };
}

/**
 * The other members of the merchant who logged in (or tried to) with a device id this member
 * logged in with, as a JSON expression for a row of the caller's statement: `{ count, accounts }`,
 * the accounts the first `named` in order. The id is the browser's word: a hint, not a proof.
 */
export function sharedDeviceMembersSql(
  merchantId: number,
  memberId: RawBuilder<number>,
  named: number,
): RawBuilder<{ count: number; accounts: string[] }> {
  return sql`(with others as (
      select distinct m.id, m.account from member_login l join member m on m.id = l.member_id
      where l.merchant_id = ${merchantId} and l.member_id <> ${memberId} and l.device_id in (
        select device_id from member_login
        where merchant_id = ${merchantId} and member_id = ${memberId} and device_id is not null)
    )
    select json_build_object('count', count(*),
      'accounts', coalesce((array_agg(account order by account))[1:${named}], '{}'))
    from others)`;
}

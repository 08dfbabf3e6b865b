import { AGENT_TYPES } from '@platform/contracts/account';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The team module owns the upline/downline tree (who is whose agent): wallet's line transfers ask
 * it today; the agent centre, agent contracts and their settlements will grow it. The tree itself
 * is still the member row's upline_member_id (owned by accounts, read here by leave of the module
 * boundary test) until it needs a structure of its own.
 */

export type LineMember = { id: number; account: string };

/** Deep enough for any real agent tree; stops a corrupt cycle from walking forever. */
const MAX_LINE_DEPTH = 64;

/** The member's direct upline when that is an agent of the same merchant. */
export async function findUplineAgent(db: Db, merchantId: number, memberId: number): Promise<LineMember | undefined> {
  return db
    .selectFrom('member as m')
    .innerJoin('member as u', 'u.id', 'm.upline_member_id')
    .select(['u.id', 'u.account'])
    .where('m.id', '=', memberId)
    .where('m.merchant_id', '=', merchantId)
    .where('u.merchant_id', '=', merchantId)
    .where('u.type', 'in', [...AGENT_TYPES])
    .executeTakeFirst();
}

/**
 * The account (any case) when it sits anywhere below the agent in the agent's own tree, else
 * undefined. Walks up from the target, which costs the tree's depth rather than its size.
 */
export async function findInDownline(
  db: Db,
  merchantId: number,
  agentId: number,
  account: string,
): Promise<LineMember | undefined> {
  const { rows } = await sql<LineMember>`
    with recursive target as (
      select id, account, upline_member_id from member
      where merchant_id = ${merchantId} and lower(account) = ${account.toLowerCase()}
    ),
    above(id, depth) as (
      select upline_member_id, 1 from target
      union all
      select m.upline_member_id, a.depth + 1 from member m join above a on m.id = a.id
      where m.upline_member_id is not null and a.depth < ${MAX_LINE_DEPTH}
    )
    select t.id, t.account from target t
    where t.id <> ${agentId} and exists (select 1 from above where id = ${agentId})
  `.execute(db);
  return rows[0];
}

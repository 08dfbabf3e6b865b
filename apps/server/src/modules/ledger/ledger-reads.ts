import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The ledger's read functions for other modules: what they need to know about money without
 * querying the ledger tables themselves (balances and histories are in ledger-service.ts, the
 * records pages' postings in cash-posting-reads.ts).
 */

export type Turnover = { required: bigint; done: bigint; remaining: bigint };

/**
 * The turnover of a member's main wallet since an instant (reading only):
 * - required  = `depositMultiplier` x the DEPOSIT credits to the member's cash since then, rounded
 *   up to the minor unit (1.5 x 0.01 needs 0.02 of bets);
 * - done      = the BET debits of the member's cash since then: the seamless vendor wallet's debits
 *   (third-party vendors and the in-house studio alike) are such postings; a transfer-mode vendor's
 *   bets are made at the vendor, out of the sub-wallet, and are not seen here;
 * - remaining = max(0, required - done).
 * A reversed deposit or bet counts with its original's kind, so a reversal takes back what the
 * original added (a vendor's rollback, a refund of a cancelled round). `since` is a timestamptz in
 * PostgreSQL's text form (exact to the microsecond, which a Date is not); null is the beginning.
 */
export async function turnoverSince(
  db: Db,
  q: { merchantId: number; memberId: number; since: string | null; depositMultiplier: string },
): Promise<Turnover> {
  const { rows } = await sql<{ required: string; done: string }>`
    with moves as (
      select coalesce(original.kind, t.kind) as kind, p.amount
      from ledger_account a
      join ledger_posting p on p.account_id = a.id
      join ledger_transaction t on t.id = p.transaction_id
      left join ledger_transaction original on original.id = t.reverses_id
      where a.merchant_id = ${q.merchantId} and a.member_id = ${q.memberId} and a.kind = 'MEMBER_CASH'
        and t.created_at >= coalesce(${q.since}::timestamptz, '-infinity'::timestamptz)
    )
    select
      ceil(${q.depositMultiplier}::numeric * coalesce(sum(amount) filter (where kind = 'DEPOSIT'), 0))::bigint::text as required,
      (-coalesce(sum(amount) filter (where kind = 'BET'), 0))::text as done
    from moves
  `.execute(db);
  const required = BigInt(rows[0]?.required ?? '0');
  const done = BigInt(rows[0]?.done ?? '0');
  const remaining = required > done ? required - done : 0n;
  return { required: required > 0n ? required : 0n, done, remaining };
}

/**
 * The member's cash balance as an SQL expression (text, '0' for an account never used), for a
 * statement of another module that must answer with the balance its own transaction left without
 * a second round trip (the seamless wallet's recorded answer, its balance call). The member is an
 * id, or a column of the caller's statement (`sql.ref`). The ledger keeps the SQL that names its
 * tables; the caller only embeds it.
 */
export function cashBalanceSql(merchantId: number, memberId: number | RawBuilder<number>): RawBuilder<string> {
  return sql<string>`coalesce((select balance::text from ledger_account
    where member_id = ${memberId} and merchant_id = ${merchantId} and kind = 'MEMBER_CASH'), '0')`;
}

/**
 * Every account a member owns with its balance, as an SQL expression (a JSON array of
 * `{ kind, vendor, balance }`, balance as text; empty when none was used), for a statement of
 * another module that reads the member's wallet with its own settings in one round trip.
 */
export function memberAccountsSql(merchantId: number, memberId: number): RawBuilder<MemberAccountJson[]> {
  return sql<MemberAccountJson[]>`coalesce((select json_agg(json_build_object(
      'kind', kind, 'vendor', vendor, 'balance', balance::text))
    from ledger_account where merchant_id = ${merchantId} and member_id = ${memberId}), '[]'::json)`;
}

export type MemberAccountJson = { kind: string; vendor: string | null; balance: string };

/** The member's cash balance (minor units; an account never used reads 0). */
export async function cashBalance(db: Db, merchantId: number, memberId: number): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('member_id', '=', memberId)
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'MEMBER_CASH')
    .executeTakeFirst();
  return BigInt(row?.balance ?? '0');
}

/**
 * Whether an idempotency key has already taken effect. A retry of an acknowledged request must get
 * its first answer even if the rules changed since (vendor now under maintenance), so such checks
 * are skipped for it and the ledger decides: replay, or IDEMPOTENCY_CONFLICT for another body.
 */
export async function idempotencyKeyTaken(db: Db, merchantId: number, source: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('ledger_transaction')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('idempotency_source', '=', source)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A member's main-wallet signals for a withdrawal's risk hints, as a JSON expression for a row of
 * the caller's statement (`memberId` and `since` are its columns or values):
 * - `required` and `done`: the turnover since `since`, exactly as turnoverSince counts it;
 * - `netWin`: wins less bets within the last `recentHours` (negative when the member lost).
 * Amounts are minor units as text.
 */
export function memberMoneySignalsSql(q: {
  merchantId: number;
  memberId: RawBuilder<number>;
  since: RawBuilder<string | null>;
  depositMultiplier: RawBuilder<string>;
  recentHours: number;
}): RawBuilder<{ required: string; done: string; netWin: string }> {
  const recent = sql`now() - make_interval(hours => ${q.recentHours})`;
  const since = sql`coalesce(${q.since}::timestamptz, '-infinity'::timestamptz)`;
  return sql`(select json_build_object(
      'required', ceil(${q.depositMultiplier}::numeric
        * coalesce(sum(m.amount) filter (where m.kind = 'DEPOSIT' and m.at >= ${since}), 0))::bigint::text,
      'done', (-coalesce(sum(m.amount) filter (where m.kind = 'BET' and m.at >= ${since}), 0))::text,
      'netWin', coalesce(sum(m.amount) filter (where m.kind in ('BET', 'WIN') and m.at >= ${recent}), 0)::text)
    from (
      select coalesce(original.kind, t.kind) as kind, p.amount, t.created_at as at
      from ledger_account a
      join ledger_posting p on p.account_id = a.id
      join ledger_transaction t on t.id = p.transaction_id
      left join ledger_transaction original on original.id = t.reverses_id
      where a.merchant_id = ${q.merchantId} and a.member_id = ${q.memberId} and a.kind = 'MEMBER_CASH'
        and t.created_at >= least(${since}, ${recent})
    ) m)`;
}

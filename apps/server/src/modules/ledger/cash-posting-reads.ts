import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { TransactionKind, TransactionKindFilter } from './ledger-kinds';

/** Calendar days `from` to `to` (yyyy-MM-dd, both included) in an IANA time zone. */
export type DayRange = { from: string; to: string; timeZone: string };

/**
 * Reads a member's main-wallet (MEMBER_CASH) postings for the records pages (modules/records): the
 * ledger's read functions for them, so that no other module queries the ledger tables. Every query starts from the member's one cash account, then walks that account's
 * postings by the (account_id, id) index, so its cost follows the member's own history and never
 * the size of the merchant's.
 */

/**
 * The member's main-wallet account, or undefined when no money ever moved there. Looked up on its
 * own, so that the reads below hand PostgreSQL the account id as a value: planned against an
 * unknown id (a subquery), the planner assumes an average account's postings, which the house and
 * clearing accounts inflate, and may walk the whole posting table newest first instead. The same
 * round trip has PostgreSQL read the zone name, so a zone it does not know fails here for every
 * member, with or without an account.
 */
export function cashAccountQuery(db: Db, merchantId: number, memberId: number, timeZone: string) {
  // Spelled like the unique index ledger_account_key, so the lookup is one index probe.
  const account = db
    .selectFrom('ledger_account as a')
    .select('a.id')
    .where('a.merchant_id', '=', merchantId)
    .where('a.kind', '=', 'MEMBER_CASH')
    .where(sql<number>`coalesce(a.member_id, 0)`, '=', memberId)
    .where(sql<string>`coalesce(a.vendor, '')`, '=', '');
  return db.selectNoFrom([account.as('id'), sql<Date>`now() at time zone ${timeZone}`.as('zoneCheck')]);
}

export async function findCashAccountId(
  db: Db,
  merchantId: number,
  memberId: number,
  timeZone: string,
): Promise<string | undefined> {
  const row = await cashAccountQuery(db, merchantId, memberId, timeZone).executeTakeFirstOrThrow();
  return row.id ?? undefined;
}

/** A member's cash account and the range of calendar days to read. */
export type CashScope = { accountId: string; range: DayRange };

/** The first instant of `from` and the first instant after `to`, both calendar days in the zone. */
const rangeStart = (r: DayRange) => sql<Date>`((${r.from}::date)::timestamp at time zone ${r.timeZone})`;
const rangeEnd = (r: DayRange) => sql<Date>`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`;

function cashPostings(db: Db, s: CashScope) {
  return db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_transaction as t', 't.id', 'p.transaction_id')
    .where('p.account_id', '=', s.accountId)
    .where('t.created_at', '>=', rangeStart(s.range))
    .where('t.created_at', '<', rangeEnd(s.range));
}

function withKinds(db: Db, s: CashScope, filter: TransactionKindFilter) {
  const base = cashPostings(db, s);
  if (filter === null) return base;
  if ('include' in filter) return base.where('t.kind', 'in', filter.include);
  return base.where('t.kind', 'not in', filter.exclude);
}

export type CashMovementRow = {
  transactionId: string;
  kind: TransactionKind;
  createdAt: Date;
  amount: bigint;
  balanceAfter: bigint;
  memo: Record<string, unknown> | null;
};

type Page = { pageNo: number; pageSize: number };

/** The two reads of the account record, unexecuted: the index test explains exactly these. */
export function cashMovementQueries(db: Db, s: CashScope, filter: TransactionKindFilter, page: Page) {
  const base = withKinds(db, s, filter);
  return {
    page: base
      .select(['t.id', 't.kind', 't.created_at', 't.memo', 'p.amount', 'p.balance_after'])
      .orderBy('p.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    count: base.select((eb) => eb.fn.countAll<string>().as('n')),
  };
}

/** One page of movements, newest first, and how many there are in all. */
export async function cashMovements(
  db: Db,
  s: CashScope,
  filter: TransactionKindFilter,
  page: Page,
): Promise<{ rows: CashMovementRow[]; total: number }> {
  const queries = cashMovementQueries(db, s, filter, page);
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      transactionId: r.id,
      kind: r.kind,
      createdAt: r.created_at,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after),
      memo: r.memo,
    })),
  };
}

/** Sums of the movements per calendar day (in the range's zone) and transaction kind. */
export function dailySumsQuery(db: Db, s: CashScope) {
  const moves = cashPostings(db, s)
    .select([
      sql<string>`to_char(t.created_at at time zone ${s.range.timeZone}, 'YYYY-MM-DD')`.as('day'),
      't.kind',
      'p.amount',
    ])
    .as('m');
  return db
    .selectFrom(moves)
    .select(['m.day', 'm.kind', sql<string>`sum(m.amount)`.as('total')])
    .groupBy(['m.day', 'm.kind']);
}

export async function dailySumsByKind(
  db: Db,
  s: CashScope,
): Promise<{ day: string; kind: TransactionKind; total: bigint }[]> {
  const rows = await dailySumsQuery(db, s).execute();
  return rows.map((r) => ({ day: r.day, kind: r.kind, total: BigInt(r.total) }));
}

export type BonusRow = { transactionId: string; createdAt: Date; bonusKind: string | null; amount: bigint };

export function bonusQueries(db: Db, s: CashScope, kinds: readonly TransactionKind[], page: Page) {
  const base = cashPostings(db, s).where('t.kind', 'in', kinds);
  return {
    page: base
      .select(['t.id', 't.created_at', sql<string | null>`t.memo ->> 'bonusKind'`.as('bonusKind'), 'p.amount'])
      .orderBy('p.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    summary: base.select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`coalesce(sum(p.amount), 0)`.as('sum')]),
  };
}

/** One page of bonus credits, newest first, with their count and sum over the whole range. */
export async function bonusMovements(
  db: Db,
  s: CashScope,
  kinds: readonly TransactionKind[],
  page: Page,
): Promise<{ rows: BonusRow[]; total: number; sum: bigint }> {
  const queries = bonusQueries(db, s, kinds, page);
  const [rows, summary] = await Promise.all([queries.page.execute(), queries.summary.executeTakeFirstOrThrow()]);
  return {
    total: Number(summary.n),
    sum: BigInt(summary.sum),
    rows: rows.map((r) => ({
      transactionId: r.id,
      createdAt: r.created_at,
      bonusKind: r.bonusKind,
      amount: BigInt(r.amount),
    })),
  };
}

/**
 * The back office's statement of a member's main wallet (the contract path `playerStatement`): the
 * account record's walk, of one transaction kind or all, with the ledger's idempotency source and
 * key as the movement's reference. Unexecuted, for the plan test.
 */
export function statementQueries(db: Db, s: CashScope, kind: TransactionKind | undefined, page: Page) {
  const base = withKinds(db, s, kind ? { include: [kind] } : null);
  return {
    page: base
      .select([
        't.id',
        't.kind',
        't.created_at',
        't.idempotency_source',
        't.idempotency_key',
        'p.amount',
        'p.balance_after',
      ])
      .orderBy('p.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    count: base.select((eb) => eb.fn.countAll<string>().as('n')),
  };
}

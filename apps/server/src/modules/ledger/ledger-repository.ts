import { CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database';
import { preparedAs } from '../../db/prepared-statements';
import type { AccountKind, TransactionKind } from './ledger-kinds';

/**
 * One posting line with its account named by what it is (and, for a shared account, which of its
 * rows: migration 0019); the account row is found or created.
 */
export type PostingLine = {
  kind: AccountKind;
  memberId: number | null;
  vendor: string | null;
  shard: number;
  amount: bigint;
};

export type NewTransaction = {
  merchantId: number;
  kind: TransactionKind;
  source: string;
  key: string;
  requestHash: string;
  reversesId: string | null;
  memo: Record<string, unknown> | null;
  lines: PostingLine[];
};

/** Account id -> balance after the transaction. */
export type BalancesAfter = Record<string, bigint>;

function toBalances(pairs: [string, string][] | null): BalancesAfter {
  const out: BalancesAfter = {};
  for (const [id, balance] of pairs ?? []) out[id] = BigInt(balance);
  return out;
}

/**
 * The hot path, in one statement (one round trip, atomic on its own or inside a caller's
 * transaction), prepared once per connection: claim the idempotency key, move the balances of the
 * existing accounts, create the accounts used for the first time with the amount as their balance,
 * and write the postings with the balances after. The update takes the accounts' row locks in one
 * order every writer shares (by what the account is), so two writers never wait on each other
 * crosswise. A member balance going short fails the CHECK and takes the whole statement with it.
 * Answers null when the key was already taken (nothing else was written). Decision 0036 lists what
 * each part costs.
 */
const POST_TRANSACTION = `${preparedAs('ledger-post')}
  with tx as (
    insert into ledger_transaction
      (merchant_id, kind, idempotency_source, idempotency_key, request_hash, reverses_id, memo)
    values ($1, $2, $3, $4, $5, $6::bigint, $7::jsonb)
    on conflict (merchant_id, idempotency_source, idempotency_key) do nothing
    returning id
  ),
  input as (
    select i.kind, i.member_id, i.vendor, i.shard, i.amount
    from unnest($8::text[], $9::int[], $10::text[], $11::smallint[], $12::bigint[])
      as i(kind, member_id, vendor, shard, amount)
    where exists (select 1 from tx)
    order by i.kind, i.member_id, i.vendor, i.shard
  ),
  updated as (
    update ledger_account a set balance = a.balance + i.amount
    from input i
    where a.merchant_id = $1 and a.kind = i.kind
      and coalesce(a.member_id, 0) = coalesce(i.member_id, 0) and coalesce(a.vendor, '') = coalesce(i.vendor, '')
      and a.shard = i.shard
    returning a.id, a.balance, i.amount, i.kind, i.member_id, i.vendor, i.shard
  ),
  created as (
    insert into ledger_account (merchant_id, kind, member_id, vendor, shard, balance)
    select $1, i.kind, i.member_id, i.vendor, i.shard, i.amount
    from input i
    where not exists (
      select 1 from updated u where u.kind = i.kind
        and coalesce(u.member_id, 0) = coalesce(i.member_id, 0) and coalesce(u.vendor, '') = coalesce(i.vendor, '')
        and u.shard = i.shard
    )
    on conflict do nothing
    returning id, balance, balance as amount
  ),
  moved as (
    select id, balance, amount from updated
    union all
    select id, balance, amount from created
  ),
  posted as (
    insert into ledger_posting (transaction_id, account_id, amount, balance_after)
    select tx.id, m.id, m.amount, m.balance from moved m cross join tx
  )
  select
    (select id from tx) as transaction_id,
    -- An account another writer created after this statement's snapshot was neither updated nor
    -- created here: refuse everything (serialization failure) so the caller retries.
    ledger_expect(
      not exists (select 1 from tx) or (select count(*) from moved) = array_length($8::text[], 1),
      'ledger account created concurrently'
    ) as complete,
    (select json_agg(json_build_array(id::text, balance::text)) from moved) as balances`;

export async function insertTransaction(
  db: Db,
  t: NewTransaction,
): Promise<{ transactionId: string; balances: BalancesAfter } | null> {
  const { rows } = await db.executeQuery<{ transaction_id: string | null; balances: [string, string][] | null }>(
    CompiledQuery.raw(POST_TRANSACTION, [
      t.merchantId,
      t.kind,
      t.source,
      t.key,
      t.requestHash,
      t.reversesId,
      t.memo === null ? null : JSON.stringify(t.memo),
      t.lines.map((l) => l.kind),
      t.lines.map((l) => l.memberId),
      t.lines.map((l) => l.vendor),
      t.lines.map((l) => l.shard),
      t.lines.map((l) => l.amount.toString()),
    ]),
  );
  const row = rows[0];
  if (!row?.transaction_id) return null;
  return { transactionId: row.transaction_id, balances: toBalances(row.balances) };
}

/** The transaction that holds an idempotency key, with the balances its postings left. */
export async function findByIdempotency(
  db: Db,
  merchantId: number,
  source: string,
  key: string,
): Promise<{ transactionId: string; requestHash: string; balances: BalancesAfter } | undefined> {
  const { rows } = await sql<{ id: string; request_hash: string; balances: [string, string][] | null }>`
    select t.id, t.request_hash,
      json_agg(json_build_array(p.account_id::text, p.balance_after::text) order by p.id)
        filter (where p.id is not null) as balances
    from ledger_transaction t
    left join ledger_posting p on p.transaction_id = t.id
    where t.merchant_id = ${merchantId} and t.idempotency_source = ${source} and t.idempotency_key = ${key}
    group by t.id
  `.execute(db);
  const row = rows[0];
  return row && { transactionId: row.id, requestHash: row.request_hash, balances: toBalances(row.balances) };
}

/**
 * A transaction's posting lines, to build its reversal; empty when the merchant has no such one. The
 * reversal is posted like any transaction, so it books shared accounts on the same shard.
 */
export async function findLines(
  db: Db,
  merchantId: number,
  transactionId: string,
): Promise<Omit<PostingLine, 'shard'>[]> {
  const rows = await db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_transaction as t', 't.id', 'p.transaction_id')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .where('t.id', '=', transactionId)
    .where('t.merchant_id', '=', merchantId)
    .select(['a.kind', 'a.member_id', 'a.vendor', 'p.amount'])
    .orderBy('p.id')
    .execute();
  return rows.map((r) => ({ kind: r.kind, memberId: r.member_id, vendor: r.vendor, amount: BigInt(r.amount) }));
}

/** A house or clearing account's balance: the sum of its shards (an account never used reads 0). */
export async function sharedBalance(
  db: Db,
  merchantId: number,
  kind: AccountKind,
  vendor: string | null,
): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('balance'), eb.lit(0)).as('balance'))
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', kind)
    .where('member_id', 'is', null)
    .where(sql<string>`coalesce(vendor, '')`, '=', vendor ?? '')
    .executeTakeFirstOrThrow();
  return BigInt(row.balance);
}

/** A member's account: its vendor is set for MEMBER_VENDOR_WALLET only. */
export type MemberAccount = { kind: AccountKind; vendor: string | null; balance: bigint };

export async function memberBalances(db: Db, merchantId: number, memberId: number): Promise<MemberAccount[]> {
  const rows = await db
    .selectFrom('ledger_account')
    .where('merchant_id', '=', merchantId)
    .where('member_id', '=', memberId)
    .select(['kind', 'vendor', 'balance'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, vendor: r.vendor, balance: BigInt(r.balance) }));
}

export type HistoryFilter = { kinds?: TransactionKind[]; from?: Date; to?: Date; page: number; pageSize: number };

export type HistoryRow = {
  postingId: string;
  transactionId: string;
  transactionKind: TransactionKind;
  accountKind: AccountKind;
  amount: bigint;
  balanceAfter: bigint;
  memo: Record<string, unknown> | null;
  reversesId: string | null;
  createdAt: Date;
};

/** The member's postings, newest first; `from` inclusive, `to` exclusive. */
export async function memberHistory(
  db: Db,
  merchantId: number,
  memberId: number,
  f: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  let base = db
    .selectFrom('ledger_posting as p')
    .innerJoin('ledger_account as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transaction as t', 't.id', 'p.transaction_id')
    .where('a.merchant_id', '=', merchantId)
    .where('a.member_id', '=', memberId);
  if (f.kinds && f.kinds.length > 0) base = base.where('t.kind', 'in', f.kinds);
  if (f.from) base = base.where('t.created_at', '>=', f.from);
  if (f.to) base = base.where('t.created_at', '<', f.to);
  const [rows, count] = await Promise.all([
    base
      .select([
        'p.id as postingId',
        'p.transaction_id as transactionId',
        't.kind as transactionKind',
        'a.kind as accountKind',
        'p.amount',
        'p.balance_after',
        't.memo',
        't.reverses_id',
        't.created_at',
      ])
      .orderBy('p.id', 'desc')
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      postingId: r.postingId,
      transactionId: r.transactionId,
      transactionKind: r.transactionKind,
      accountKind: r.accountKind,
      amount: BigInt(r.amount),
      balanceAfter: BigInt(r.balance_after),
      memo: r.memo,
      reversesId: r.reverses_id,
      createdAt: r.created_at,
    })),
  };
}

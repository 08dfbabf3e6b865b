import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import {
  balancesOf,
  historyOf,
  type PostInput,
  postTransaction,
  reverseTransaction,
  SHARED_ACCOUNT_SHARDS,
  sharedAccountBalance,
} from './ledger-service';
import { createMember, ledgerInvariants, ledgerRowCounts, refusalOf } from './ledger-test-support';

let database: TestDatabase;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
});

afterAll(() => database.drop());

let keys = 0;
const nextKey = () => ({ source: 'test', key: `k${++keys}` });

function deposit(memberId: number, amount: bigint, idempotency = nextKey()): PostInput {
  return {
    merchantId,
    kind: 'DEPOSIT',
    idempotency,
    postings: [
      { account: { kind: 'PAYMENT_CLEARING' }, amount: -amount },
      { account: { kind: 'MEMBER_CASH', memberId }, amount },
    ],
  };
}

function bet(memberId: number, amount: bigint, idempotency = nextKey()): PostInput {
  return {
    merchantId,
    kind: 'BET',
    idempotency,
    postings: [
      { account: { kind: 'MEMBER_CASH', memberId }, amount: -amount },
      { account: { kind: 'HOUSE' }, amount },
    ],
  };
}

describe('ledger', () => {
  it('books different members on different rows of the house, whose balance is their sum; a reversal undoes its own row', async () => {
    // Two members whose ids fall on different shards: their bets do not wait on one row's lock.
    const first = await createMember(database.db, merchantId);
    let second = await createMember(database.db, merchantId);
    while (second % SHARED_ACCOUNT_SHARDS === first % SHARED_ACCOUNT_SHARDS) {
      second = await createMember(database.db, merchantId);
    }
    const houseBefore = await sharedAccountBalance(database.db, merchantId, { kind: 'HOUSE' });
    const houseRows = () =>
      database.db
        .selectFrom('ledger_account')
        .select(['shard', 'balance'])
        .where('merchant_id', '=', merchantId)
        .where('kind', '=', 'HOUSE')
        .where('shard', 'in', [first % SHARED_ACCOUNT_SHARDS, second % SHARED_ACCOUNT_SHARDS])
        .execute();
    const rowsBefore = new Map((await houseRows()).map((r) => [r.shard, BigInt(r.balance)]));
    for (const member of [first, second]) await postTransaction(database.db, deposit(member, 500n));
    await postTransaction(database.db, bet(first, 100n));
    const betOfSecond = await postTransaction(database.db, bet(second, 40n));

    const moved = (rows: { shard: number; balance: string }[]) =>
      Object.fromEntries(rows.map((r) => [r.shard, BigInt(r.balance) - (rowsBefore.get(r.shard) ?? 0n)]));
    expect(moved(await houseRows())).toEqual({
      [first % SHARED_ACCOUNT_SHARDS]: 100n,
      [second % SHARED_ACCOUNT_SHARDS]: 40n,
    });
    expect((await sharedAccountBalance(database.db, merchantId, { kind: 'HOUSE' })) - houseBefore).toBe(140n);

    await reverseTransaction(database.db, {
      merchantId,
      transactionId: betOfSecond.transactionId,
      idempotency: nextKey(),
    });
    expect(moved(await houseRows())).toEqual({
      [first % SHARED_ACCOUNT_SHARDS]: 100n,
      [second % SHARED_ACCOUNT_SHARDS]: 0n,
    });
    expect(await ledgerInvariants(database.db)).toMatchObject({ cachedBalancesOff: 0, unbalancedTransactions: 0 });
  });

  it('posts a deposit and a bet, and reads balances and history', async () => {
    const member = await createMember(database.db, merchantId);
    const first = await postTransaction(database.db, { ...deposit(member, 1000n), memo: { ref: 'bank-1' } });
    expect(first.replayed).toBe(false);
    expect(Object.values(first.balances).sort()).toEqual([-1000n, 1000n].sort());
    await postTransaction(database.db, bet(member, 300n));
    expect(await balancesOf(database.db, merchantId, member)).toEqual({
      cash: 700n,
      bonus: 0n,
      points: 0n,
      agentCommission: 0n,
    });

    const all = await historyOf(database.db, merchantId, member, { page: 1, pageSize: 10 });
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => [r.transactionKind, r.amount, r.balanceAfter])).toEqual([
      ['BET', -300n, 700n],
      ['DEPOSIT', 1000n, 1000n],
    ]);
    expect(all.rows[1]?.memo).toEqual({ ref: 'bank-1' });
    const deposits = await historyOf(database.db, merchantId, member, { kinds: ['DEPOSIT'], page: 1, pageSize: 10 });
    expect(deposits.total).toBe(1);
    const secondPage = await historyOf(database.db, merchantId, member, { page: 2, pageSize: 1 });
    expect(secondPage.rows.map((r) => r.transactionKind)).toEqual(['DEPOSIT']);
    const future = await historyOf(database.db, merchantId, member, {
      from: new Date(Date.now() + 3_600_000),
      page: 1,
      pageSize: 10,
    });
    expect(future.total).toBe(0);
  });

  it('refuses unbalanced, single-line, zero and malformed postings and writes nothing', async () => {
    const member = await createMember(database.db, merchantId);
    const before = await ledgerRowCounts(database.db);
    const cash = { kind: 'MEMBER_CASH' as const, memberId: member };
    const attempts: PostInput['postings'][] = [
      [
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -100n },
        { account: cash, amount: 99n },
      ],
      [{ account: cash, amount: 0n }],
      [
        { account: { kind: 'HOUSE' }, amount: 0n },
        { account: cash, amount: 0n },
      ],
      [
        { account: { kind: 'HOUSE' }, amount: -5n },
        { account: { kind: 'MEMBER_CASH' }, amount: 5n },
      ],
      [
        { account: { kind: 'HOUSE', memberId: member }, amount: -5n },
        { account: cash, amount: 5n },
      ],
      [
        { account: cash, amount: -5n },
        { account: cash, amount: 5n },
      ],
    ];
    for (const postings of attempts) {
      const code = await refusalOf(postTransaction(database.db, { ...deposit(member, 1n), postings }));
      expect(code).toBe('VALIDATION_FAILED');
    }
    expect(await ledgerRowCounts(database.db)).toEqual(before);
  });

  it('refuses an account of a member of another merchant or of no member', async () => {
    const code = await refusalOf(postTransaction(database.db, deposit(2_000_000_000, 5n)));
    expect(code).toBe('VALIDATION_FAILED');
  });

  it('refuses a debit beyond the member balance with INSUFFICIENT_FUNDS and writes nothing', async () => {
    const member = await createMember(database.db, merchantId);
    await postTransaction(database.db, deposit(member, 50n));
    const before = await ledgerRowCounts(database.db);
    const key = nextKey();
    expect(await refusalOf(postTransaction(database.db, bet(member, 51n, key)))).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerRowCounts(database.db)).toEqual(before);
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(50n);
    // A member account used for the first time by a debit is refused too.
    const fresh = await createMember(database.db, merchantId);
    expect(await refusalOf(postTransaction(database.db, bet(fresh, 1n)))).toBe('INSUFFICIENT_FUNDS');
    expect(await ledgerRowCounts(database.db)).toEqual(before);
    // The refused key did not take effect: once the money is there, the same request goes through.
    await postTransaction(database.db, deposit(member, 1n));
    expect((await postTransaction(database.db, bet(member, 51n, key))).replayed).toBe(false);
  });

  it('answers a replay with the first result and changes nothing', async () => {
    const member = await createMember(database.db, merchantId);
    const key = nextKey();
    const first = await postTransaction(database.db, deposit(member, 40n, key));
    await postTransaction(database.db, deposit(member, 2n));
    const before = await ledgerRowCounts(database.db);
    // The same request with lines in another order and a fresher memo is the same request.
    const again = deposit(member, 40n, key);
    const replay = await postTransaction(database.db, {
      ...again,
      postings: [...again.postings].reverse(),
      memo: { retry: true },
    });
    expect(replay).toEqual({ ...first, replayed: true });
    expect(await ledgerRowCounts(database.db)).toEqual(before);
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(42n);
  });

  it('refuses the same key with other parameters (IDEMPOTENCY_CONFLICT)', async () => {
    const member = await createMember(database.db, merchantId);
    const key = nextKey();
    await postTransaction(database.db, deposit(member, 40n, key));
    expect(await refusalOf(postTransaction(database.db, deposit(member, 41n, key)))).toBe('IDEMPOTENCY_CONFLICT');
    expect(await refusalOf(postTransaction(database.db, { ...deposit(member, 40n, key), kind: 'WIN' }))).toBe(
      'IDEMPOTENCY_CONFLICT',
    );
    // The key is per source: another source may use it.
    await postTransaction(database.db, deposit(member, 1n, { source: 'other', key: key.key }));
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(41n);
  });

  it('reverses a transaction once, by negated postings', async () => {
    const member = await createMember(database.db, merchantId);
    const dep = await postTransaction(database.db, deposit(member, 70n));
    const key = nextKey();
    const reversal = await reverseTransaction(database.db, {
      merchantId,
      transactionId: dep.transactionId,
      idempotency: key,
    });
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(0n);
    const lines = await historyOf(database.db, merchantId, member, { page: 1, pageSize: 10 });
    expect(lines.rows[0]).toMatchObject({ transactionKind: 'REVERSAL', amount: -70n, reversesId: dep.transactionId });
    // Same key: a replay. Another key: refused.
    const replay = await reverseTransaction(database.db, {
      merchantId,
      transactionId: dep.transactionId,
      idempotency: key,
    });
    expect(replay).toEqual({ ...reversal, replayed: true });
    const again = reverseTransaction(database.db, {
      merchantId,
      transactionId: dep.transactionId,
      idempotency: nextKey(),
    });
    expect(await refusalOf(again)).toBe('IDEMPOTENCY_CONFLICT');
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(0n);
    // Unknown or other merchant's transactions are not found.
    const unknown = reverseTransaction(database.db, {
      merchantId: merchantId + 1,
      transactionId: dep.transactionId,
      idempotency: nextKey(),
    });
    expect(await refusalOf(unknown)).toBe('NOT_FOUND');
  });

  it('refuses a reversal that would take a member below zero', async () => {
    const member = await createMember(database.db, merchantId);
    const dep = await postTransaction(database.db, deposit(member, 10n));
    await postTransaction(database.db, bet(member, 6n));
    const reversal = reverseTransaction(database.db, {
      merchantId,
      transactionId: dep.transactionId,
      idempotency: nextKey(),
    });
    expect(await refusalOf(reversal)).toBe('INSUFFICIENT_FUNDS');
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(4n);
  });

  it('makes the database refuse updates, deletes and unbalanced transactions written by hand', async () => {
    const member = await createMember(database.db, merchantId);
    const dep = await postTransaction(database.db, deposit(member, 10n));
    await expect(sql`update ledger_posting set amount = amount * 2`.execute(database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_posting`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`update ledger_transaction set kind = 'WIN'`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_transaction`.execute(database.db)).rejects.toThrow(/append-only/);
    await expect(
      sql`truncate ledger_posting, ledger_transaction, ledger_account`.execute(database.db),
    ).rejects.toThrow();
    // A posting's account exists for good: accounts are never deleted.
    await expect(sql`delete from ledger_account`.execute(database.db)).rejects.toThrow(/append-only/);

    const before = await ledgerRowCounts(database.db);
    const [accountId] = Object.keys(dep.balances);
    const handWritten = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        insert into ledger_transaction (merchant_id, kind, idempotency_source, idempotency_key, request_hash)
        values (${merchantId}, 'ADJUSTMENT', 'console', 'x1', 'x') returning id
      `.execute(trx);
      await sql`
        insert into ledger_posting (transaction_id, account_id, amount, balance_after)
        values (${rows[0]?.id}, ${accountId}, 5, 0)
      `.execute(trx);
    });
    await expect(handWritten).rejects.toThrow(/unbalanced/);
    expect(await ledgerRowCounts(database.db)).toEqual(before);
    expect(await ledgerInvariants(database.db)).toEqual({
      totalBalance: 0n,
      negativeMemberAccounts: 0,
      cachedBalancesOff: 0,
      unbalancedTransactions: 0,
    });
  });

  it('refuses hand-written postings that name an account of another brand or no transaction', async () => {
    const member = await createMember(database.db, merchantId);
    await postTransaction(database.db, deposit(member, 10n));
    const other = await createTestBrand(database.db, { code: 'OTHER', domains: ['other.test'] });
    const otherMember = await createMember(database.db, other.id);
    const otherDeposit = await postTransaction(database.db, { ...deposit(otherMember, 10n), merchantId: other.id });
    const [otherAccount] = Object.keys(otherDeposit.balances);
    const before = await ledgerRowCounts(database.db);
    const crossBrand = database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        insert into ledger_transaction (merchant_id, kind, idempotency_source, idempotency_key, request_hash)
        values (${merchantId}, 'ADJUSTMENT', 'console', 'x2', 'x') returning id
      `.execute(trx);
      await sql`
        insert into ledger_posting (transaction_id, account_id, amount, balance_after)
        values (${rows[0]?.id}, ${otherAccount}, 5, 15), (${rows[0]?.id}, ${otherAccount}, -5, 10)
      `.execute(trx);
    });
    await expect(crossBrand).rejects.toThrow(/no such merchant/);
    const noTransaction = sql`
      insert into ledger_posting (transaction_id, account_id, amount, balance_after)
      values (999999999, ${otherAccount}, 5, 15), (999999999, ${otherAccount}, -5, 10)
    `.execute(database.db);
    await expect(noTransaction).rejects.toThrow(/no such merchant/);
    expect(await ledgerRowCounts(database.db)).toEqual(before);
  });

  it('refuses a negative member balance written by hand', async () => {
    const member = await createMember(database.db, merchantId);
    await postTransaction(database.db, deposit(member, 10n));
    await expect(
      sql`update ledger_account set balance = -1 where member_id = ${member}`.execute(database.db),
    ).rejects.toThrow(/ledger_account_balance_non_negative/);
  });
});

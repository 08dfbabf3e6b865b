import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb, createPool } from '../../db/database';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { installBalanceAnnouncer } from './balance-announcements';
import { BALANCE_CHANNEL, BalanceAnnouncer } from './balance-announcer';
import { balancesOf, type PostInput, postTransaction, reverseTransaction, runMoneyTransaction } from './ledger-service';
import { createMember } from './ledger-test-support';

/**
 * What the live sockets of every server process hear from the ledger (channel member_balance):
 * each change once its commit succeeded, never a change that was rolled back, and no ledger write
 * inside a transaction that could not be announced.
 */
let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;
let listener: pg.Client;
/** Every payload heard, in order, and the waiters for the ones not heard yet. */
const heard: string[] = [];
const waiters: { key: string; resolve: () => void }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  // As app.ts does for the server's own handle.
  app = Fastify();
  installBalanceAnnouncer(app, database.db);
  listener = new pg.Client({ connectionString: database.url });
  listener.on('notification', ({ channel, payload }) => {
    if (channel !== BALANCE_CHANNEL || !payload) return;
    heard.push(payload);
    for (const w of waiters.filter((x) => x.key === payload)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  await listener.connect();
  await listener.query(`LISTEN ${BALANCE_CHANNEL}`);
});

afterAll(async () => {
  await app?.close();
  await listener?.end();
  await database?.drop();
});

const keyOf = (memberId: number) => `${merchantId}:${memberId}`;

function hear(memberId: number): Promise<void> {
  const key = keyOf(memberId);
  if (heard.includes(key)) return Promise.resolve();
  return new Promise((resolve) => waiters.push({ key, resolve }));
}

let serial = 0;
/** Money from the house: touches no account a concurrent deposit would lock. */
function adjustment(memberId: number, amount: bigint): PostInput {
  return {
    merchantId,
    kind: 'ADJUSTMENT',
    idempotency: { source: 'announce-test', key: `a${++serial}` },
    postings: [
      { account: { kind: 'HOUSE' }, amount: -amount },
      { account: { kind: 'MEMBER_CASH', memberId }, amount },
    ],
  };
}

function deposit(memberId: number, amount: bigint): PostInput {
  return {
    merchantId,
    kind: 'DEPOSIT',
    idempotency: { source: 'announce-test', key: `d${++serial}` },
    postings: [
      { account: { kind: 'PAYMENT_CLEARING' }, amount: -amount },
      { account: { kind: 'MEMBER_CASH', memberId }, amount },
    ],
  };
}

/**
 * Another member's change, announced and heard: everything announced before it has been heard by
 * now (one announcer, one statement at a time, notifications delivered in commit order).
 */
async function barrier(): Promise<void> {
  const member = await createMember(database.db, merchantId);
  await postTransaction(database.db, adjustment(member, 1n));
  await hear(member);
}

describe('balance announcements', () => {
  it('announces every member of a write on its own, once it has committed', async () => {
    const [from, to] = [await createMember(database.db, merchantId), await createMember(database.db, merchantId)];
    await postTransaction(database.db, deposit(from, 500n));
    await hear(from);
    await postTransaction(database.db, {
      merchantId,
      kind: 'TRANSFER_DOWNLINE',
      idempotency: { source: 'announce-test', key: `t${++serial}` },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId: from }, amount: -200n },
        { account: { kind: 'MEMBER_CASH', memberId: to }, amount: 200n },
      ],
    });
    await hear(to);
  });

  it('announces a change inside runMoneyTransaction only after the commit', async () => {
    const member = await createMember(database.db, merchantId);
    await runMoneyTransaction(database.db, async (trx) => {
      await postTransaction(trx, deposit(member, 300n));
      // Written, not committed: a change announced after this one is heard, this one is not.
      await barrier();
      expect(heard).not.toContain(keyOf(member));
    });
    await hear(member);
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(300n);
  });

  it('announces nothing of a money transaction that rolled back', async () => {
    const member = await createMember(database.db, merchantId);
    const failed = runMoneyTransaction(database.db, async (trx) => {
      await postTransaction(trx, deposit(member, 300n));
      throw new Error('the order could not be updated');
    });
    await expect(failed).rejects.toThrow('the order could not be updated');
    await barrier();
    expect(heard).not.toContain(keyOf(member));
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(0n);
  });

  it('refuses ledger writes inside a transaction runMoneyTransaction did not open, writing nothing', async () => {
    const member = await createMember(database.db, merchantId);
    const posted = await postTransaction(database.db, deposit(member, 100n));
    const message = 'ledger writes inside a transaction must use runMoneyTransaction';
    await expect(
      database.db.transaction().execute((trx) => postTransaction(trx, deposit(member, 50n))),
    ).rejects.toThrow(message);
    await expect(
      database.db.transaction().execute((trx) =>
        reverseTransaction(trx, {
          merchantId,
          transactionId: posted.transactionId,
          idempotency: { source: 'announce-test', key: `r${++serial}` },
        }),
      ),
    ).rejects.toThrow(message);
    expect((await balancesOf(database.db, merchantId, member)).cash).toBe(100n);
  });

  it('announces each member once however many of its changes one batch window gathers', async () => {
    const [busy, other] = [await createMember(database.db, merchantId), await createMember(database.db, merchantId)];
    const announcer = new BalanceAnnouncer(database.db, { warn: () => undefined }, 3_600_000);
    for (let i = 0; i < 20; i++) announcer.announce([keyOf(busy), keyOf(other)]);
    await announcer.stop();
    await barrier();
    expect(heard.filter((k) => k === keyOf(busy))).toEqual([keyOf(busy)]);
    expect(heard.filter((k) => k === keyOf(other))).toEqual([keyOf(other)]);
  });

  it('sends what is queued when stopped, however long its batch window', async () => {
    const member = await createMember(database.db, merchantId);
    const announcer = new BalanceAnnouncer(database.db, { warn: () => undefined }, 3_600_000);
    announcer.announce([keyOf(member)]);
    await announcer.stop();
    await hear(member);
  });

  it('logs a failed announcement instead of failing anyone', async () => {
    const unreachable = createDb(createPool('postgresql://nobody@127.0.0.1:1/none', 1));
    const warn = vi.fn();
    const announcer = new BalanceAnnouncer(unreachable, { warn }, 1);
    announcer.announce(['1:1']);
    await announcer.stop();
    expect(warn).toHaveBeenCalledTimes(1);
    await unreachable.destroy();
  });
});

import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { balancesOf, type PostInput, postTransaction, runMoneyTransaction } from './ledger-service';
import { createMember } from './ledger-test-support';
import { announceMoneyEvent, type MoneyEvents, onMoneyEvent } from './money-events';

/**
 * The rules every subscriber of the money events relies on: a movement is heard after its commit,
 * never when rolled back, once however often it is replayed, and a failing listener changes
 * nothing about the movement it heard of.
 */
let database: TestDatabase;
let app: FastifyInstance;
let merchantId: number;
const deposits: MoneyEvents['depositCredited'][] = [];
const balances: MoneyEvents['balancesChanged'][] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const merchant = await database.db
    .insertInto('merchant')
    .values({
      code: 'EVENTS',
      name: 'Money Events Brand',
      currency: 'USD',
      currency_symbol: '$',
      default_language: 'en',
      languages: ['en'],
      main_domain: 'events.test',
      gtag_id: null,
      image_cdns: [],
      launch_game_cdns: [],
      rsa_public_key: 'unused',
      rsa_private_key: 'unused',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  merchantId = merchant.id;
  app = Fastify();
  onMoneyEvent(app, database.db, 'depositCredited', (event) => {
    deposits.push(event);
  });
  onMoneyEvent(app, database.db, 'balancesChanged', (event) => {
    balances.push(event);
  });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
});

let serial = 0;
function deposit(memberId: number, amount: bigint, key = `d${++serial}`): PostInput {
  return {
    merchantId,
    kind: 'DEPOSIT',
    idempotency: { source: 'events-test', key },
    postings: [
      { account: { kind: 'PAYMENT_CLEARING' }, amount: -amount },
      { account: { kind: 'MEMBER_CASH', memberId }, amount },
    ],
    announce: { type: 'depositCredited', merchantId, memberId, amount, orderId: key },
  };
}

const heardFor = (memberId: number) => deposits.filter((e) => e.memberId === memberId);

describe('money events', () => {
  it('tells a write on its own as soon as it committed, with the transaction the ledger booked', async () => {
    const member = await createMember(database.db, merchantId);
    const posted = await postTransaction(database.db, deposit(member, 250n, 'order-1'));
    expect(heardFor(member)).toEqual([
      {
        type: 'depositCredited',
        merchantId,
        memberId: member,
        amount: 250n,
        orderId: 'order-1',
        transactionId: posted.transactionId,
      },
    ]);
    expect(balances).toContainEqual({ type: 'balancesChanged', merchantId, memberIds: [member] });
  });

  it('holds the events of a money transaction back until it committed', async () => {
    const member = await createMember(database.db, merchantId);
    await runMoneyTransaction(database.db, async (trx) => {
      await postTransaction(trx, deposit(member, 100n));
      await postTransaction(trx, deposit(member, 50n));
      expect(heardFor(member)).toEqual([]);
    });
    expect(heardFor(member).map((e) => e.amount)).toEqual([100n, 50n]);
  });

  it('tells nothing of a money transaction that rolled back', async () => {
    const member = await createMember(database.db, merchantId);
    const failed = runMoneyTransaction(database.db, async (trx) => {
      await postTransaction(trx, deposit(member, 300n));
      announceMoneyEvent(trx, {
        type: 'betSettled',
        merchantId,
        memberId: member,
        vendor: 'PGE',
        roundId: 'r1',
        gameCode: 'g1',
        amount: 0n,
        transactionId: null,
        roundEnded: true,
      });
      throw new Error('the order could not be updated');
    });
    await expect(failed).rejects.toThrow('the order could not be updated');
    expect(heardFor(member)).toEqual([]);
    expect(balances.filter((e) => e.memberIds.includes(member))).toEqual([]);
  });

  it('tells a movement once however often it is replayed; only the balance push is repeated', async () => {
    const member = await createMember(database.db, merchantId);
    const first = await postTransaction(database.db, deposit(member, 70n, 'once'));
    const again = await postTransaction(database.db, deposit(member, 70n, 'once'));
    const inside = await runMoneyTransaction(database.db, (trx) => postTransaction(trx, deposit(member, 70n, 'once')));
    expect([again.replayed, inside.replayed]).toEqual([true, true]);
    expect(heardFor(member).map((e) => e.transactionId)).toEqual([first.transactionId]);
    expect(balances.filter((e) => e.memberIds.includes(member))).toHaveLength(3);
  });

  it('keeps the movement and the other listeners when a listener throws or rejects, and logs it', async () => {
    const failing = Fastify();
    const logged = vi.spyOn(failing.log, 'error');
    onMoneyEvent(failing, database.db, 'depositCredited', () => {
      throw new Error('listener broke');
    });
    onMoneyEvent(failing, database.db, 'depositCredited', async () => {
      throw new Error('listener rejected');
    });
    try {
      const member = await createMember(database.db, merchantId);
      const posted = await runMoneyTransaction(database.db, (trx) => postTransaction(trx, deposit(member, 40n)));
      expect(posted.replayed).toBe(false);
      expect((await balancesOf(database.db, merchantId, member)).cash).toBe(40n);
      expect(heardFor(member)).toHaveLength(1);
      await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(2));
      expect(logged.mock.calls.map(([details]) => (details as { err: Error }).err.message).sort()).toEqual([
        'listener broke',
        'listener rejected',
      ]);
    } finally {
      await failing.close();
    }
  });

  it('stops telling an app once it is closed', async () => {
    const closing = Fastify();
    const heard: MoneyEvents['depositCredited'][] = [];
    onMoneyEvent(closing, database.db, 'depositCredited', (event) => {
      heard.push(event);
    });
    await closing.close();
    const member = await createMember(database.db, merchantId);
    await postTransaction(database.db, deposit(member, 10n));
    expect(heard).toEqual([]);
    expect(heardFor(member)).toHaveLength(1);
  });

  it('refuses an announcement inside a transaction runMoneyTransaction did not open', async () => {
    const member = await createMember(database.db, merchantId);
    const plain = database.db.transaction().execute(async (trx) =>
      announceMoneyEvent(trx, {
        type: 'depositCredited',
        merchantId,
        memberId: member,
        amount: 1n,
        orderId: 'x',
        transactionId: '1',
      }),
    );
    await expect(plain).rejects.toThrow('ledger writes inside a transaction must use runMoneyTransaction');
    expect(heardFor(member)).toEqual([]);
  });
});

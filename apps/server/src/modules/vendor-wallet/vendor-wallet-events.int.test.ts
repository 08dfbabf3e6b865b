import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MoneyEvents, onMoneyEvent } from '../ledger/money-events';
import { nextId, startVendorWalletKit, type VendorWalletKit } from './vendor-wallet-test-kit';

/**
 * What the seamless wallet (vendors, the studio and crash alike) tells money-event listeners: each
 * bet, settlement and refund once, with the round it belongs to; a vendor's retry tells nothing again.
 */
let kit: VendorWalletKit;
let listening: FastifyInstance;
type Heard = { type: 'betPlaced' | 'betSettled' | 'betRefunded' } & Partial<MoneyEvents['betSettled']>;
const heard: Heard[] = [];

beforeAll(async () => {
  kit = await startVendorWalletKit();
  listening = Fastify();
  for (const type of ['betPlaced', 'betSettled', 'betRefunded'] as const) {
    onMoneyEvent(listening, kit.db, type, (event) => {
      heard.push({ type, ...event });
    });
  }
});

afterAll(async () => {
  await listening?.close();
  await kit?.close();
});

const of = (memberId: number) => heard.filter((e) => e.memberId === memberId);

describe('seamless wallet money events', () => {
  it('tells a bet and its lost round once each, however often the vendor retries them', async () => {
    const p = await kit.player(100_00n);
    const roundId = nextId('r');
    const bet = await p.debit('ev-bet', roundId, '10');
    await p.debit('ev-bet', roundId, '10');
    await p.credit('ev-lost', roundId, '0', true);
    await p.credit('ev-lost', roundId, '0', true);
    expect(of(p.memberId)).toEqual([
      expect.objectContaining({
        type: 'betPlaced',
        vendor: 'SPX',
        roundId,
        amount: 10_00n,
        transactionId: bet.body.value.reference,
      }),
      expect.objectContaining({ type: 'betSettled', roundId, amount: 0n, transactionId: null, roundEnded: true }),
    ]);
  });

  it('tells a rolled-back bet as refunded, once', async () => {
    const p = await kit.player(100_00n);
    const roundId = nextId('r');
    const bet = await p.debit('ev-bet-2', roundId, '7');
    const refund = await p.rollback('ev-rb', 'ev-bet-2', roundId);
    await p.rollback('ev-rb', 'ev-bet-2', roundId);
    expect(of(p.memberId).map((e) => e.type)).toEqual(['betPlaced', 'betRefunded']);
    expect(of(p.memberId)[1]).toMatchObject({
      amount: 7_00n,
      betTransactionId: bet.body.value.reference,
      transactionId: refund.body.value.reference,
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOverdueRounds } from '../vendor-wallet/vendor-round-sweeper';
import { debit } from '../vendor-wallet/vendor-wallet-service';
import { nextId, startVendorWalletKit, type VendorWalletKit } from '../vendor-wallet/vendor-wallet-test-kit';
import { turnoverOf } from './turnover';

/**
 * Bets placed through the vendor wallet are the member's turnover: a vendor's debit over
 * HTTP and an in-house bet alike; a bet rolled back by the vendor or refunded by the round sweeper
 * no longer counts; wins never do. The account kit's brand asks for 1x the deposits.
 */
let kit: VendorWalletKit;

beforeAll(async () => {
  kit = await startVendorWalletKit();
});

afterAll(async () => {
  await kit?.close();
});

describe('turnover from vendor wallet bets', () => {
  it('counts debits, and takes back rollbacks and refunds of cancelled rounds', async () => {
    const p = await kit.player(100_00n);
    const turnover = () => turnoverOf(kit.db, kit.merchantId, p.memberId, '1');
    expect(await turnover()).toEqual({ required: 100_00n, done: 0n, remaining: 100_00n });

    // A bet the vendor then rolls back: counted, then taken back.
    const rolledBack = nextId('d');
    expect((await p.debit(rolledBack, 'round-1', '30')).status).toBe(200);
    expect((await turnover()).done).toBe(30_00n);
    expect((await p.rollback(nextId('rb'), rolledBack, 'round-1')).status).toBe(200);
    expect((await turnover()).done).toBe(0n);

    // A bet that wins: the stake counts, the win does not; a replayed debit counts once.
    const won = nextId('d');
    await p.debit(won, 'round-2', '20');
    await p.debit(won, 'round-2', '20');
    await p.credit(nextId('c'), 'round-2', '50', true);
    expect((await turnover()).done).toBe(20_00n);

    // A round the vendor never settles: the sweeper cancels it and refunds the bet.
    await p.debit(nextId('d'), 'round-3', '15');
    expect((await turnover()).done).toBe(35_00n);
    await sql`
      update vendor_round set opened_at = now() - interval '25 hours'
      where member_id = ${p.memberId} and round_id = 'round-3'
    `.execute(kit.db);
    expect(await sweepOverdueRounds(kit.db, 24)).toMatchObject({ cancelled: 1 });
    expect((await turnover()).done).toBe(20_00n);

    // An in-house bet, made in-process through the same wallet.
    await debit(
      kit.db,
      { merchantId: kit.merchantId, vendor: 'PGE', memberId: p.memberId, currency: 'USD' },
      { transactionId: nextId('pge'), roundId: nextId('r'), gameCode: 'pge_dice', amount: 5_00n },
    );
    expect(await turnover()).toEqual({ required: 100_00n, done: 25_00n, remaining: 75_00n });
  });
});

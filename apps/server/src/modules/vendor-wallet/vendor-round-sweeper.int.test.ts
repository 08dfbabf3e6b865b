import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { sweepOverdueRounds } from './vendor-round-sweeper';
import { nextId, startVendorWalletKit, type VendorWalletKit } from './vendor-wallet-test-kit';

let kit: VendorWalletKit;

// The sweeper runs every second here; rounds are aged by hand past the 24 h timeout.
beforeAll(async () => {
  kit = await startVendorWalletKit({ VENDOR_ROUND_SWEEP_SECONDS: '1', JOBS_POLL_SECONDS: '0.5' });
});

afterAll(async () => {
  await kit?.close();
});

const age = (memberId: number, roundId: string, hours: number) =>
  sql`update vendor_round set opened_at = now() - make_interval(hours => ${hours})
      where member_id = ${memberId} and round_id = ${roundId}`.execute(kit.db);
const closed = (memberId: number, roundId: string) =>
  eventually(
    () => kit.round(memberId, roundId),
    (r) => r?.status !== 'OPEN',
  );

describe('the round sweeper', () => {
  it('cancels a round left open past the timeout and refunds its bets; a fresh round stays open', async () => {
    const p = await kit.player(50_00n);
    const stale = nextId('r');
    const fresh = nextId('r');
    await p.debit('sw-d1', stale, '5');
    await p.debit('sw-d2', stale, '7');
    await p.rollback('sw-x1', 'sw-d1', stale);
    await p.debit(nextId('d'), fresh, '3');
    const { cash, clearing } = await kit.balances(p.memberId);
    await age(p.memberId, fresh, 23);
    await age(p.memberId, stale, 25);

    expect(await closed(p.memberId, stale)).toMatchObject({ status: 'CANCELLED', total_bet: '0' });
    expect(await kit.balances(p.memberId)).toEqual({ cash: cash + 7_00n, clearing: clearing - 7_00n });
    const refund = await kit.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'idempotency_key'])
      .where('idempotency_source', '=', 'vendor-sweep:SPX')
      .execute();
    // Only the bet still standing was refunded, once.
    expect(refund).toEqual([{ kind: 'REVERSAL', idempotency_key: 'sw-d2' }]);
    expect((await kit.round(p.memberId, fresh))?.status).toBe('OPEN');

    // The vendor learns of it late: its rollback is answered without moving money, its win refused.
    const late = await p.rollback('sw-x2', 'sw-d2', stale);
    expect(late.body.value.balance).toBe('47.00');
    expect((await p.credit(nextId('c'), stale, '40', true)).body.code).toBe('ROUND_CLOSED');
    expect((await kit.balances(p.memberId)).cash).toBe(cash + 7_00n);
  });

  it('completes a round already credited (its closing flag was lost) and keeps the win', async () => {
    const p = await kit.player(50_00n);
    const roundId = nextId('r');
    await p.debit(nextId('d'), roundId, '5');
    await p.credit(nextId('c'), roundId, '20', false);
    const { cash } = await kit.balances(p.memberId);
    await age(p.memberId, roundId, 25);
    expect(await closed(p.memberId, roundId)).toMatchObject({ status: 'COMPLETED', total_win: '2000' });
    expect((await kit.balances(p.memberId)).cash).toBe(cash);
    const wins = await kit.db.selectFrom('game_win').select('win_amount').where('member_id', '=', p.memberId).execute();
    expect(wins).toEqual([{ win_amount: '2000' }]);
  });

  it('closes nothing twice: a sweep over closed rounds changes nothing', async () => {
    const before = await kit.footprint();
    expect(await sweepOverdueRounds(kit.db, 24)).toEqual({ cancelled: 0, completed: 0 });
    expect(await kit.footprint()).toEqual(before);
  });
});

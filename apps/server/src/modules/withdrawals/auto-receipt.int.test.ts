import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../jobs/job-runner';
import { eventually } from '../../test/eventually';
import { autoReceive, startAutoReceipt } from './auto-receipt';
import { startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

describe('auto-receipt of unconfirmed withdrawals', () => {
  let kit: WithdrawKit;
  let token: string;
  let bankAccountId: string;
  let operator: string;
  beforeAll(async () => {
    // The quickest polling pg-boss allows, so a due job runs within about half a second.
    kit = await startWithdrawKit({ JOBS_POLL_SECONDS: '0.5' });
    ({ token, bankAccountId } = await kit.readyMember());
    operator = await kit.staffToken();
    await kit.fund('test_member', 1_000_000n);
  });
  afterAll(() => kit.close());

  const paidOrder = async (): Promise<string> => {
    const res = await kit.withdraw(token, { amount: '100', bankAccountId });
    const id: string = res.body.value.order.id;
    await kit.approve(operator, id);
    return id;
  };
  const orderOf = (id: string) =>
    kit.db
      .selectFrom('withdraw_order')
      .select(['confirmation', 'received_amount', 'auto_receive_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('counts a paid withdrawal as received when the merchant minutes pass unanswered, refunding nothing', async () => {
    await kit.setPolicy({ confirmation_minutes: 0 });
    const id = await paidOrder();
    const before = await kit.moneyOf('test_member');
    const order = await eventually(
      () => orderOf(id),
      (o) => o.confirmation === 'AUTO_RECEIVED',
    );
    expect(order.received_amount).toBe('10000');
    expect(await kit.moneyOf('test_member')).toEqual(before);
    expect(await kit.ledgerSum()).toBe(0n);
    const own = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/orders', token });
    expect(own.body.value.list.find((o: { id: string }) => o.id === id)).toMatchObject({
      confirmation: 'AUTO_RECEIVED',
      receivedAmount: '100.00',
      remainingAmount: '0.00',
      autoReceiveAt: null,
    });
    // Once counted as received, the member's answer comes too late.
    const late = await kit.confirm(token, id, { result: 'ALL_RECEIVED' });
    expect(late.body.code).toBe('ORDER_STATE_CONFLICT');
  });

  it('leaves an answered order, and one not yet due, as they are', async () => {
    await kit.setPolicy({ confirmation_minutes: 60 });
    const answered = await paidOrder();
    await kit.confirm(token, answered, { result: 'RECEIVED', receivedAmount: '40' });
    await kit.db
      .updateTable('withdraw_order')
      .set({ auto_receive_at: new Date(Date.now() - 1000) })
      .where('id', '=', answered)
      .execute();
    expect(await autoReceive(kit.db, answered)).toEqual({ done: false, dueAt: null });
    expect(await orderOf(answered)).toMatchObject({ confirmation: 'RECEIVED', received_amount: '4000' });

    const waiting = await paidOrder();
    const { auto_receive_at } = await orderOf(waiting);
    expect(await autoReceive(kit.db, waiting)).toEqual({ done: false, dueAt: auto_receive_at });
    expect((await orderOf(waiting)).confirmation).toBe('NONE');
  });

  it('catches up at start-up: overdue orders are received, upcoming ones get their job again', async () => {
    const overdue = await paidOrder();
    const upcoming = await paidOrder();
    // As if the jobs were lost and the process was down while the first one fell due.
    await sql`delete from pgboss.job where name = 'withdraw-auto-receipt'`.execute(kit.db);
    await kit.db
      .updateTable('withdraw_order')
      .set({ auto_receive_at: new Date(Date.now() - 60_000) })
      .where('id', '=', overdue)
      .execute();

    const sent: { data: unknown; options: unknown }[] = [];
    const jobs: JobRunner = {
      queue: async () => undefined,
      send: async (_queue, data, options) => {
        sent.push({ data, options });
        return 'job';
      },
    };
    await startAutoReceipt(kit.db, jobs, pino({ level: 'silent' }));

    expect(await orderOf(overdue)).toMatchObject({ confirmation: 'AUTO_RECEIVED', received_amount: '10000' });
    expect((await orderOf(upcoming)).confirmation).toBe('NONE');
    expect(sent.map((s) => s.data)).toContainEqual({ orderId: upcoming });
    expect(sent.map((s) => s.data)).not.toContainEqual({ orderId: overdue });
    const upcomingJob = sent.find((s) => (s.data as { orderId: string }).orderId === upcoming);
    expect(upcomingJob?.options).toMatchObject({
      singletonKey: `withdraw-order:${upcoming}`,
      startAfter: (await orderOf(upcoming)).auto_receive_at,
    });
  });
});

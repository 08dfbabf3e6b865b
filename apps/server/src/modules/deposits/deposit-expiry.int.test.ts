import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../jobs/job-runner';
import { eventually } from '../../test/eventually';
import { DEPOSIT_EXPIRY_QUEUE, expireOrder, ONLINE_DEPOSIT_EXPIRY_MINUTES, startDepositExpiry } from './deposit-expiry';
import { type DepositTestKit, startDepositTestKit } from './deposit-test-kit';

let kit: DepositTestKit;
let member: string;
let channels: { bank: string; online: string };

beforeAll(async () => {
  // The quickest polling pg-boss allows, so a due job runs within about half a second.
  kit = await startDepositTestKit({ JOBS_POLL_SECONDS: '0.5' });
  member = await kit.tokenOf('test_member', 'Member123');
  channels = await kit.channelIds(member);
});

afterAll(() => kit.close());

async function openDeposit(body: { channelId: string; amount: string; reference?: string }) {
  const res = await kit.deposit(member, body);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { id: res.body.value.order.id as string, payUrl: res.body.value.payUrl as string | null };
}

/** As if the order had been opened `minutes` ago. */
const age = (id: string, minutes: number) =>
  sql`update deposit_order set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`.execute(kit.db);

const expiryJobsOf = async (id: string) =>
  (
    await sql<{ state: string; start_after: Date }>`
      select state, start_after from pgboss.job
      where name = ${DEPOSIT_EXPIRY_QUEUE.name} and singleton_key = ${`deposit-order:${id}`}
    `.execute(kit.db)
  ).rows;

const messagesAbout = async (orderId: string) =>
  (await kit.messagesOf('test_member')).filter((m) => m.params.orderId === orderId);

const overdue = ONLINE_DEPOSIT_EXPIRY_MINUTES + 1;

describe('expiry of unpaid online deposits', () => {
  it('schedules one job per online order, due 30 minutes after it was opened; not due, nothing happens', async () => {
    const { id } = await openDeposit({ channelId: channels.online, amount: '15' });
    const { created_at } = await kit.orderRow(id);
    const dueAt = new Date(created_at.getTime() + 30 * 60_000);
    expect(await expiryJobsOf(id)).toEqual([{ state: 'created', start_after: dueAt }]);

    // A job run early (clocks differ) leaves the order alone and tells when to come back.
    expect(await expireOrder(kit.db, id)).toEqual({ expired: false, dueAt });
    expect((await kit.orderRow(id)).status).toBe('PENDING');
    expect(await messagesAbout(id)).toEqual([]);
  });

  it('expires an order still unpaid after 30 minutes: failed message, nothing credited, no page to pay', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const requestId = randomUUID();
    const opened = await kit.deposit(member, { channelId: channels.online, amount: '40', requestId });
    const id: string = opened.body.value.order.id;
    // Half an hour passes: the order is that old, and pg-boss finds its job due.
    await age(id, overdue);
    await sql`
      update pgboss.job set start_after = now()
      where name = ${DEPOSIT_EXPIRY_QUEUE.name} and singleton_key = ${`deposit-order:${id}`}
    `.execute(kit.db);

    await eventually(
      async () => (await kit.orderRow(id)).status,
      (status) => status === 'EXPIRED',
    );
    expect(await messagesAbout(id)).toEqual([{ kind: 'DEPOSIT_FAILED', params: { amount: '40.00', orderId: id } }]);
    expect(await kit.cashOf('test_member')).toBe(cashBefore);
    const orders = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders', token: member });
    expect(orders.body.value.list.find((o: { id: string }) => o.id === id)).toMatchObject({ status: 'EXPIRED' });
    // The member's retry of the same submission sees the outcome, and no page to pay on.
    const retry = await kit.deposit(member, { channelId: channels.online, amount: '40', requestId });
    expect(retry.body.value).toMatchObject({ payUrl: null, order: { id, status: 'EXPIRED' } });
    // Run again (a retried job), it changes nothing.
    expect(await expireOrder(kit.db, id)).toEqual({ expired: false, dueAt: null });
    expect(await messagesAbout(id)).toHaveLength(1);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('credits a PAID that arrives after the expiry, once, and ignores a late FAILED', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openDeposit({ channelId: channels.online, amount: '33.30' });
    if (!payUrl) throw new Error('no payment page');
    await age(id, overdue);
    expect(await expireOrder(kit.db, id)).toEqual({ expired: true, dueAt: null });

    // The payer was still on the provider's page: the money did arrive, so it is credited.
    await kit.press(payUrl, 'pay');
    expect((await kit.orderRow(id)).status).toBe('CREDITED');
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 3330n);
    await kit.deliver(payUrl, { status: 'PAID', times: 2 });
    await kit.deliver(payUrl, { status: 'FAILED' });
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 3330n);
    expect((await kit.callbacksOf(id)).map((c) => c.outcome)).toEqual([
      'CREDITED',
      'DUPLICATE',
      'DUPLICATE',
      'IGNORED',
    ]);
    expect((await messagesAbout(id)).map((m) => m.kind)).toEqual(['DEPOSIT_FAILED', 'DEPOSIT_CREDITED']);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('ignores a FAILED after the expiry: the member is not told twice', async () => {
    const { id, payUrl } = await openDeposit({ channelId: channels.online, amount: '12' });
    if (!payUrl) throw new Error('no payment page');
    await age(id, overdue);
    await expireOrder(kit.db, id);
    await kit.press(payUrl, 'fail');
    expect((await kit.orderRow(id)).status).toBe('EXPIRED');
    expect((await kit.callbacksOf(id)).map((c) => c.outcome)).toEqual(['IGNORED']);
    expect((await messagesAbout(id)).map((m) => m.kind)).toEqual(['DEPOSIT_FAILED']);
  });

  it('credits exactly once when the expiry and the PAID race', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openDeposit({ channelId: channels.online, amount: '21' });
    if (!payUrl) throw new Error('no payment page');
    await age(id, overdue);
    await Promise.all([expireOrder(kit.db, id), kit.press(payUrl, 'pay')]);
    expect((await kit.orderRow(id)).status).toBe('CREDITED');
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 2100n);
    // Whichever took the lock first, the member's last word is the credit.
    expect((await messagesAbout(id)).map((m) => m.kind).at(-1)).toBe('DEPOSIT_CREDITED');
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('never expires a bank transfer: the operator decides it', async () => {
    const { id } = await openDeposit({ channelId: channels.bank, amount: '60', reference: 'OLD-TRANSFER' });
    expect(await expiryJobsOf(id)).toEqual([]);
    await age(id, 24 * 60);
    expect(await expireOrder(kit.db, id)).toEqual({ expired: false, dueAt: null });
    expect((await kit.orderRow(id)).status).toBe('PENDING');
    expect(await messagesAbout(id)).toEqual([]);
  });

  it('catches up at start-up: overdue online orders expire, upcoming ones get their job again', async () => {
    const late = await openDeposit({ channelId: channels.online, amount: '17' });
    const upcoming = await openDeposit({ channelId: channels.online, amount: '18' });
    const bank = await openDeposit({ channelId: channels.bank, amount: '19', reference: 'SWEEP' });
    // As if the jobs were lost and the process was down while the first order fell due.
    await sql`delete from pgboss.job where name = ${DEPOSIT_EXPIRY_QUEUE.name}`.execute(kit.db);
    await age(late.id, overdue);
    await age(bank.id, overdue);

    const sent: { data: unknown; options: unknown }[] = [];
    const jobs: JobRunner = {
      queue: async () => undefined,
      send: async (_queue, data, options) => {
        sent.push({ data, options });
        return 'job';
      },
    };
    await startDepositExpiry(kit.db, jobs, pino({ level: 'silent' }));

    expect((await kit.orderRow(late.id)).status).toBe('EXPIRED');
    expect((await messagesAbout(late.id)).map((m) => m.kind)).toEqual(['DEPOSIT_FAILED']);
    expect((await kit.orderRow(upcoming.id)).status).toBe('PENDING');
    expect((await kit.orderRow(bank.id)).status).toBe('PENDING');
    const scheduled = sent.map((s) => s.data);
    expect(scheduled).toContainEqual({ orderId: upcoming.id });
    expect(scheduled).not.toContainEqual({ orderId: late.id });
    expect(scheduled).not.toContainEqual({ orderId: bank.id });
    const { created_at } = await kit.orderRow(upcoming.id);
    expect(sent.find((s) => (s.data as { orderId: string }).orderId === upcoming.id)?.options).toMatchObject({
      singletonKey: `deposit-order:${upcoming.id}`,
      startAfter: new Date(created_at.getTime() + 30 * 60_000),
    });
  });
});

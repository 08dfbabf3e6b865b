import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAccountBalance } from '../ledger/ledger-service';
import { startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

describe('operator decisions on withdrawals', () => {
  let kit: WithdrawKit;
  let token: string;
  let bankAccountId: string;
  let operator: string;
  beforeAll(async () => {
    kit = await startWithdrawKit();
    ({ token, bankAccountId } = await kit.readyMember());
    operator = await kit.operatorToken();
    await kit.fund('demo_member', 1_000_000n);
  });
  afterAll(() => kit.close());

  const request = async (amount: string): Promise<string> => {
    const res = await kit.withdraw(token, { amount, bankAccountId });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.order.id;
  };
  const messages = (kind: string) =>
    kit.db.selectFrom('member_message').select(['kind', 'params']).where('kind', '=', kind).execute();
  const clearing = () => sharedAccountBalance(kit.db, kit.merchantId, { kind: 'PAYMENT_CLEARING' });
  const settings = async () => (await kit.call({ method: 'GET', url: '/wps/v2/withdraw/settings', token })).body.value;

  it('lists waiting withdrawals for the operator, with the member, by status', async () => {
    const id = await request('120');
    const res = await kit.call({ method: 'GET', url: '/wps/operator/withdrawals?status=PENDING', token: operator });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ totalCount: 1, pageNo: 1, totalPages: 1 });
    expect(res.body.value.list[0]).toMatchObject({
      id,
      memberAccount: 'demo_member',
      amount: '120.00',
      status: 'PENDING',
      bankAccount: { accountNumberMasked: '**** 9012' },
    });
    // The operator pays out, so sees the whole number the member entered.
    expect(res.body.value.list[0].payoutAccountNumber).toMatch(/^\d+9012$/);
    const paid = await kit.call({ method: 'GET', url: '/wps/operator/withdrawals?status=PAID', token: operator });
    expect(paid.body.value).toMatchObject({ list: [], totalCount: 0 });
  });

  it('approves: held money goes to payment clearing, the member is told, and receipt is scheduled', async () => {
    const [pending] = (await kit.call({ method: 'GET', url: '/wps/operator/withdrawals', token: operator })).body.value
      .list;
    const before = { money: await kit.moneyOf('demo_member'), clearing: await clearing() };
    const started = Date.now();
    const res = await kit.approve(operator, pending.id, { remark: 'paid by transfer 77' });
    expect(res.status).toBe(200);
    const order = res.body.value.order;
    expect(order).toMatchObject({
      id: pending.id,
      status: 'PAID',
      confirmation: 'NONE',
      remark: 'paid by transfer 77',
    });
    // The seeded policy: 60 minutes to confirm.
    const due = Date.parse(order.autoReceiveAt) - started;
    expect(due).toBeGreaterThan(59 * 60_000);
    expect(due).toBeLessThan(61 * 60_000);

    expect(await kit.moneyOf('demo_member')).toEqual({ cash: before.money.cash, held: before.money.held - 12_000n });
    expect(await clearing()).toBe(before.clearing + 12_000n);
    expect(await kit.ledgerSum()).toBe(0n);
    expect(await messages('WITHDRAWAL_APPROVED')).toEqual([
      { kind: 'WITHDRAWAL_APPROVED', params: { amount: '120.00', orderId: pending.id } },
    ]);
    const { rows: jobs } = await sql<{ start_after: Date; state: string }>`
      select start_after, state from pgboss.job where singleton_key = ${`withdraw-order:${pending.id}`}
    `.execute(kit.db);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe('created');
    expect(jobs[0]?.start_after.toISOString()).toBe(order.autoReceiveAt);

    const own = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/orders', token });
    expect(own.body.value.list[0]).toMatchObject({
      id: pending.id,
      status: 'PAID',
      autoReceiveAt: order.autoReceiveAt,
    });
  });

  it('starts the turnover again after a paid withdrawal', async () => {
    expect(await settings()).toMatchObject({ turnoverRequired: '0.00', turnoverRemaining: '0.00' });
    await kit.deposit('demo_member', 20_000n);
    expect(await settings()).toMatchObject({ turnoverRequired: '200.00', turnoverRemaining: '200.00' });
    await kit.bet('demo_member', 20_000n);
    expect(await settings()).toMatchObject({ turnoverRemaining: '0.00' });
  });

  it('rejects: the held money goes back to the member, who is told', async () => {
    const id = await request('80');
    const before = await kit.moneyOf('demo_member');
    const res = await kit.reject(operator, id, { remark: 'name does not match' });
    expect(res.body.value.order).toMatchObject({
      id,
      status: 'REJECTED',
      remark: 'name does not match',
      autoReceiveAt: null,
    });
    expect(await kit.moneyOf('demo_member')).toEqual({ cash: before.cash + 8_000n, held: before.held - 8_000n });
    expect(await kit.ledgerSum()).toBe(0n);
    expect(await messages('WITHDRAWAL_REJECTED')).toEqual([
      { kind: 'WITHDRAWAL_REJECTED', params: { amount: '80.00', orderId: id } },
    ]);
    // A rejected withdrawal gave its money back and does not use up the day.
    expect(await settings()).toMatchObject({ usedTodayCount: 1, usedTodayAmount: '120.00' });
  });

  it('decides an order once: a second decision is a conflict and moves nothing', async () => {
    const [paid] = (await kit.call({ method: 'GET', url: '/wps/operator/withdrawals?status=PAID', token: operator }))
      .body.value.list;
    const before = await kit.moneyOf('demo_member');
    for (const decide of [kit.approve, kit.reject]) {
      const res = await decide(operator, paid.id);
      expect(res).toMatchObject({ status: 409, body: { code: 'ORDER_STATE_CONFLICT', value: { status: 'PAID' } } });
    }
    expect(await kit.moneyOf('demo_member')).toEqual(before);
  });

  it('lets exactly one of many concurrent decisions on one order win', async () => {
    const id = await request('55');
    const before = await kit.moneyOf('demo_member');
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? kit.approve(operator, id) : kit.reject(operator, id))),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'ORDER_STATE_CONFLICT')).toHaveLength(7);
    const won = winners[0]?.body.value.order.status;
    expect(await kit.moneyOf('demo_member')).toEqual(
      won === 'PAID' ? { cash: before.cash, held: before.held - 5_500n } : { cash: before.cash + 5_500n, held: 0n },
    );
    expect(await kit.ledgerSum()).toBe(0n);
  });

  it('answers ORDER_NOT_FOUND for an order that is not there', async () => {
    for (const id of ['987654', 'abc', '0']) {
      expect((await kit.approve(operator, id)).body.code, id).toBe('ORDER_NOT_FOUND');
    }
  });

  it('is for operators only', async () => {
    const id = await request('50');
    const urls = [
      ['GET', '/wps/operator/withdrawals'],
      ['POST', `/wps/operator/withdrawals/${id}/approve`],
      ['POST', `/wps/operator/withdrawals/${id}/reject`],
    ] as const;
    const trial = await kit.trialToken();
    for (const [method, url] of urls) {
      expect((await kit.call({ method, url })).body.code, url).toBe('LOGIN_REQUIRED');
      expect((await kit.call({ method, url, token })).body, url).toMatchObject({ code: 'FORBIDDEN' });
      expect((await kit.call({ method, url, token: trial })).body.code, url).toBe('TRIAL_NOT_ALLOWED');
    }
    const order = await kit.db
      .selectFrom('withdraw_order')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('PENDING');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedAccountBalance } from '../ledger/ledger-service';
import { startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

// Each test has a member of its own, with 10000.00 it may withdraw at once, so that no test's
// orders, messages or day reach another.
describe('staff decisions on withdrawals', () => {
  let kit: WithdrawKit;
  let operator: string;
  beforeAll(async () => {
    kit = await startWithdrawKit();
    operator = await kit.staffToken();
  });
  afterAll(() => kit.close());

  type Member = Awaited<ReturnType<WithdrawKit['newReadyMember']>>;
  const fundedMember = async (): Promise<Member> => {
    const member = await kit.newReadyMember();
    await kit.fund(member.account, 1_000_000n);
    return member;
  };
  const request = async ({ token, bankAccountId }: Member, amount: string): Promise<string> => {
    const res = await kit.withdraw(token, { amount, bankAccountId });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.order.id;
  };
  const messages = async (kind: string, { account }: Member) =>
    kit.db
      .selectFrom('member_message')
      .select(['kind', 'params'])
      .where('kind', '=', kind)
      .where('member_id', '=', await kit.memberIdOf(account))
      .execute();
  const clearing = () => sharedAccountBalance(kit.db, kit.merchantId, { kind: 'PAYMENT_CLEARING' });
  const settings = async ({ token }: Member) =>
    (await kit.call({ method: 'GET', url: '/wps/v2/withdraw/settings', token })).body.value;
  const operatorList = async (status: 'PENDING' | 'PAID') =>
    (await kit.call({ method: 'GET', url: `/wps/admin/withdrawals?status=${status}`, token: operator })).body.value;

  it('lists waiting withdrawals for the operator, with the member, by status', async () => {
    const member = await fundedMember();
    // Other tests of this file may have left orders: the list grows by this one, newest first.
    const before = { pending: await operatorList('PENDING'), paid: await operatorList('PAID') };
    const id = await request(member, '120');
    const res = await kit.call({ method: 'GET', url: '/wps/admin/withdrawals?status=PENDING', token: operator });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ totalCount: before.pending.totalCount + 1, pageNo: 1, totalPages: 1 });
    expect(res.body.value.list[0]).toMatchObject({
      id,
      memberAccount: member.account,
      amount: '120.00',
      status: 'PENDING',
      bankAccount: { accountNumberMasked: '**** 9012' },
    });
    // The operator pays out, so sees the whole number the member entered.
    expect(res.body.value.list[0].payoutAccountNumber).toMatch(/^\d+9012$/);
    const paid = await operatorList('PAID');
    expect(paid.totalCount).toBe(before.paid.totalCount);
    expect(paid.list.map((o: { id: string }) => o.id)).not.toContain(id);
  });

  it('approves: held money goes to payment clearing, the member is told, and receipt is scheduled', async () => {
    const member = await fundedMember();
    const pending = { id: await request(member, '120') };
    const before = { money: await kit.moneyOf(member.account), clearing: await clearing() };
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
    // The kit brand's policy: 60 minutes to confirm.
    const due = Date.parse(order.autoReceiveAt) - started;
    expect(due).toBeGreaterThan(59 * 60_000);
    expect(due).toBeLessThan(61 * 60_000);

    expect(await kit.moneyOf(member.account)).toEqual({
      cash: before.money.cash,
      held: before.money.held - 12_000n,
    });
    expect(await clearing()).toBe(before.clearing + 12_000n);
    expect(await kit.ledgerSum()).toBe(0n);
    expect(await messages('WITHDRAWAL_APPROVED', member)).toEqual([
      { kind: 'WITHDRAWAL_APPROVED', params: { amount: '120.00', orderId: pending.id } },
    ]);
    const { rows: jobs } = await sql<{ start_after: Date; state: string }>`
      select start_after, state from pgboss.job where singleton_key = ${`withdraw-order:${pending.id}`}
    `.execute(kit.db);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.state).toBe('created');
    expect(jobs[0]?.start_after.toISOString()).toBe(order.autoReceiveAt);

    const own = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/orders', token: member.token });
    expect(own.body.value.list[0]).toMatchObject({
      id: pending.id,
      status: 'PAID',
      autoReceiveAt: order.autoReceiveAt,
    });
  });

  it('starts the turnover again after a paid withdrawal', async () => {
    const member = await fundedMember();
    expect((await kit.approve(operator, await request(member, '120'))).status).toBe(200);
    expect(await settings(member)).toMatchObject({ turnoverRequired: '0.00', turnoverRemaining: '0.00' });
    await kit.deposit(member.account, 20_000n);
    expect(await settings(member)).toMatchObject({ turnoverRequired: '200.00', turnoverRemaining: '200.00' });
    await kit.bet(member.account, 20_000n);
    expect(await settings(member)).toMatchObject({ turnoverRemaining: '0.00' });
  });

  it('rejects: the held money goes back to the member, who is told', async () => {
    const member = await fundedMember();
    expect((await kit.approve(operator, await request(member, '120'))).status).toBe(200);
    const id = await request(member, '80');
    const before = await kit.moneyOf(member.account);
    const res = await kit.reject(operator, id, { remark: 'name does not match' });
    expect(res.body.value.order).toMatchObject({
      id,
      status: 'REJECTED',
      remark: 'name does not match',
      autoReceiveAt: null,
    });
    expect(await kit.moneyOf(member.account)).toEqual({ cash: before.cash + 8_000n, held: before.held - 8_000n });
    expect(await kit.ledgerSum()).toBe(0n);
    expect(await messages('WITHDRAWAL_REJECTED', member)).toEqual([
      { kind: 'WITHDRAWAL_REJECTED', params: { amount: '80.00', orderId: id } },
    ]);
    // A rejected withdrawal gave its money back and does not use up the day.
    expect(await settings(member)).toMatchObject({ usedTodayCount: 1, usedTodayAmount: '120.00' });
  });

  it('decides an order once: a second decision is a conflict and moves nothing', async () => {
    const member = await fundedMember();
    const paid = { id: await request(member, '120') };
    expect((await kit.approve(operator, paid.id)).status).toBe(200);
    const before = await kit.moneyOf(member.account);
    for (const decide of [kit.approve, kit.reject]) {
      const res = await decide(operator, paid.id);
      expect(res).toMatchObject({ status: 409, body: { code: 'ORDER_STATE_CONFLICT', value: { status: 'PAID' } } });
    }
    expect(await kit.moneyOf(member.account)).toEqual(before);
  });

  it('lets exactly one of many concurrent decisions on one order win', async () => {
    const member = await fundedMember();
    const id = await request(member, '55');
    const before = await kit.moneyOf(member.account);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? kit.approve(operator, id) : kit.reject(operator, id))),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'ORDER_STATE_CONFLICT')).toHaveLength(7);
    const won = winners[0]?.body.value.order.status;
    expect(await kit.moneyOf(member.account)).toEqual(
      won === 'PAID' ? { cash: before.cash, held: before.held - 5_500n } : { cash: before.cash + 5_500n, held: 0n },
    );
    expect(await kit.ledgerSum()).toBe(0n);
  });

  it('answers ORDER_NOT_FOUND for an order that is not there', async () => {
    for (const id of ['987654', 'abc', '0']) {
      expect((await kit.approve(operator, id)).body.code, id).toBe('ORDER_NOT_FOUND');
    }
  });

  it('is for staff who review withdrawals only', async () => {
    const member = await fundedMember();
    const { token } = member;
    const id = await request(member, '50');
    const urls = [
      ['GET', '/wps/admin/withdrawals'],
      ['POST', `/wps/admin/withdrawals/${id}/approve`],
      ['POST', `/wps/admin/withdrawals/${id}/reject`],
    ] as const;
    const trial = await kit.trialToken();
    const content = await kit.staffToken('content');
    for (const [method, url] of urls) {
      expect((await kit.call({ method, url })).body.code, url).toBe('LOGIN_REQUIRED');
      // A player's session is no staff session, whatever the player.
      expect((await kit.call({ method, url, token })).body, url).toMatchObject({ code: 'LOGIN_REQUIRED' });
      expect((await kit.call({ method, url, token: trial })).body.code, url).toBe('LOGIN_REQUIRED');
      expect((await kit.call({ method, url, token: content })).body.code, url).toBe('FORBIDDEN');
    }
    const order = await kit.db
      .selectFrom('withdraw_order')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('PENDING');
  });
});

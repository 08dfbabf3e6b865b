import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_PASSWORD, startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

// Each test has a member of its own, so that no test's orders, day or turnover reach another.
describe('withdrawal requests', () => {
  let kit: WithdrawKit;
  beforeAll(async () => {
    kit = await startWithdrawKit();
  });
  afterAll(() => kit.close());

  const settings = async (token: string) =>
    (await kit.call({ method: 'GET', url: '/wps/v2/withdraw/settings', token })).body.value;
  /** A ready member with 1000.00 that it may withdraw at once. */
  const fundedMember = async () => {
    const member = await kit.newReadyMember();
    await kit.fund(member.account, 100_000n);
    return member;
  };
  const orderCount = async () =>
    Number(
      (
        await kit.db
          .selectFrom('withdraw_order')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('shows the merchant limits, today use, turnover, password and bank accounts before the form', async () => {
    const { token, bankAccountId } = await kit.newReadyMember();
    expect(await settings(token)).toEqual({
      balance: '0.00',
      minAmount: '50.00',
      maxAmount: '20000.00',
      dailyMaxAmount: '50000.00',
      dailyMaxCount: 5,
      usedTodayAmount: '0.00',
      usedTodayCount: 0,
      turnoverRemaining: '0.00',
      turnoverRequired: '0.00',
      paymentPasswordSet: true,
      bankAccounts: [expect.objectContaining({ id: bankAccountId, accountNumberMasked: '**** 9012' })],
    });
  });

  it('asks for bets of the deposits first (turnover), counting every bet', async () => {
    const { account, token, bankAccountId } = await kit.newReadyMember();
    await kit.deposit(account, 50_000n);
    expect(await settings(token)).toMatchObject({
      balance: '500.00',
      turnoverRequired: '500.00',
      turnoverRemaining: '500.00',
    });
    const refused = await kit.withdraw(token, { amount: '100', bankAccountId });
    expect(refused).toMatchObject({
      status: 400,
      body: { code: 'TURNOVER_NOT_MET', value: { turnoverRemaining: '500.00' } },
    });

    await kit.bet(account, 20_000n);
    expect(await settings(token)).toMatchObject({ turnoverRemaining: '300.00' });
    await kit.bet(account, 30_000n);
    await kit.win(account, 100_000n);
    expect(await settings(token)).toMatchObject({
      balance: '1000.00',
      turnoverRemaining: '0.00',
      turnoverRequired: '500.00',
    });
  });

  it('holds the amount: cash to held, nothing made or lost', async () => {
    const { account, token, bankAccountId } = await fundedMember();
    const res = await kit.withdraw(token, { amount: '100.50', bankAccountId });
    expect(res.status).toBe(200);
    expect(res.body.value.order).toMatchObject({
      amount: '100.50',
      status: 'PENDING',
      confirmation: 'NONE',
      bankAccount: { bankName: 'Emirates NBD', accountName: 'Test Member', accountNumberMasked: '**** 9012' },
      receivedAmount: null,
      remainingAmount: null,
      proofImages: 0,
      autoReceiveAt: null,
    });
    expect(await kit.moneyOf(account)).toEqual({ cash: 89_950n, held: 10_050n });
    expect(await kit.ledgerSum()).toBe(0n);
    expect(await settings(token)).toMatchObject({ balance: '899.50', usedTodayAmount: '100.50', usedTodayCount: 1 });
    // The newest hold: other tests of this file may have held money before this one.
    const hold = await kit.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'idempotency_source', 'memo'])
      .where('kind', '=', 'WITHDRAWAL_HOLD')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(hold).toMatchObject({ idempotency_source: 'withdraw', memo: { orderId: res.body.value.order.id } });
  });

  it('takes a request once per request id: a replay, even a concurrent one, gets the same order', async () => {
    const { account, token, bankAccountId } = await fundedMember();
    const requestId = randomUUID();
    const before = await kit.moneyOf(account);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => kit.withdraw(token, { amount: '60', bankAccountId, requestId })),
    );
    const ids = new Set(answers.map((a) => a.body.value.order.id));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(ids.size).toBe(1);
    expect(await kit.moneyOf(account)).toEqual({ cash: before.cash - 6_000n, held: before.held + 6_000n });

    const other = await kit.withdraw(token, { amount: '61', bankAccountId, requestId });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect(await kit.moneyOf(account)).toEqual({ cash: before.cash - 6_000n, held: before.held + 6_000n });
  });

  it('refuses amounts outside the limits or not in the currency, changing nothing', async () => {
    const { account, token, bankAccountId } = await fundedMember();
    const before = { money: await kit.moneyOf(account), orders: await orderCount() };
    const cases: [string, number, string, unknown][] = [
      ['49.99', 400, 'AMOUNT_BELOW_MINIMUM', { minAmount: '50.00' }],
      ['20000.01', 400, 'AMOUNT_ABOVE_MAXIMUM', { maxAmount: '20000.00' }],
      ['50.005', 400, 'VALIDATION_FAILED', { errors: [{ field: 'body.amount', rule: 'amount' }] }],
      ['0', 400, 'VALIDATION_FAILED', { errors: [{ field: 'body.amount', rule: 'min' }] }],
    ];
    for (const [amount, status, code, value] of cases) {
      const res = await kit.withdraw(token, { amount, bankAccountId });
      expect(res, amount).toMatchObject({ status, body: { code, value } });
    }
    const notANumber = await kit.withdraw(token, { amount: '-5', bankAccountId });
    expect(notANumber.body.value.errors[0].field).toBe('body.amount');
    expect({ money: await kit.moneyOf(account), orders: await orderCount() }).toEqual(before);
  });

  it('refuses more than the balance with INSUFFICIENT_FUNDS and leaves no order behind', async () => {
    const { account, token, bankAccountId } = await fundedMember();
    const before = { money: await kit.moneyOf(account), orders: await orderCount() };
    const res = await kit.withdraw(token, { amount: '5000', bankAccountId });
    expect(res).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect({ money: await kit.moneyOf(account), orders: await orderCount() }).toEqual(before);
    expect(await kit.ledgerSum()).toBe(0n);
  });

  it('pays only to a live bank account of the caller', async () => {
    const { token } = await fundedMember();
    const someoneElse = await kit.newReadyMember();
    const others = await kit.withdraw(token, { amount: '50', bankAccountId: someoneElse.bankAccountId });
    expect(others).toMatchObject({ status: 404, body: { code: 'BANK_ACCOUNT_NOT_FOUND' } });
    const added = await kit.call({
      method: 'POST',
      url: '/wps/member/bankAccounts',
      token,
      body: { bankName: 'Old Bank', accountName: 'Test Member', accountNumber: '777777777' },
    });
    const oldId = added.body.value.accounts.at(-1).id;
    await kit.call({ method: 'DELETE', url: `/wps/member/bankAccounts/${oldId}`, token });
    const deleted = await kit.withdraw(token, { amount: '50', bankAccountId: oldId });
    expect(deleted.body.code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect((await kit.withdraw(token, { amount: '50', bankAccountId: 'x1' })).body.code).toBe('BANK_ACCOUNT_NOT_FOUND');
  });

  it('checks the payment password before anything else, and counts a wrong one', async () => {
    const { account, token, bankAccountId } = await fundedMember();
    const before = { money: await kit.moneyOf(account), orders: await orderCount() };
    const wrong = await kit.withdraw(token, { amount: '10', bankAccountId, paymentPassword: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'PAYMENT_PASSWORD_INCORRECT', value: { triesLeft: 4 } } });
    expect({ money: await kit.moneyOf(account), orders: await orderCount() }).toEqual(before);
    // The right one clears the count.
    expect((await kit.withdraw(token, { amount: '50', bankAccountId, paymentPassword: PAYMENT_PASSWORD })).status).toBe(
      200,
    );
    const withoutPassword = await kit.addMember({ password: 'Member123' });
    const unsetToken = await kit.tokenOf(withoutPassword.account, 'Member123');
    const unset = await kit.withdraw(unsetToken, { amount: '50', bankAccountId });
    expect(unset.body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
  });

  it('allows at most the daily count and amount, per member, in the UTC day', async () => {
    const { token, bankAccountId } = await fundedMember();
    // Five a day: the sixth is refused.
    for (const amount of ['100.50', '60', '50', '50', '50']) {
      expect((await kit.withdraw(token, { amount, bankAccountId })).status, amount).toBe(200);
    }
    const sixth = await kit.withdraw(token, { amount: '50', bankAccountId });
    expect(sixth).toMatchObject({ status: 400, body: { code: 'WITHDRAW_DAILY_LIMIT', value: { limit: 'COUNT' } } });

    // Per member: another one still has its whole day, up to the daily amount.
    const another = await kit.newReadyMember();
    await kit.fund(another.account, 6_000_000n);
    expect((await kit.withdraw(another.token, { amount: '20000', bankAccountId: another.bankAccountId })).status).toBe(
      200,
    );
    expect((await kit.withdraw(another.token, { amount: '20000', bankAccountId: another.bankAccountId })).status).toBe(
      200,
    );
    const over = await kit.withdraw(another.token, { amount: '10000.01', bankAccountId: another.bankAccountId });
    expect(over).toMatchObject({
      body: { code: 'WITHDRAW_DAILY_LIMIT', value: { limit: 'AMOUNT', availableToday: '10000.00' } },
    });
    expect((await kit.withdraw(another.token, { amount: '10000', bankAccountId: another.bankAccountId })).status).toBe(
      200,
    );
    expect(await kit.ledgerSum()).toBe(0n);
  });

  it('lists the caller own orders, newest first, a page at a time', async () => {
    const { token, bankAccountId } = await fundedMember();
    // Orders of someone else are not the caller's.
    const someoneElse = await fundedMember();
    expect(
      (await kit.withdraw(someoneElse.token, { amount: '70', bankAccountId: someoneElse.bankAccountId })).status,
    ).toBe(200);
    for (const amount of ['100.50', '60', '50', '50', '50']) {
      expect((await kit.withdraw(token, { amount, bankAccountId })).status, amount).toBe(200);
    }
    const all = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/orders?pageSize=100', token });
    expect(all.body.value).toMatchObject({ pageNo: 1, totalCount: 5, totalPages: 1 });
    expect(all.body.value.list.map((o: { amount: string }) => o.amount)).toEqual([
      '50.00',
      '50.00',
      '50.00',
      '60.00',
      '100.50',
    ]);
    const ids: string[] = all.body.value.list.map((o: { id: string }) => o.id);
    const page2 = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/orders?pageNo=2&pageSize=2', token });
    expect(page2.body.value).toMatchObject({ pageNo: 2, totalCount: 5, totalPages: 3 });
    expect(page2.body.value.list.map((o: { id: string }) => o.id)).toEqual(ids.slice(2, 4));
    const beyond = await kit.call({ method: 'GET', url: '/wps/v2/withdraw/orders?pageNo=9', token });
    expect(beyond.body.value).toMatchObject({ list: [], totalCount: 5 });
  });

  it('is for real accounts only', async () => {
    const { bankAccountId } = await kit.newReadyMember();
    const body = { amount: '50', bankAccountId, paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID() };
    expect((await kit.call({ method: 'POST', url: '/wps/v2/withdraw', body })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await kit.trialToken();
    for (const [method, url] of [
      ['GET', '/wps/v2/withdraw/settings'],
      ['POST', '/wps/v2/withdraw'],
      ['GET', '/wps/v2/withdraw/orders'],
    ] as const) {
      const res = await kit.call({ method, url, token: trial, ...(method === 'POST' && { body }) });
      expect(res, url).toMatchObject({ status: 403, body: { code: 'TRIAL_NOT_ALLOWED' } });
    }
    const staff = await kit.staffToken();
    expect((await kit.call({ method: 'GET', url: '/wps/v2/withdraw/settings', token: staff })).body.code).toBe(
      'LOGIN_REQUIRED',
    );
  });
});

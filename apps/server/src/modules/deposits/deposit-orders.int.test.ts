import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DepositTestKit, startDepositTestKit } from './deposit-test-kit';

let kit: DepositTestKit;
let member: string;
let channels: { bank: string; online: string };

beforeAll(async () => {
  kit = await startDepositTestKit();
  member = await kit.tokenOf('test_member', 'Member123');
  channels = await kit.channelIds(member);
});

afterAll(() => kit.close());

const orderCount = async () =>
  Number(
    (
      await kit.db
        .selectFrom('deposit_order')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('deposit channels', () => {
  it('lists the merchant channels with their limits, and the bank account for the manual one', async () => {
    const res = await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels', token: member });
    expect(res.status).toBe(200);
    expect(res.body.value.channels).toEqual([
      {
        id: channels.bank,
        kind: 'BANK_TRANSFER',
        name: 'Bank transfer',
        minAmount: '10.00',
        maxAmount: '50000.00',
        bank: {
          bankName: 'Emirates Test Bank',
          accountName: 'Test Brand Ltd',
          accountNumber: 'AE070331234567890123456',
        },
      },
      {
        id: channels.online,
        kind: 'ONLINE',
        name: 'Online payment',
        minAmount: '10.00',
        maxAmount: '10000.00',
        bank: null,
      },
    ]);
  });

  it('leaves out disabled channels', async () => {
    await kit.db
      .updateTable('deposit_channel')
      .set({ enabled: false })
      .where('id', '=', Number(channels.online))
      .execute();
    try {
      const res = await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels', token: member });
      expect(res.body.value.channels.map((c: { id: string }) => c.id)).toEqual([channels.bank]);
    } finally {
      await kit.db
        .updateTable('deposit_channel')
        .set({ enabled: true })
        .where('id', '=', Number(channels.online))
        .execute();
    }
  });

  it('is for real accounts: guests log in, trial accounts register, staff have no lobby session', async () => {
    expect((await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels' })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await kit.trialToken();
    expect((await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels', token: trial })).body.code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
    const staff = await kit.staffToken();
    expect((await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels', token: staff })).body.code).toBe(
      'LOGIN_REQUIRED',
    );
    const before = await orderCount();
    const trialDeposit = await kit.deposit(trial, { channelId: channels.bank, amount: '100', reference: 'R1' });
    expect(trialDeposit.body.code).toBe('TRIAL_NOT_ALLOWED');
    expect((await kit.deposit(null, { channelId: channels.bank, amount: '100', reference: 'R1' })).body.code).toBe(
      'LOGIN_REQUIRED',
    );
    expect(await orderCount()).toBe(before);
  });
});

describe('opening a deposit', () => {
  it('opens a PENDING manual order with the member reference, and shows it in the member orders', async () => {
    const agent = await kit.tokenOf('test_agent', 'Agent1234');
    const res = await kit.deposit(agent, { channelId: channels.bank, amount: '250.5', reference: ' TRX-001 ' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      payUrl: null,
      order: {
        channelKind: 'BANK_TRANSFER',
        channelName: 'Bank transfer',
        amount: '250.50',
        status: 'PENDING',
        reference: 'TRX-001',
      },
    });
    const orders = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders', token: agent });
    expect(orders.body.value).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 1 });
    expect(orders.body.value.list).toEqual([res.body.value.order]);
    // Nothing moved yet: the money arrives when an operator confirms.
    expect(await kit.cashOf('test_agent')).toBe(0n);
  });

  it('holds the amount to the channel limits, naming the limit', async () => {
    const before = await orderCount();
    const low = await kit.deposit(member, { channelId: channels.bank, amount: '9.99', reference: 'R' });
    expect(low).toMatchObject({ status: 400, body: { code: 'AMOUNT_BELOW_MINIMUM', value: { minAmount: '10.00' } } });
    const zero = await kit.deposit(member, { channelId: channels.online, amount: '0' });
    expect(zero.body.code).toBe('AMOUNT_BELOW_MINIMUM');
    const high = await kit.deposit(member, { channelId: channels.online, amount: '10000.01' });
    expect(high).toMatchObject({
      status: 400,
      body: { code: 'AMOUNT_ABOVE_MAXIMUM', value: { maxAmount: '10000.00' } },
    });
    const bankHigh = await kit.deposit(member, { channelId: channels.bank, amount: '50000.01', reference: 'R' });
    expect(bankHigh.body.code).toBe('AMOUNT_ABOVE_MAXIMUM');
    expect(await orderCount()).toBe(before);
  });

  it('refuses amounts that are not plain amounts of the currency, naming the field', async () => {
    for (const amount of ['10.001', '-10', '1e3', 'ten', '']) {
      const res = await kit.deposit(member, { channelId: channels.bank, amount, reference: 'R' });
      expect(res.status, amount).toBe(400);
      expect(res.body.code, amount).toBe('VALIDATION_FAILED');
      expect(res.body.value.errors[0].field, amount).toBe('body.amount');
    }
  });

  it('needs the transfer reference for a bank transfer', async () => {
    const res = await kit.deposit(member, { channelId: channels.bank, amount: '100' });
    expect(res).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.reference', rule: 'required' }] } },
    });
  });

  it('refuses an unknown, disabled or foreign channel as unavailable', async () => {
    const before = await orderCount();
    for (const channelId of ['999999', 'abc', '0']) {
      const res = await kit.deposit(member, { channelId, amount: '100', reference: 'R' });
      expect(res, channelId).toMatchObject({ status: 400, body: { code: 'CHANNEL_UNAVAILABLE' } });
    }
    await kit.db
      .updateTable('deposit_channel')
      .set({ enabled: false })
      .where('id', '=', Number(channels.bank))
      .execute();
    try {
      const res = await kit.deposit(member, { channelId: channels.bank, amount: '100', reference: 'R' });
      expect(res.body.code).toBe('CHANNEL_UNAVAILABLE');
    } finally {
      await kit.db
        .updateTable('deposit_channel')
        .set({ enabled: true })
        .where('id', '=', Number(channels.bank))
        .execute();
    }
    expect(await orderCount()).toBe(before);
  });

  it('answers a retried submission with its first order, and refuses the same request id with other details', async () => {
    const down = await kit.tokenOf('test_down1', 'Down12345');
    const requestId = randomUUID();
    const body = { channelId: channels.bank, amount: '100.00', reference: 'RETRY-1', requestId };
    const [first, second] = await Promise.all([kit.deposit(down, body), kit.deposit(down, body)]);
    expect(second.body.value.order.id).toBe(first.body.value.order.id);
    const third = await kit.deposit(down, { ...body, amount: '100' });
    expect(third.body.value.order.id).toBe(first.body.value.order.id);
    const other = await kit.deposit(down, { ...body, amount: '200' });
    expect(other).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    const orders = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders', token: down });
    expect(orders.body.value.totalCount).toBe(1);
  });

  it('pages the member own orders, newest first, and never shows another member', async () => {
    const down2 = await kit.tokenOf('test_down2', 'Down12345');
    const ids: string[] = [];
    for (const amount of ['11', '12', '13']) {
      ids.push(
        (await kit.deposit(down2, { channelId: channels.bank, amount, reference: `P-${amount}` })).body.value.order.id,
      );
    }
    const page1 = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders?pageNo=1&pageSize=2', token: down2 });
    expect(page1.body.value).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 3 });
    expect(page1.body.value.list.map((o: { id: string }) => o.id)).toEqual([ids[2], ids[1]]);
    const page2 = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders?pageNo=2&pageSize=2', token: down2 });
    expect(page2.body.value.list.map((o: { amount: string }) => o.amount)).toEqual(['11.00']);
    const bad = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders?pageSize=500', token: down2 });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../../../../payment-sandbox/src/sandbox-server';
import { eventually } from '../../test/eventually';
import { type DepositTestKit, SANDBOX_SECRET, startDepositTestKit } from './deposit-test-kit';
import { sandboxSignedHeaders } from './sandbox-signature';

let kit: DepositTestKit;
let member: string;
let channels: { bank: string; online: string };
/** The sandbox the provider-down test starts again on the kit's port, for the tests run after it. */
let restartedSandbox: Sandbox | undefined;

beforeAll(async () => {
  kit = await startDepositTestKit();
  member = await kit.tokenOf('test_member', 'Member123');
  channels = await kit.channelIds(member);
});

// This file opens more orders than a member may in one window; the limit has its own tests.
beforeEach(() => kit.forgetDepositRateLimits());

afterAll(async () => {
  await restartedSandbox?.close();
  await kit.close();
});

async function openOnlineDeposit(amount: string, requestId = randomUUID()) {
  const res = await kit.deposit(member, { channelId: channels.online, amount, requestId });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return { id: res.body.value.order.id as string, payUrl: res.body.value.payUrl as string, requestId };
}

const messagesAbout = async (orderId: string) =>
  (await kit.messagesOf('test_member')).filter((m) => m.params.orderId === orderId).map((m) => m.kind);

/** A callback as the sandbox would send it, signed with the given secret, posted straight to us. */
async function postCallback(body: object, secret = SANDBOX_SECRET, nowMs = Date.now()) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${kit.baseUrl}/wps/payment/callback/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sandboxSignedHeaders(secret, raw, nowMs) },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { code: string; value: unknown } };
}

describe('online deposit through the payment sandbox', () => {
  it('opens the hosted page; pressing Pay credits the main wallet once, with a credited message', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl, requestId } = await openOnlineDeposit('75.40');
    expect(payUrl).toMatch(new RegExp(`^${kit.sandbox.publicUrl}/pay/pay_[0-9a-f]{24}$`));
    const row = await kit.orderRow(id);
    expect(row).toMatchObject({ status: 'PENDING', provider: 'sandbox', pay_url: payUrl });
    expect(payUrl.endsWith(row.provider_reference ?? '?')).toBe(true);

    const page = await (await fetch(payUrl)).text();
    expect(page).toContain('75.40 USD');
    await kit.press(payUrl, 'pay');

    // The sandbox answers the button only after our callback answered it: the credit is in.
    expect((await kit.orderRow(id)).status).toBe('CREDITED');
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 7540n);
    expect(await messagesAbout(id)).toEqual(['DEPOSIT_CREDITED']);
    expect(await kit.callbacksOf(id)).toEqual([
      { event_id: expect.stringMatching(/_paid$/), status: 'PAID', amount: '75.40', outcome: 'CREDITED' },
    ]);
    const result = await (await fetch(payUrl)).text();
    expect(result).toContain('Payment successful');
    expect(result).toContain(`href="${kit.baseUrl}/member?page=depositv2"`);

    // The member's retry of the same submission sees the outcome, and no page to pay again.
    const retry = await kit.deposit(member, { channelId: channels.online, amount: '75.40', requestId });
    expect(retry.body.value).toMatchObject({ payUrl: null, order: { id, status: 'CREDITED' } });
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('answers a retried submission with the same hosted page', async () => {
    const first = await openOnlineDeposit('20');
    const again = await kit.deposit(member, { channelId: channels.online, amount: '20', requestId: first.requestId });
    expect(again.body.value).toMatchObject({ payUrl: first.payUrl, order: { id: first.id, status: 'PENDING' } });
  });

  it('fails the order when the payer presses Fail, with a failed message and no money', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openOnlineDeposit('30');
    await kit.press(payUrl, 'fail');
    expect((await kit.orderRow(id)).status).toBe('FAILED');
    expect(await messagesAbout(id)).toEqual(['DEPOSIT_FAILED']);
    expect(await kit.cashOf('test_member')).toBe(cashBefore);
  });
});

describe('callbacks that arrive twice, late or out of order', () => {
  it('credits once however often the same PAID arrives; duplicates answer success and change nothing', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openOnlineDeposit('12.34');
    await kit.press(payUrl, 'pay');
    const again = await kit.deliver(payUrl, { times: 3 });
    expect(again.body.deliveries?.map((d) => d.httpStatus)).toEqual([200, 200, 200]);
    expect(again.body.deliveries?.map((d) => JSON.parse(d.answer).value.outcome)).toEqual([
      'DUPLICATE',
      'DUPLICATE',
      'DUPLICATE',
    ]);
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 1234n);
    expect(await messagesAbout(id)).toEqual(['DEPOSIT_CREDITED']);
    expect((await kit.callbacksOf(id)).map((c) => c.outcome)).toEqual([
      'CREDITED',
      'DUPLICATE',
      'DUPLICATE',
      'DUPLICATE',
    ]);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('credits once when the same PAID arrives many times at the same moment', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openOnlineDeposit('9999.99');
    await Promise.all(Array.from({ length: 8 }, () => kit.deliver(payUrl, { status: 'PAID' })));
    expect((await kit.callbacksOf(id)).map((c) => c.outcome).sort()).toEqual([
      'CREDITED',
      ...Array(7).fill('DUPLICATE'),
    ]);
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 999_999n);
    expect(await messagesAbout(id)).toEqual(['DEPOSIT_CREDITED']);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('takes a PAID after a FAILED as the truth, and ignores a FAILED arriving after the credit', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openOnlineDeposit('45');
    await kit.press(payUrl, 'fail');
    expect((await kit.orderRow(id)).status).toBe('FAILED');
    await kit.deliver(payUrl, { status: 'PAID' });
    expect((await kit.orderRow(id)).status).toBe('CREDITED');
    const late = await kit.deliver(payUrl, { status: 'FAILED' });
    expect(JSON.parse(late.body.deliveries?.[0]?.answer ?? '{}').value).toEqual({ outcome: 'IGNORED' });
    expect((await kit.orderRow(id)).status).toBe('CREDITED');
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 4500n);
    expect(await messagesAbout(id)).toEqual(['DEPOSIT_FAILED', 'DEPOSIT_CREDITED']);
    expect((await kit.callbacksOf(id)).map((c) => c.outcome)).toEqual(['FAILED', 'CREDITED', 'IGNORED']);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('credits a callback that arrives late, after the payer has left the page', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openOnlineDeposit('18');
    const scheduled = await kit.deliver(payUrl, { status: 'PAID', delayMs: 150 });
    expect(scheduled.status).toBe(202);
    expect((await kit.orderRow(id)).status).toBe('PENDING');
    await eventually(
      () => kit.orderRow(id),
      (row) => row.status === 'CREDITED',
    );
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 1800n);
  });

  it('credits a payment completed while the site is under maintenance: the provider is not a visitor', async () => {
    const { id, payUrl } = await openOnlineDeposit('22');
    await kit.db.updateTable('merchant').set({ maintenance: true }).execute();
    try {
      await eventually(
        () => kit.call({ method: 'GET', url: '/wps/system/status' }),
        (res) => res.body.value.status === 1,
      );
      await kit.press(payUrl, 'pay');
      expect((await kit.orderRow(id)).status).toBe('CREDITED');
    } finally {
      await kit.db.updateTable('merchant').set({ maintenance: false }).execute();
      await eventually(
        () => kit.call({ method: 'GET', url: '/wps/system/status' }),
        (res) => res.body.value.status === 0,
      );
    }
  });

  it('refuses a PAID for another amount, logging it, and changes nothing', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, payUrl } = await openOnlineDeposit('100');
    const forged = await kit.deliver(payUrl, { status: 'PAID', amount: '1000.00' });
    expect(forged.body.deliveries?.[0]?.httpStatus).toBe(400);
    expect(JSON.parse(forged.body.deliveries?.[0]?.answer ?? '{}').code).toBe('VALIDATION_FAILED');
    expect((await kit.orderRow(id)).status).toBe('PENDING');
    expect(await kit.cashOf('test_member')).toBe(cashBefore);
    expect(await kit.callbacksOf(id)).toEqual([
      { event_id: expect.any(String), status: 'PAID', amount: '1000.00', outcome: 'AMOUNT_MISMATCH' },
    ]);
    // The right amount still credits.
    await kit.press(payUrl, 'pay');
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 10000n);
  });
});

describe('callbacks that are not the provider speaking', () => {
  async function pendingOrder() {
    const { id, payUrl } = await openOnlineDeposit('50');
    const row = await kit.orderRow(id);
    const body = {
      eventId: `evt_${row.provider_reference}_paid`,
      paymentId: row.provider_reference,
      merchantOrderId: id,
      status: 'PAID',
      amount: '50.00',
      currency: 'USD',
    };
    return { id, payUrl, body };
  }

  it('refuses a wrong, stale or missing signature, and nothing changes or is recorded', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const { id, body } = await pendingOrder();
    const wrongSecret = await postCallback(body, 'not-the-shared-secret');
    expect(wrongSecret).toMatchObject({ status: 401, body: { code: 'SIGNATURE_INVALID' } });
    const stale = await postCallback(body, SANDBOX_SECRET, Date.now() - 10 * 60_000);
    expect(stale.body.code).toBe('SIGNATURE_INVALID');
    const unsigned = await fetch(`${kit.baseUrl}/wps/payment/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(unsigned.status).toBe(401);
    // A body changed after signing (a larger amount) no longer matches its signature.
    const raw = JSON.stringify(body);
    const tampered = await fetch(`${kit.baseUrl}/wps/payment/callback/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sandboxSignedHeaders(SANDBOX_SECRET, raw) },
      body: raw.replace('"50.00"', '"50.01"'),
    });
    expect(tampered.status).toBe(401);
    expect((await kit.orderRow(id)).status).toBe('PENDING');
    expect(await kit.callbacksOf(id)).toEqual([]);
    expect(await kit.cashOf('test_member')).toBe(cashBefore);
  });

  it('credits a correctly signed callback posted the same way (the refusals above were the signature)', async () => {
    const { id, body } = await pendingOrder();
    const res = await postCallback(body);
    expect(res).toMatchObject({ status: 200, body: { code: 'OK', value: { outcome: 'CREDITED' } } });
    expect((await kit.orderRow(id)).status).toBe('CREDITED');
  });

  it('answers a signed callback for no order of ours as not found, and records it', async () => {
    const res = await postCallback({
      eventId: 'evt_unknown',
      paymentId: 'pay_unknown',
      merchantOrderId: '987654321',
      status: 'PAID',
      amount: '10.00',
      currency: 'USD',
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    const row = await kit.db
      .selectFrom('payment_callback')
      .select('outcome')
      .where('event_id', '=', 'evt_unknown')
      .executeTakeFirstOrThrow();
    expect(row.outcome).toBe('UNKNOWN_ORDER');
  });

  it('refuses a callback naming another payment than the order has', async () => {
    const { id, body } = await pendingOrder();
    const res = await postCallback({ ...body, paymentId: 'pay_someone_else' });
    expect(res.body.code).toBe('ORDER_NOT_FOUND');
    expect((await kit.orderRow(id)).status).toBe('PENDING');
  });

  it('answers an unknown provider as not found', async () => {
    const res = await fetch(`${kit.baseUrl}/wps/payment/callback/acme`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});

describe('when the provider is down', () => {
  it('answers SERVICE_UNAVAILABLE, keeps the order, and the retried submission gets its page', async () => {
    const port = Number(new URL(kit.sandbox.url).port);
    await kit.sandbox.close();
    const requestId = randomUUID();
    const down = await kit.deposit(member, { channelId: channels.online, amount: '25', requestId });
    expect(down).toMatchObject({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } });

    // Back on the same port, and left running: the tests that happen to run later pay through it.
    restartedSandbox = await startSandbox({ port, secret: SANDBOX_SECRET });
    const retry = await kit.deposit(member, { channelId: channels.online, amount: '25', requestId });
    expect(retry.status).toBe(200);
    expect(retry.body.value.payUrl).toMatch(/\/pay\/pay_/);
    const orders = await kit.db.selectFrom('deposit_order').select('id').where('request_id', '=', requestId).execute();
    expect(orders).toHaveLength(1);
  });
});

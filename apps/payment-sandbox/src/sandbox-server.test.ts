import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from './sandbox-server';
import { checkSignature, signedHeaders } from './signing';

const SECRET = 'sandbox-test-secret-123';

/** A stand-in merchant: records every callback it receives and answers what the test asks. */
type Received = { body: string; signature: string };
let merchant: Server;
let merchantUrl: string;
let received: Received[] = [];
let answers: number[] = [];
let sandbox: Sandbox;

beforeAll(async () => {
  merchant = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ body, signature: checkSignature(SECRET, req.headers, body) });
      res.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
  sandbox = await startSandbox({ secret: SECRET, publicUrl: 'http://pay.sandbox.test' });
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => merchant.close(resolve));
});

beforeEach(() => {
  received = [];
  answers = [];
});

let orderCounter = 0;
async function createPayment(overrides: Record<string, unknown> = {}, secret = SECRET) {
  orderCounter += 1;
  const raw = JSON.stringify({
    merchantOrderId: String(orderCounter),
    amount: '125.50',
    currency: 'USD',
    callbackUrl: `${merchantUrl}/callback`,
    returnUrl: 'http://shop.test/member?page=depositv2',
    ...overrides,
  });
  const res = await fetch(`${sandbox.url}/api/payments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders(secret, raw) },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Record<string, string> };
}

const paymentIdOf = (payUrl: string) => payUrl.split('/').pop() as string;
const press = (id: string, button: 'pay' | 'fail') =>
  fetch(`${sandbox.url}/pay/${id}/${button}`, { method: 'POST', redirect: 'manual' });
const page = async (id: string) => (await fetch(`${sandbox.url}/pay/${id}`)).text();
const deliver = async (id: string, options: object) => {
  const res = await fetch(`${sandbox.url}/api/payments/${id}/deliver`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('condition not reached within 3 s');
}

describe('creating a payment', () => {
  it('answers the hosted page address on the public URL, once per merchant order', async () => {
    const first = await createPayment({ merchantOrderId: 'order-a' });
    expect(first.status).toBe(201);
    expect(first.body.payUrl).toMatch(/^http:\/\/pay\.sandbox\.test\/pay\/pay_[0-9a-f]{24}$/);
    const again = await createPayment({ merchantOrderId: 'order-a' });
    expect(again).toEqual({ status: 200, body: first.body });
    const otherAmount = await createPayment({ merchantOrderId: 'order-a', amount: '1.00' });
    expect(otherAmount).toEqual({ status: 409, body: { error: 'ORDER_CONFLICT' } });
  });

  it('refuses calls not signed with the shared secret', async () => {
    const res = await createPayment({}, 'somebody-elses-secret');
    expect(res).toEqual({ status: 401, body: { error: 'SIGNATURE_MISMATCH' } });
    const unsigned = await fetch(`${sandbox.url}/api/payments`, { method: 'POST', body: '{}' });
    expect(unsigned.status).toBe(401);
  });

  it('refuses bad fields, naming them', async () => {
    expect((await createPayment({ amount: '12.5x' })).body).toEqual({ error: 'INVALID_AMOUNT' });
    expect((await createPayment({ amount: '0.00' })).body).toEqual({ error: 'INVALID_AMOUNT' });
    expect((await createPayment({ currency: 'usd' })).body).toEqual({ error: 'INVALID_CURRENCY' });
    expect((await createPayment({ returnUrl: 'javascript:alert(1)' })).body).toEqual({ error: 'INVALID_RETURN_URL' });
    expect((await createPayment({ merchantOrderId: '' })).status).toBe(400);
  });
});

describe('the hosted page', () => {
  it('shows the amount and order with Pay and Fail buttons; Pay sends one signed PAID callback', async () => {
    const { body } = await createPayment({ merchantOrderId: 'page-1' });
    const id = paymentIdOf(body.payUrl as string);
    const html = await page(id);
    expect(html).toContain('125.50 USD');
    expect(html).toContain('page-1');
    expect(html).toMatch(/<button type="submit">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" class="secondary">Fail<\/button>/);

    const res = await press(id, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/pay/${id}`);
    expect(received).toHaveLength(1);
    expect(received[0]?.signature).toBe('OK');
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({
      eventId: `evt_${id}_paid`,
      paymentId: id,
      merchantOrderId: 'page-1',
      status: 'PAID',
      amount: '125.50',
      currency: 'USD',
    });

    // A second press (a double click, the back button) decides nothing again.
    await press(id, 'fail');
    expect(received).toHaveLength(1);
    const result = await page(id);
    expect(result).toContain('Payment successful');
    expect(result).toContain('The merchant has been notified.');
    expect(result).toContain('href="http://shop.test/member?page=depositv2"');
  });

  it('sends FAILED when the payer presses Fail', async () => {
    const { body } = await createPayment();
    const id = paymentIdOf(body.payUrl as string);
    await press(id, 'fail');
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({ status: 'FAILED', eventId: `evt_${id}_failed` });
    expect(await page(id)).toContain('Payment failed');
  });

  it('retries a callback the merchant fails on, then stops', async () => {
    const { body } = await createPayment();
    const id = paymentIdOf(body.payUrl as string);
    answers = [503, 200];
    await press(id, 'pay');
    expect(received.map((r) => JSON.parse(r.body).eventId)).toEqual([`evt_${id}_paid`, `evt_${id}_paid`]);
    const state = (await (await fetch(`${sandbox.url}/api/payments/${id}`)).json()) as { deliveries: unknown[] };
    expect(state.deliveries).toMatchObject([{ httpStatus: 503 }, { httpStatus: 200 }]);
  });

  it('answers an unknown payment with a not-found page', async () => {
    const res = await fetch(`${sandbox.url}/pay/pay_000`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Payment not found');
  });
});

describe('delivering callbacks on request (late, twice, out of order)', () => {
  it('delivers the same event as many times as asked', async () => {
    const { body } = await createPayment();
    const id = paymentIdOf(body.payUrl as string);
    await press(id, 'pay');
    const res = await deliver(id, { times: 2 });
    expect(res.status).toBe(200);
    expect(received.map((r) => JSON.parse(r.body).eventId)).toEqual(Array(3).fill(`evt_${id}_paid`));
    expect(received.every((r) => r.signature === 'OK')).toBe(true);
  });

  it('delivers later when asked, with the status and amount given', async () => {
    const { body } = await createPayment();
    const id = paymentIdOf(body.payUrl as string);
    const res = await deliver(id, { status: 'FAILED', amount: '1.00', delayMs: 50 });
    expect(res).toEqual({ status: 202, body: { scheduled: 1, delayMs: 50 } });
    expect(received).toHaveLength(0);
    await until(() => received.length === 1);
    expect(JSON.parse(received[0]?.body ?? '')).toMatchObject({ status: 'FAILED', amount: '1.00' });
  });

  it('needs a status while the payment is still open', async () => {
    const { body } = await createPayment();
    const res = await deliver(paymentIdOf(body.payUrl as string), {});
    expect(res).toEqual({ status: 400, body: { error: 'INVALID_STATUS' } });
  });
});

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deliverCallback } from './callback-delivery';
import {
  DECIMAL_AMOUNT,
  HttpError,
  isHttpUrl,
  parseJsonObject,
  readBody,
  redirect,
  requireString,
  sendHtml,
  sendJson,
} from './http-helpers';
import { notFoundPage, paymentPage, resultPage } from './pages';
import { type CallbackStatus, type Payment, PaymentStore } from './payment-store';
import { checkSignature } from './signing';

export type SandboxOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /** Shared with the platform: signs its calls to us and our callbacks to it. */
  secret: string;
  /** The address payers' browsers use for the hosted pages; defaults to the one listened on. */
  publicUrl?: string;
  log?: (line: string) => void;
};

export type Sandbox = { url: string; publicUrl: string; store: PaymentStore; close: () => Promise<void> };

const MAX_DELIVERY_TIMES = 10;
const MAX_DELAY_MS = 10 * 60_000;

function intOption(body: Record<string, unknown>, field: string, min: number, max: number, fallback: number): number {
  const value = body[field] ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new HttpError(400, `INVALID_${field.toUpperCase()}`);
  }
  return value;
}

function publicView(payment: Payment) {
  const { callbackUrl: _c, returnUrl: _r, ...rest } = payment;
  return rest;
}

/**
 * A stand-in payment provider: the platform creates a payment over a signed JSON
 * call and sends the payer to the hosted page; the payer presses Pay or Fail, and the sandbox
 * sends the signed callback to the platform. Tests can also have it deliver callbacks late, twice
 * or with another status or amount (POST /api/payments/:id/deliver), as real providers sometimes do.
 */
export async function startSandbox(options: SandboxOptions): Promise<Sandbox> {
  const { secret, log = () => undefined } = options;
  if (secret.length < 16) throw new Error('the sandbox secret must have at least 16 characters');
  const store = new PaymentStore();
  const ctx = { secret, store, log };
  const timers = new Set<NodeJS.Timeout>();
  let publicUrl = '';

  async function createPayment(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await readBody(req);
    const check = checkSignature(secret, req.headers, raw);
    if (check !== 'OK') throw new HttpError(401, `SIGNATURE_${check}`);
    const body = parseJsonObject(raw);
    const merchantOrderId = requireString(body, 'merchantOrderId', /^[A-Za-z0-9_-]{1,64}$/);
    const amount = requireString(body, 'amount', DECIMAL_AMOUNT);
    if (!/[1-9]/.test(amount)) throw new HttpError(400, 'INVALID_AMOUNT');
    const currency = requireString(body, 'currency', /^[A-Z]{3}$/);
    const callbackUrl = requireString(body, 'callbackUrl', /^https?:\/\//);
    const returnUrl = requireString(body, 'returnUrl', /^https?:\/\//);
    if (!isHttpUrl(callbackUrl)) throw new HttpError(400, 'INVALID_CALLBACK_URL');
    if (!isHttpUrl(returnUrl)) throw new HttpError(400, 'INVALID_RETURN_URL');
    const description = body.description === undefined ? '' : requireString(body, 'description', /^[^<>]*$/, 140);
    const made = store.create({ merchantOrderId, amount, currency, callbackUrl, returnUrl, description });
    if ('conflict' in made) throw new HttpError(409, 'ORDER_CONFLICT');
    const { payment, created } = made;
    if (created) log(`payment ${payment.id} for order ${merchantOrderId}: ${amount} ${currency}`);
    sendJson(res, created ? 201 : 200, {
      paymentId: payment.id,
      payUrl: `${publicUrl}/pay/${encodeURIComponent(payment.id)}`,
      status: payment.status,
    });
  }

  async function scheduleDeliveries(req: IncomingMessage, res: ServerResponse, payment: Payment): Promise<void> {
    const body = parseJsonObject(await readBody(req));
    const status = (body.status ?? (payment.status === 'OPEN' ? undefined : payment.status)) as CallbackStatus;
    if (status !== 'PAID' && status !== 'FAILED') throw new HttpError(400, 'INVALID_STATUS');
    const amount = body.amount === undefined ? undefined : requireString(body, 'amount', DECIMAL_AMOUNT);
    const times = intOption(body, 'times', 1, MAX_DELIVERY_TIMES, 1);
    const delayMs = intOption(body, 'delayMs', 0, MAX_DELAY_MS, 0);
    const deliverAll = async () => {
      const results = [];
      for (let i = 0; i < times; i++) results.push(await deliverCallback(payment, { status, amount }, ctx));
      return results;
    };
    if (delayMs === 0) {
      sendJson(res, 200, { deliveries: await deliverAll() });
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      deliverAll().catch((error) => log(`delivery failed: ${String(error)}`));
    }, delayMs);
    timers.add(timer);
    sendJson(res, 202, { scheduled: times, delayMs });
  }

  /** The payer's button: the first press decides the payment; a second press changes nothing. */
  async function decide(res: ServerResponse, payment: Payment, status: CallbackStatus): Promise<void> {
    if (payment.status === 'OPEN') {
      payment.status = status;
      log(`payment ${payment.id}: ${status}`);
      await deliverCallback(payment, { status }, ctx);
    }
    redirect(res, `/pay/${encodeURIComponent(payment.id)}`);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    let parts: string[];
    try {
      parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw new HttpError(400, 'INVALID_PATH');
    }
    const method = req.method ?? 'GET';
    const [first, second, third, fourth] = parts;

    if (method === 'GET' && url.pathname === '/healthz') return sendJson(res, 200, { ok: true });
    if (first === 'api' && second === 'payments') {
      if (method === 'POST' && parts.length === 2) return createPayment(req, res);
      const payment = third === undefined ? undefined : store.get(third);
      if (parts.length >= 3 && !payment) throw new HttpError(404, 'PAYMENT_NOT_FOUND');
      if (payment && method === 'GET' && parts.length === 3) return sendJson(res, 200, publicView(payment));
      if (payment && method === 'POST' && fourth === 'deliver' && parts.length === 4) {
        return scheduleDeliveries(req, res, payment);
      }
    }
    if (first === 'pay' && second !== undefined) {
      const payment = store.get(second);
      if (!payment) return sendHtml(res, 404, notFoundPage());
      if (method === 'GET' && parts.length === 2) {
        return sendHtml(res, 200, payment.status === 'OPEN' ? paymentPage(payment) : resultPage(payment));
      }
      if (method === 'POST' && parts.length === 3 && (third === 'pay' || third === 'fail')) {
        return decide(res, payment, third === 'pay' ? 'PAID' : 'FAILED');
      }
    }
    throw new HttpError(404, 'NOT_FOUND');
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof HttpError) return sendJson(res, error.status, { error: error.code });
      log(`error: ${error instanceof Error ? error.stack : String(error)}`);
      sendJson(res, 500, { error: 'INTERNAL_ERROR' });
    });
  });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const url = `http://${shownHost}:${port}`;
  publicUrl = (options.publicUrl ?? url).replace(/\/+$/, '');

  return {
    url,
    publicUrl,
    store,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

import { type CallbackStatus, type Delivery, eventIdOf, type Payment, type PaymentStore } from './payment-store';
import { signedHeaders } from './signing';

export type DeliveryContext = { secret: string; store: PaymentStore; log: (line: string) => void };

export type CallbackBody = {
  eventId: string;
  paymentId: string;
  merchantOrderId: string;
  status: CallbackStatus;
  amount: string;
  currency: string;
  sentAt: string;
};

/** Waits before the 2nd and 3rd attempt when the merchant cannot be reached or answers 5xx. */
const RETRY_DELAYS_MS = [300, 1_000];
const REQUEST_TIMEOUT_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt(payment: Payment, body: CallbackBody, ctx: DeliveryContext): Promise<Delivery> {
  // Signed at each attempt, as real providers do: a late retry carries a fresh timestamp.
  const raw = JSON.stringify(body);
  let httpStatus: number | null = null;
  let answer: string;
  try {
    const res = await fetch(payment.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(ctx.secret, raw) },
      body: raw,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    httpStatus = res.status;
    answer = (await res.text()).slice(0, 500);
  } catch (error) {
    answer = error instanceof Error ? error.message : String(error);
  }
  const delivery: Delivery = {
    eventId: body.eventId,
    status: body.status,
    amount: body.amount,
    at: new Date().toISOString(),
    httpStatus,
    answer,
  };
  ctx.store.recordDelivery(payment, delivery);
  ctx.log(`callback ${body.eventId} (${body.status} ${body.amount}) -> ${httpStatus ?? 'unreachable'}`);
  return delivery;
}

/**
 * Tells the merchant a payment's status at its callback URL, retrying a little when it cannot be
 * reached or fails on its side (a refusal, 4xx, is final). `amount` may differ from the payment's
 * own only when a test asks for a forged amount. Answers the last attempt.
 */
export async function deliverCallback(
  payment: Payment,
  options: { status: CallbackStatus; amount?: string },
  ctx: DeliveryContext,
): Promise<Delivery> {
  const body: CallbackBody = {
    eventId: eventIdOf(payment, options.status),
    paymentId: payment.id,
    merchantOrderId: payment.merchantOrderId,
    status: options.status,
    amount: options.amount ?? payment.amount,
    currency: payment.currency,
    sentAt: new Date().toISOString(),
  };
  let last = await attempt(payment, body, ctx);
  for (const delay of RETRY_DELAYS_MS) {
    if (last.httpStatus !== null && last.httpStatus < 500) break;
    await sleep(delay);
    last = await attempt(payment, { ...body, sentAt: new Date().toISOString() }, ctx);
  }
  return last;
}

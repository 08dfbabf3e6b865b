import { randomBytes } from 'node:crypto';

/** OPEN until the payer presses a button on the hosted page; then PAID or FAILED for good. */
export type PaymentStatus = 'OPEN' | 'PAID' | 'FAILED';
export type CallbackStatus = Exclude<PaymentStatus, 'OPEN'>;

/** One attempt to tell the merchant about a payment: what was sent and what came back. */
export type Delivery = {
  eventId: string;
  status: CallbackStatus;
  amount: string;
  at: string;
  /** The merchant's HTTP status; null when it could not be reached. */
  httpStatus: number | null;
  answer: string;
};

export type Payment = {
  id: string;
  merchantOrderId: string;
  amount: string;
  currency: string;
  description: string;
  callbackUrl: string;
  returnUrl: string;
  status: PaymentStatus;
  createdAt: string;
  deliveries: Delivery[];
};

export type NewPayment = Pick<
  Payment,
  'merchantOrderId' | 'amount' | 'currency' | 'description' | 'callbackUrl' | 'returnUrl'
>;

/** Oldest payments are forgotten beyond this, so a long-running sandbox does not grow forever. */
const MAX_PAYMENTS = 10_000;
const MAX_DELIVERIES_KEPT = 50;

/**
 * The sandbox's payments, in memory: it is a stand-in provider for development and tests, and a
 * restart forgets them (the platform's orders then stay PENDING, as with a provider that lost them).
 */
export class PaymentStore {
  private readonly byId = new Map<string, Payment>();
  private readonly byMerchantOrder = new Map<string, string>();

  /**
   * Creates a payment, or returns the one already made for the same merchant order (a merchant
   * retrying its request); the same order with another amount or currency is a conflict.
   */
  create(input: NewPayment): { payment: Payment; created: boolean } | { conflict: true } {
    const existingId = this.byMerchantOrder.get(input.merchantOrderId);
    const existing = existingId === undefined ? undefined : this.byId.get(existingId);
    if (existing) {
      if (existing.amount !== input.amount || existing.currency !== input.currency) return { conflict: true };
      return { payment: existing, created: false };
    }
    const payment: Payment = {
      ...input,
      id: `pay_${randomBytes(12).toString('hex')}`,
      status: 'OPEN',
      createdAt: new Date().toISOString(),
      deliveries: [],
    };
    this.byId.set(payment.id, payment);
    this.byMerchantOrder.set(payment.merchantOrderId, payment.id);
    if (this.byId.size > MAX_PAYMENTS) this.forgetOldest();
    return { payment, created: true };
  }

  get(id: string): Payment | undefined {
    return this.byId.get(id);
  }

  recordDelivery(payment: Payment, delivery: Delivery): void {
    payment.deliveries.push(delivery);
    if (payment.deliveries.length > MAX_DELIVERIES_KEPT) payment.deliveries.shift();
  }

  private forgetOldest(): void {
    const oldest = this.byId.values().next().value;
    if (!oldest) return;
    this.byId.delete(oldest.id);
    this.byMerchantOrder.delete(oldest.merchantOrderId);
  }
}

/** The id of the event a status change is: the same change delivered again is the same event. */
export function eventIdOf(payment: Payment, status: CallbackStatus): string {
  return `evt_${payment.id}_${status.toLowerCase()}`;
}

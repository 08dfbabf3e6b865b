import type { IncomingHttpHeaders } from 'node:http';
import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import type { Config } from '../../config';
import { startModeOf } from '../../deployment/start-mode';
import { createSandboxProvider } from './sandbox-payment-provider';

/** What the platform asks a provider to collect: one deposit order, in the merchant's currency. */
export type PaymentRequest = {
  orderId: string;
  /** Decimal string in major units ("125.50"). */
  amount: string;
  currency: string;
  /** Where the provider sends its signed callbacks. */
  callbackUrl: string;
  /** Where the payer's browser goes back to when done. */
  returnUrl: string;
};

export type CreatedPayment = { payUrl: string; providerReference: string };

/** A callback whose signature checked out: what the provider says happened to an order. */
export type PaymentEvent = {
  /** The same event delivered again carries the same id. */
  eventId: string;
  orderId: string;
  providerReference: string;
  status: 'PAID' | 'FAILED';
  /** As the provider sent it: a decimal string, compared with the order before anything moves. */
  amount: string;
  currency: string;
};

/**
 * One payment provider behind the online deposit channels. createPayment must be idempotent per
 * order id (a retried deposit asks again and must get the same payment); verifyCallback throws
 * ApiError SIGNATURE_INVALID for anything the provider did not sign.
 */
export interface PaymentProvider {
  readonly code: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders): PaymentEvent;
}

export type PaymentProviders = ReadonlyMap<string, PaymentProvider>;

/** The providers this process can use, by the code deposit channels name them with. */
export function createPaymentProviders(config: Config): PaymentProviders {
  const providers = new Map<string, PaymentProvider>();
  // The development secret is public (it is in this repository): a demo start's default only.
  const secret =
    config.PAYMENT_SANDBOX_SECRET ?? (startModeOf(config) === 'demo' ? DEVELOPMENT_SECRETS.paymentSandbox : undefined);
  if (secret) providers.set('sandbox', createSandboxProvider({ baseUrl: config.PAYMENT_SANDBOX_URL, secret }));
  return providers;
}

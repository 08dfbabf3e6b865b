import { z } from 'zod';
import { ApiError } from '../../http/envelope';
import type { PaymentProvider } from './payment-provider';
import { isSandboxSignatureValid, sandboxSignedHeaders } from './sandbox-signature';

const REQUEST_TIMEOUT_MS = 10_000;

/** Thrown when the provider cannot take the payment (down, refusing, answering nonsense). */
export class PaymentProviderError extends Error {}

const createdSchema = z.object({
  paymentId: z.string().min(1).max(64),
  payUrl: z.string().regex(/^https?:\/\//),
});

const callbackSchema = z.object({
  eventId: z.string().min(1).max(128),
  paymentId: z.string().min(1).max(64),
  merchantOrderId: z.string().min(1).max(64),
  status: z.enum(['PAID', 'FAILED']),
  amount: z.string().min(1).max(32),
  currency: z.string().min(1).max(8),
});

/** The payment sandbox (apps/payment-sandbox) over HTTP, with calls and callbacks signed both ways. */
export function createSandboxProvider(options: { baseUrl: string; secret: string }): PaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return {
    code: 'sandbox',

    async createPayment(request) {
      const body = JSON.stringify({
        merchantOrderId: request.orderId,
        amount: request.amount,
        currency: request.currency,
        callbackUrl: request.callbackUrl,
        returnUrl: request.returnUrl,
        description: `Deposit ${request.orderId}`,
      });
      let res: Response;
      try {
        res = await fetch(`${baseUrl}/api/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...sandboxSignedHeaders(options.secret, body) },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new PaymentProviderError(`sandbox unreachable at ${baseUrl}: ${String(error)}`);
      }
      const text = await res.text();
      if (res.status !== 200 && res.status !== 201) {
        throw new PaymentProviderError(`sandbox answered ${res.status}: ${text.slice(0, 200)}`);
      }
      let created: z.infer<typeof createdSchema>;
      try {
        created = createdSchema.parse(JSON.parse(text));
      } catch {
        throw new PaymentProviderError(`sandbox answered an unexpected body: ${text.slice(0, 200)}`);
      }
      return { payUrl: created.payUrl, providerReference: created.paymentId };
    },

    verifyCallback(rawBody, headers) {
      if (!isSandboxSignatureValid(options.secret, headers, rawBody)) throw new ApiError('SIGNATURE_INVALID');
      let parsed: z.infer<typeof callbackSchema>;
      try {
        parsed = callbackSchema.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        // Signed, so it is the provider's own malformed message rather than an attack.
        throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body', rule: 'sandbox_callback' }] });
      }
      return {
        eventId: parsed.eventId,
        orderId: parsed.merchantOrderId,
        providerReference: parsed.paymentId,
        status: parsed.status,
        amount: parsed.amount,
        currency: parsed.currency,
      };
    },
  };
}

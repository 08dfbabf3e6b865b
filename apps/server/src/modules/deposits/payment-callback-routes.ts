import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, ok } from '../../http/envelope';
import { SIGNED_BY_PROVIDER } from '../../http/route-access';
import type { DepositDeps } from './deposit-deps';
import { applyPaymentEvent } from './payment-callback-service';

const MAX_CALLBACK_BYTES = 64 * 1024;

const callbackValueSchema = z.object({ outcome: z.enum(['CREDITED', 'FAILED', 'DUPLICATE', 'IGNORED']) });

/**
 * The payment providers' callbacks. The signature covers the exact bytes sent, so in this plugin's
 * own scope (and nowhere else) every body is kept raw instead of parsed as JSON.
 */
export const paymentCallbackRoutes: FastifyPluginAsyncZod<{ deps: DepositDeps }> = async (app, { deps }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_CALLBACK_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  // Public: a provider is no session holder; its signature is what authenticates the call.
  app.post(
    API.paymentCallback,
    {
      config: SIGNED_BY_PROVIDER,
      schema: {
        params: z.object({ provider: z.string().max(32) }),
        response: { 200: envelopeSchema(callbackValueSchema) },
      },
    },
    async (req) => {
      const provider = deps.providers.get(req.params.provider);
      if (!provider) throw new ApiError('NOT_FOUND');
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event: ReturnType<typeof provider.verifyCallback>;
      try {
        event = provider.verifyCallback(raw, req.headers);
      } catch (error) {
        // Not recorded in the database (strangers could fill it), but visible in the log.
        req.log.warn(
          { provider: provider.code, ip: req.ctx.ip, code: (error as ApiError).code },
          'payment callback refused',
        );
        throw error;
      }
      const { outcome, orderId } = await applyPaymentEvent(deps.db, provider.code, event);
      const about = { provider: provider.code, eventId: event.eventId, orderId: event.orderId, outcome };
      switch (outcome) {
        case 'AMOUNT_MISMATCH':
          req.log.warn({ ...about, amount: event.amount, currency: event.currency }, 'payment callback amount differs');
          throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.amount', rule: 'order_amount' }] });
        case 'UNKNOWN_ORDER':
          req.log.warn({ ...about, providerReference: event.providerReference }, 'payment callback for no known order');
          throw new ApiError('ORDER_NOT_FOUND');
        case 'IGNORED':
          req.log.info({ ...about, matchedOrder: orderId }, 'payment callback after the order was final');
          return ok({ outcome });
        default:
          return ok({ outcome });
      }
    },
  );
};

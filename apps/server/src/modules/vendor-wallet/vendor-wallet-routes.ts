import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { currencyDigits, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import {
  VENDOR_WALLET_LIMITS,
  vendorAuthenticateBodySchema,
  vendorAuthenticateValueSchema,
  vendorBalanceBodySchema,
  vendorBalanceValueSchema,
  vendorCreditBodySchema,
  vendorDebitBodySchema,
  vendorMoneyValueSchema,
  vendorRollbackBodySchema,
} from '@platform/contracts/vendor-wallet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ApiError, ok } from '../../http/envelope';
import { fieldErrorOf } from '../../http/error-handler';
import { refusingNulBytes } from '../../http/nul-bytes';
import { SIGNED_BY_VENDOR } from '../../http/route-access';
import type { WalletCache } from '../wallet/wallet-cache';
import type { IntegrationCache } from './vendor-integration-cache';
import type { VendorIntegration } from './vendor-integration-reads';
import type { VendorSessionCache } from './vendor-session-cache';
import { authenticate, type VendorSession } from './vendor-session-service';
import { isVendorSignatureValid } from './vendor-signature';
import { credit, debit, rollback, type WalletAnswer } from './vendor-wallet-service';

const paramsSchema = z.object({ vendor: z.string().max(40) });
const moneyResponse = { 200: envelopeSchema(vendorMoneyValueSchema) };

/**
 * The seamless-wallet callbacks a vendor calls (docs/vendor-wallet-protocol.md). Public: a vendor
 * holds no session of ours, its HMAC signature over the exact bytes is what authenticates it, so
 * in this plugin's scope (and nowhere else) bodies are kept raw and parsed only once verified.
 * Handlers stay thin: verify, validate, resolve the session, call one service function.
 */
export const vendorWalletRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  integrations: IntegrationCache;
  sessions: VendorSessionCache;
  wallets: WalletCache;
}> = async (app, { db, config, integrations, sessions, wallets }) => {
  // Every route here also opts out of compression: a vendor's server calls them for small JSON
  // answers (under the 1 KB threshold) on every bet, so the compression hooks would only cost time.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: VENDOR_WALLET_LIMITS.maxBodyBytes },
    (_req, body, done) => done(null, body),
  );

  /** The vendor's enabled integration and the verified, validated body; refusals change nothing. */
  async function verified<S extends z.ZodType>(
    req: Pick<FastifyRequest, 'ctx' | 'body' | 'url' | 'headers' | 'log'> & { params: z.infer<typeof paramsSchema> },
    schema: S,
  ): Promise<{ integration: VendorIntegration; body: z.infer<S> }> {
    const integration = await integrations.find(req.ctx.merchant.id, req.params.vendor);
    if (!integration?.enabled) throw new ApiError('VENDOR_NOT_FOUND');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const path = req.url.split('?', 1)[0] as string;
    if (!isVendorSignatureValid(integration.vendor, integration.secret, req.headers, path, raw)) {
      // Not recorded in the database (strangers could fill it), but visible in the log.
      req.log.warn({ vendor: integration.vendor, ip: req.ctx.ip, path }, 'vendor callback signature refused');
      throw new ApiError('SIGNATURE_INVALID');
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body', rule: 'json' }] });
    }
    const parsed = refusingNulBytes(schema).safeParse(json);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((issue) => {
        const { code, path: at, message: _message, ...params } = issue;
        return fieldErrorOf('body', json, at.map(String), { keyword: code, params });
      });
      throw new ApiError('VALIDATION_FAILED', { errors });
    }
    return { integration, body: parsed.data };
  }

  /** A wallet call's session: a seamless vendor's, of a real (not trial) game. */
  async function walletSession(
    integration: VendorIntegration,
    body: { sessionId: string; playerId: string; currency?: string | undefined },
  ): Promise<VendorSession> {
    // A transfer-mode vendor holds the member's money itself: our wallet is not its to call.
    if (integration.mode !== 'SEAMLESS') throw new ApiError('FORBIDDEN');
    const session = await sessions.find(integration.merchantId, integration.vendor, body);
    if (session.trial) throw new ApiError('TRIAL_NOT_ALLOWED');
    if (body.currency !== undefined && body.currency !== session.player.currency) {
      throw new ApiError('CURRENCY_MISMATCH');
    }
    return session;
  }

  const amountOf = (text: string, currency: string): bigint => {
    const minor = parseDecimalAmount(text, currencyDigits(currency));
    if (minor === null)
      throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.amount', rule: 'currency_digits' }] });
    return minor;
  };

  const moneyValue = (answer: WalletAnswer, currency: string) => ({
    balance: toDecimalAmount(answer.balance, currencyDigits(currency)),
    transactionId: answer.transactionId,
    reference: answer.reference,
  });

  app.post(
    API.vendorAuthenticate,
    {
      config: SIGNED_BY_VENDOR,
      compress: false,
      schema: { params: paramsSchema, response: { 200: envelopeSchema(vendorAuthenticateValueSchema) } },
    },
    async (req) => {
      const { integration, body } = await verified(req, vendorAuthenticateBodySchema);
      return ok(await authenticate(db, config, integration.merchantId, integration.vendor, body.launchToken));
    },
  );

  app.post(
    API.vendorBalance,
    {
      config: SIGNED_BY_VENDOR,
      compress: false,
      schema: { params: paramsSchema, response: { 200: envelopeSchema(vendorBalanceValueSchema) } },
    },
    async (req) => {
      const { integration, body } = await verified(req, vendorBalanceBodySchema);
      const session = await walletSession(integration, body);
      await sessions.requireLive(session);
      const { cash } = await wallets.read(req.ctx.merchant, session.player.memberId);
      const { currency } = session.player;
      return ok({ balance: toDecimalAmount(cash, currencyDigits(currency)), currency });
    },
  );

  app.post(
    API.vendorDebit,
    { config: SIGNED_BY_VENDOR, compress: false, schema: { params: paramsSchema, response: moneyResponse } },
    async (req) => {
      const { integration, body } = await verified(req, vendorDebitBodySchema);
      const session = await walletSession(integration, body);
      const { currency } = session.player;
      const amount = amountOf(body.amount, currency);
      // A replay of a debit that took effect is answered even once the session has ended.
      const answer = await debit(db, session.player, { ...body, amount }, () => sessions.requireLive(session));
      return ok(moneyValue(answer, currency));
    },
  );

  app.post(
    API.vendorCredit,
    { config: SIGNED_BY_VENDOR, compress: false, schema: { params: paramsSchema, response: moneyResponse } },
    async (req) => {
      const { integration, body } = await verified(req, vendorCreditBodySchema);
      const session = await walletSession(integration, body);
      const { currency } = session.player;
      const answer = await credit(db, session.player, { ...body, amount: amountOf(body.amount, currency) });
      return ok(moneyValue(answer, currency));
    },
  );

  app.post(
    API.vendorRollback,
    { config: SIGNED_BY_VENDOR, compress: false, schema: { params: paramsSchema, response: moneyResponse } },
    async (req) => {
      const { integration, body } = await verified(req, vendorRollbackBodySchema);
      const session = await walletSession(integration, body);
      return ok(moneyValue(await rollback(db, session.player, body), session.player.currency));
    },
  );
};

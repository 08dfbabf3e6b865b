import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  consolidatedValueSchema,
  merchantWalletValueSchema,
  walletBalanceValueSchema,
  walletTransferBodySchema,
  walletTransferValueSchema,
} from '@platform/contracts/wallet';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor, PUBLIC } from '../../http/route-access';
import type { JobRunner } from '../../jobs/job-runner';
import { transferTimingOf, type VendorTransferDeps } from '../vendor-transfer/vendor-transfer-deps';
import { refreshVendorWallets } from '../vendor-transfer/vendor-wallet-refresh';
import { lineTransferRoutes } from './line-transfer-routes';
import type { WalletCache } from './wallet-cache';
import { readConsolidated, readMerchantWallet, transferWallet } from './wallet-service';

export type WalletRouteOptions = { db: Db; config: Config; jobs: JobRunner; wallets: WalletCache };

/** The wallet calls of spec 7.2 and the transfers in the agent line. */
export const walletRoutes: FastifyPluginAsyncZod<WalletRouteOptions> = async (app, { db, config, jobs, wallets }) => {
  const REAL = ['member', 'agent'] as const;
  // Transfer-wallet vendors: their calls, and the reconciliation of unknown outcomes.
  const transfers: VendorTransferDeps = { db, jobs, log: app.log, timing: transferTimingOf(config) };

  app.get(
    API.walletBalance,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(walletBalanceValueSchema) } } },
    async (req) => {
      const { merchant } = req.ctx;
      const { memberId } = callerOf(req);
      const { wallet, refreshDueAtMs } = await wallets.read(merchant, memberId);
      if (Date.now() < refreshDueAtMs) return ok(wallet);
      // A transfer vendor's balance is due to be asked, or an open transfer to be checked: then the
      // wallet is read again, with the new due time.
      await refreshVendorWallets(transfers, merchant, memberId);
      wallets.forget(merchant.id, [memberId]);
      return ok((await wallets.read(merchant, memberId)).wallet);
    },
  );

  // Public: the merchant's wallet setup carries no member data (the lobby reads it before login).
  app.get(
    API.merchantWallet,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(merchantWalletValueSchema) } } },
    async (req) => ok(await readMerchantWallet(db, req.ctx.merchant)),
  );

  app.get(
    API.consolidated,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(consolidatedValueSchema) } } },
    async (req) => {
      return ok(await readConsolidated(db, req.ctx.merchant.id));
    },
  );

  app.post(
    API.walletTransfer,
    {
      config: onlyFor(REAL),
      schema: { body: walletTransferBodySchema, response: { 200: envelopeSchema(walletTransferValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await transferWallet(transfers, req.ctx.merchant, caller.memberId, req.body));
    },
  );

  await app.register(lineTransferRoutes, { db });
};

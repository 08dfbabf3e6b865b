import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  transferReconcileValueSchema,
  unknownTransfersQuerySchema,
  unknownTransfersValueSchema,
} from '@platform/contracts/finance-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { reconcileTransferNow, unknownTransfers } from './vendor-transfer-admin';
import type { VendorTransferDeps } from './vendor-transfer-deps';

/**
 * Transfers in transit for finance staff: the brand's open transfers, and asking the vendor about
 * one now. Money in transit is the deposits reviewer's concern: money on its way that a member
 * cannot spend until someone settles it.
 */
export const vendorTransferAdminRoutes: FastifyPluginAsyncZod<{ deps: VendorTransferDeps }> = async (app, { deps }) => {
  app.get(
    ADMIN_API.vendorTransfersUnknown,
    {
      config: forStaff('deposits.review'),
      schema: {
        querystring: unknownTransfersQuerySchema,
        response: { 200: envelopeSchema(unknownTransfersValueSchema) },
      },
    },
    async (req) => ok(await unknownTransfers(deps.db, req.ctx.merchant, req.query)),
  );

  app.post(
    ADMIN_API.vendorTransferReconcile,
    {
      config: forStaff('deposits.review'),
      schema: {
        params: z.object({ id: z.string().max(20) }),
        response: { 200: envelopeSchema(transferReconcileValueSchema) },
      },
    },
    async (req) => ok(await reconcileTransferNow(deps, req.ctx.merchant, req.params.id, auditActorOf(req))),
  );
};

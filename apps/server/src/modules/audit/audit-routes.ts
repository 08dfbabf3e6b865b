import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { auditPageSchema, auditQuerySchema, auditVerifyValueSchema } from '@platform/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { staffOf } from '../../http/staff-guard';
import { auditPage, verifyAuditChain } from './audit-service';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    ADMIN_API.auditEntries,
    {
      config: forStaff('audit.view'),
      schema: { querystring: auditQuerySchema, response: { 200: envelopeSchema(auditPageSchema) } },
    },
    async (req) => {
      const { pageNo, pageSize, ...filter } = req.query;
      // The platform owner reads every brand's entries; a brand's staff only their brand's.
      const merchantId = staffOf(req).merchantId === null ? null : req.ctx.merchant.id;
      return ok(await auditPage(db, { merchantId, ...filter }, { pageNo, pageSize }));
    },
  );

  app.post(
    ADMIN_API.auditVerify,
    { config: forStaff('audit.view'), schema: { response: { 200: envelopeSchema(auditVerifyValueSchema) } } },
    async () => ok(await verifyAuditChain(db)),
  );
};

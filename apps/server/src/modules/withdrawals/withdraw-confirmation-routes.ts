import multipart from '@fastify/multipart';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { PROOF_IMAGE_MAX_BYTES, PROOF_IMAGE_MAX_COUNT, withdrawValueSchema } from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { readProofForm } from './proof-image';
import { confirmWithdrawal } from './withdraw-confirmation-service';
import { REAL, type WithdrawalDeps } from './withdraw-deps';

/**
 * The member's confirmation of a paid withdrawal: a multipart form, the only one of the API, so
 * the multipart parser lives in this plugin's scope alone.
 */
export const withdrawConfirmationRoutes: FastifyPluginAsyncZod<{ deps: WithdrawalDeps }> = async (app, { deps }) => {
  const { db } = deps;
  await app.register(multipart, {
    limits: {
      fileSize: PROOF_IMAGE_MAX_BYTES,
      files: PROOF_IMAGE_MAX_COUNT,
      fields: 4,
      fieldSize: 1024,
      parts: PROOF_IMAGE_MAX_COUNT + 4,
    },
  });

  app.post(
    API.withdrawConfirmation,
    {
      config: onlyFor(REAL),
      // Three full-size images and their headers; each file's own limit is the plugin's.
      bodyLimit: PROOF_IMAGE_MAX_COUNT * PROOF_IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        params: z.object({ id: z.string().max(40) }),
        response: { 200: envelopeSchema(withdrawValueSchema) },
      },
    },
    async (req) => {
      // The role guard runs before this handler, so nobody else's upload is even read.
      const caller = callerOf(req);
      const form = await readProofForm(req);
      return ok({ order: await confirmWithdrawal(db, req.ctx.merchant, caller.memberId, req.params.id, form) });
    },
  );
};

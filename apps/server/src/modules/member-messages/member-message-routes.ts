import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { memberMessagesValueSchema, unreadCountValueSchema } from '@platform/contracts/member-messages';
import { pageQuerySchema } from '@platform/contracts/money-amount';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { markMessageRead, memberMessages, unreadMessageCount } from './member-message-service';

const messageIdParamsSchema = z.object({ id: z.string().regex(/^[1-9][0-9]{0,17}$/) });

/** messageV2: the list, marking one read, and the unread count of the header badge. Real accounts only. */
export const memberMessageRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const REAL = ['member', 'agent'] as const;

  app.get(
    API.memberMessages,
    {
      config: onlyFor(REAL),
      schema: { querystring: pageQuerySchema, response: { 200: envelopeSchema(memberMessagesValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await memberMessages(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId }, req.query));
    },
  );

  app.post(
    API.memberMessageRead,
    {
      config: onlyFor(REAL),
      schema: { params: messageIdParamsSchema, response: { 200: envelopeSchema(unreadCountValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(
        await markMessageRead(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId }, req.params.id),
      );
    },
  );

  app.get(
    API.unreadMessages,
    { config: onlyFor(REAL), schema: { response: { 200: envelopeSchema(unreadCountValueSchema) } } },
    async (req) => {
      const caller = callerOf(req);
      const unread = await unreadMessageCount(db, { merchantId: req.ctx.merchant.id, memberId: caller.memberId });
      return ok({ unread });
    },
  );
};

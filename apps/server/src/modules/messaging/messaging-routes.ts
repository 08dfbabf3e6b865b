import { outboxQuerySchema, outboxValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isLoopbackCaller } from '../../deployment/loopback-caller';
import { startModeOf } from '../../deployment/start-mode';
import { ApiError, ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import { latestOutboxMessages } from './outbox-repository';

export type MessagingRouteOptions = { db: Db; config: Config };

const OUTBOX_PAGE = 20;

/**
 * The outbox stores mobiles as '+971...'; a '+' typed into a URL arrives as a space, so a bare
 * number is read as the international one.
 */
function outboxRecipient(to: string): string {
  const trimmed = to.trim();
  return /^[0-9]{6,20}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

/** The demo outbox: the messages (sms codes, password-reset links) the demo start sends nowhere else. */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRouteOptions> = async (app, { db, config }) => {
  // Who may call it: whoever sits on the server's own machine, in a demo start only. The outbox
  // holds sms codes and password-reset links, so to anyone else (another machine on the network, a
  // visitor through a proxy) it answers as a path that does not exist; in a production start it
  // does not exist at all (and the outbox provider refuses to write there).
  if (startModeOf(config) === 'demo') {
    app.get(
      API.devOutbox,
      {
        config: PUBLIC,
        schema: { querystring: outboxQuerySchema, response: { 200: envelopeSchema(outboxValueSchema) } },
      },
      async (req) => {
        if (!isLoopbackCaller(req)) throw new ApiError('NOT_FOUND');
        const rows = await latestOutboxMessages(db, req.ctx.merchant.id, outboxRecipient(req.query.to), OUTBOX_PAGE);
        return ok(
          rows.map((r) => ({
            channel: r.channel,
            to: r.recipient,
            subject: r.subject,
            body: r.body,
            createdAt: r.created_at.toISOString(),
          })),
        );
      },
    );
  }
};

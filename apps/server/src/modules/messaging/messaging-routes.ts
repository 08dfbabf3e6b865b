import { captchaValueSchema, outboxQuerySchema, outboxValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { humanCheckValueSchema } from '@platform/contracts/human-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import { issueCaptcha } from '../captcha/captcha-service';
import { issueHumanCheck } from '../verification/human-check';
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

/** Captcha and the demo outbox (issue 3). */
export const messagingRoutes: FastifyPluginAsyncZod<MessagingRouteOptions> = async (app, { db, config }) => {
  // Public: guests need a captcha to log in and register.
  app.get(
    API.captcha,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(captchaValueSchema) } } },
    async (req) => ok(await issueCaptcha(db, config, req.ctx.merchant.id, req.ctx.ip)),
  );

  // Public: the human-verification step a guest passes before a password login.
  app.get(
    API.humanCheck,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(humanCheckValueSchema) } } },
    async (req) => ok(await issueHumanCheck(db, req.ctx.merchant.id, req.ctx.ip)),
  );

  // Public and for development, the demo and the tests only: the outbox provider refuses in
  // production, and this route does not exist there (404), so real codes are never readable.
  if (config.NODE_ENV !== 'production') {
    app.get(
      API.devOutbox,
      {
        config: PUBLIC,
        schema: { querystring: outboxQuerySchema, response: { 200: envelopeSchema(outboxValueSchema) } },
      },
      async (req) => {
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

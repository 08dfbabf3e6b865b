import { captchaValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { humanCheckValueSchema } from '@platform/contracts/human-check';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ok } from '../../http/envelope';
import { PUBLIC } from '../../http/route-access';
import { issueCaptcha } from './captcha-service';
import { issueHumanCheck } from './human-check-service';

/** The checks a guest passes to show a person is there: the captcha image and the human check. */
export const captchaRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
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
};

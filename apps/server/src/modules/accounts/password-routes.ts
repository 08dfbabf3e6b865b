import {
  changePasswordBodySchema,
  changePasswordValueSchema,
  forgotByEmailBodySchema,
  loginValueSchema,
  passwordByPhoneBodySchema,
  passwordSmsBodySchema,
  smsCodeValueSchema,
} from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor, PUBLIC } from '../../http/route-access';
import { openSealedBody } from '../../http/sealed-body';
import type { AccountDeps } from './account-deps';
import { callSite, callSiteWithFields } from './call-site';
import { changePassword, forgotPasswordByEmail, sendPasswordSms, setPasswordByPhone } from './password-service';

/** Change password (signed in) and the two forgot-password flows (guests). */
export const passwordRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.post(
    API.changePassword,
    {
      config: onlyFor(['member', 'agent'], { duringPasswordChange: true }),
      schema: { response: { 200: envelopeSchema(changePasswordValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      const site = callSiteWithFields(req);
      const body = await openSealedBody(db, site.merchantId, req.body, changePasswordBodySchema);
      return ok(await changePassword(deps, site, caller.memberId, body));
    },
  );

  // Public: the user cannot log in.
  app.post(
    API.forgotByEmail,
    { config: PUBLIC, schema: { body: forgotByEmailBodySchema, response: { 200: envelopeSchema(z.null()) } } },
    async (req) => {
      await forgotPasswordByEmail(deps, callSite(req), req.body);
      return ok(null);
    },
  );

  // Public: as above.
  app.post(
    API.passwordSms,
    { config: PUBLIC, schema: { body: passwordSmsBodySchema, response: { 200: envelopeSchema(smsCodeValueSchema) } } },
    async (req) => ok(await sendPasswordSms(deps, callSite(req), req.body)),
  );

  // Public: as above; the sms code proves the mobile.
  app.post(
    API.passwordByPhone,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(loginValueSchema) } } },
    async (req) => {
      const site = callSiteWithFields(req);
      const body = await openSealedBody(db, site.merchantId, req.body, passwordByPhoneBodySchema);
      return ok(await setPasswordByPhone(deps, site, body));
    },
  );
};

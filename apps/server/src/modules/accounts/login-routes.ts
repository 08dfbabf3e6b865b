import {
  freePlayBodySchema,
  loginBodySchema,
  loginValueSchema,
  secondFactorBodySchema,
  secondFactorSmsBodySchema,
  smsCodeValueSchema,
} from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { callerOf } from '../../http/role-guard';
import { onlyFor, PUBLIC } from '../../http/route-access';
import { openSealedBody } from '../../http/sealed-body';
import { verifyHumanProof } from '../captcha/human-check-service';
import { revokeSession } from '../sessions/session-service';
import type { AccountDeps } from './account-deps';
import { callSite } from './call-site';
import { freePlayLogin, loginWithPassword, loginWithSms } from './login-service';
import { sendSecondFactorSms, verifySecondFactor } from './second-factor-service';

/** Login (both ways), free play, the second step of a challenged login, logout. */
export const loginRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // Public: this is how a guest becomes a member.
  app.post(
    API.login,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(loginValueSchema) } } },
    async (req) => {
      const site = callSite(req);
      await consumeRateLimit(db, RATE_RULES.LOGIN_PER_IP, `${site.merchantId}:${site.ip}`);
      const body = await openSealedBody(db, site.merchantId, req.body, loginBodySchema);
      // Spec 4.2: password logins pass the human-verification step; an sms code proves enough.
      if (body.type === 'username') await verifyHumanProof(db, site.merchantId, body.humanProof);
      return ok(body.type === 'sms' ? await loginWithSms(deps, site, body) : await loginWithPassword(deps, site, body));
    },
  );

  // Public: a guest asks for a trial account.
  app.post(
    API.freePlayLogin,
    { config: PUBLIC, schema: { body: freePlayBodySchema, response: { 200: envelopeSchema(loginValueSchema) } } },
    async (req) => ok(await freePlayLogin(deps, callSite(req), req.headers.host)),
  );

  // Public: the caller holds a challenge id from the first step, not yet a session.
  app.post(
    API.secondFactorSms,
    {
      config: PUBLIC,
      schema: { body: secondFactorSmsBodySchema, response: { 200: envelopeSchema(smsCodeValueSchema) } },
    },
    async (req) => ok(await sendSecondFactorSms(deps, callSite(req), req.body.challengeId)),
  );

  // Public: as above.
  app.post(
    API.secondFactor,
    { config: PUBLIC, schema: { body: secondFactorBodySchema, response: { 200: envelopeSchema(loginValueSchema) } } },
    async (req) => ok(await verifySecondFactor(deps, callSite(req), req.body)),
  );

  // Every signed-in role: whoever holds a session may end it.
  app.delete(
    API.logout,
    {
      config: onlyFor(['trial', 'member', 'agent'], { duringPasswordChange: true }),
      schema: { response: { 200: envelopeSchema(z.null()) } },
    },
    async (req) => {
      const caller = callerOf(req);
      await revokeSession(db, deps.sessions, caller.sessionId);
      return ok(null);
    },
  );
};

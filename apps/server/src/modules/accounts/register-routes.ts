import {
  affiliateQuerySchema,
  affiliateValueSchema,
  registerBodySchema,
  registerValueSchema,
} from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { PUBLIC } from '../../http/route-access';
import { openSealedBody } from '../../http/sealed-body';
import type { AccountDeps } from './account-deps';
import { callSite, callSiteWithFields } from './call-site';
import { checkAffiliateCode, type RegisterMode, registerMember } from './register-service';

/** Registration in username mode (USERNAMEREG3) and mobile mode (MOBILENUMREG3), and the affiliate check. */
export const registerRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db } = deps;

  const routes: [string, RegisterMode, 'USERNAMEREG3' | 'MOBILENUMREG3'][] = [
    [API.register, 'username', 'USERNAMEREG3'],
    [API.registerMobile, 'mobile', 'MOBILENUMREG3'],
  ];
  for (const [path, mode, flag] of routes) {
    // Public: a guest registers. A signed-in caller may register too; the answer is a new session.
    app.put(
      path,
      { config: PUBLIC, schema: { response: { 200: envelopeSchema(registerValueSchema) } } },
      async (req) => {
        const site = callSiteWithFields(req);
        if (!site.flags[flag]) throw new ApiError('FEATURE_DISABLED');
        await consumeRateLimit(db, RATE_RULES.REGISTER_PER_IP, `${site.merchantId}:${site.ip}`);
        const body = await openSealedBody(db, site.merchantId, req.body, registerBodySchema);
        return ok(await registerMember(deps, site, body, mode));
      },
    );
  }

  // Public: the register form checks an invitation code before sending it (spec 4.4).
  app.get(
    API.affiliate,
    {
      config: PUBLIC,
      schema: { querystring: affiliateQuerySchema, response: { 200: envelopeSchema(affiliateValueSchema) } },
    },
    async (req) => {
      // The brand comes from the request's host; `domain` only echoes it and decides nothing.
      await checkAffiliateCode(deps, callSite(req), req.query.code);
      return ok({ valid: true as const });
    },
  );
};

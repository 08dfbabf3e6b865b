import { countriesValueSchema, memberIconValueSchema, memberInfoValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor, PUBLIC } from '../../http/route-access';
import type { AccountDeps } from './account-deps';
import { COUNTRY_DIALING_CODES } from './country-dialing-codes';
import { markFirstLogin, memberIcon, memberInfo } from './member-service';

/** Member info and icon, the first-login action, the country list. */
export const memberRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db } = deps;

  // Trial users get their info too: the header shows their account and the web its limits.
  app.get(
    API.memberInfo,
    {
      config: onlyFor(['trial', 'member', 'agent'], { duringPasswordChange: true }),
      schema: { response: { 200: envelopeSchema(memberInfoValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await memberInfo(db, req.ctx.merchant, caller.memberId));
    },
  );

  app.get(
    API.memberIcon,
    {
      config: onlyFor(['trial', 'member', 'agent']),
      schema: { response: { 200: envelopeSchema(memberIconValueSchema) } },
    },
    async (req) => {
      const caller = callerOf(req);
      return ok(await memberIcon(db, caller.memberId));
    },
  );

  app.post(
    API.firstLogin,
    { config: onlyFor(['trial', 'member', 'agent']), schema: { response: { 200: envelopeSchema(z.null()) } } },
    async (req) => {
      const caller = callerOf(req);
      await markFirstLogin(db, caller.memberId);
      return ok(null);
    },
  );

  // Public: the login and register forms list dialing codes before anyone is signed in.
  app.get(
    API.countries,
    { config: PUBLIC, schema: { response: { 200: envelopeSchema(countriesValueSchema) } } },
    async () => ok(COUNTRY_DIALING_CODES),
  );
};

import { loginSmsBodySchema, registerSmsBodySchema, smsCodeValueSchema } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, ok } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { PUBLIC } from '../../http/route-access';
import { CODE_VALID_MINUTES, sendSmsCode } from '../verification/verification-codes';
import type { AccountDeps } from './account-deps';
import { callSite } from './call-site';
import { findMemberByMobile, takenIdentifiers } from './member-repository';
import { fullMobile } from './mobile-number';

/** Sms codes for the sms login and for registration; the limits and the sending are verification-codes'. */
export const verificationSmsRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const { db, messages } = deps;

  // Public: a guest asks for a login code. A number no account holds gets the same answer and
  // spends the same limits, but no message, so the call does not reveal who is registered.
  app.post(
    API.loginSms,
    { config: PUBLIC, schema: { body: loginSmsBodySchema, response: { 200: envelopeSchema(smsCodeValueSchema) } } },
    async (req) => {
      const site = callSite(req);
      if (!site.flags.MOBILEVERCODELOGIN3) throw new ApiError('FEATURE_DISABLED');
      const mobile = fullMobile(req.body.countryDialingCode, req.body.mobileNum);
      const member = await findMemberByMobile(db, site.merchantId, mobile);
      if (member) {
        return ok(
          await sendSmsCode(db, messages, {
            merchantId: site.merchantId,
            purpose: 'LOGIN',
            mobile,
            ip: site.ip,
            language: site.language,
          }),
        );
      }
      await consumeRateLimit(db, RATE_RULES.SMS_PER_IP, `${site.merchantId}:${site.ip}`);
      await consumeRateLimit(db, RATE_RULES.SMS_PER_TARGET, `${site.merchantId}:${mobile}`);
      return ok({ expiredMinutes: CODE_VALID_MINUTES });
    },
  );

  // Public: a guest registering with REGMOBVERF3 on. A taken number is said at once: the
  // registration itself would say it anyway.
  app.post(
    API.registerSms,
    { config: PUBLIC, schema: { body: registerSmsBodySchema, response: { 200: envelopeSchema(smsCodeValueSchema) } } },
    async (req) => {
      const site = callSite(req);
      if (!site.flags.REGMOBVERF3) throw new ApiError('FEATURE_DISABLED');
      const mobile = fullMobile(req.body.countryDialingCode, req.body.mobileNo);
      const taken = await takenIdentifiers(db, site.merchantId, { account: '', email: null, mobile });
      if (taken.mobile) throw new ApiError('MOBILE_TAKEN');
      return ok(
        await sendSmsCode(db, messages, {
          merchantId: site.merchantId,
          purpose: 'REGISTER',
          mobile,
          ip: site.ip,
          language: site.language,
        }),
      );
    },
  );
};

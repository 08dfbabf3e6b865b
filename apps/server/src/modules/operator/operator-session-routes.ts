import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { operatorLoginBodySchema, operatorLoginValueSchema } from '@platform/contracts/operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { ApiError, ok } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { PUBLIC } from '../../http/route-access';
import { forgetAccountFailures, type LoginAttempt, recordLoginFailure } from '../accounts/login-failures';
import { guardPasswordAttempt } from '../accounts/login-service';
import { findMemberByAccount } from '../accounts/member-reads';
import { verifyPassword } from '../accounts/password-hashing';
import { issueSession } from '../sessions/session-service';

/**
 * Operator login: an account of type 90 gets a session whose role is 'operator', good
 * for the operator API only. The same limits, failure throttle and captcha as the lobby login
 * (decision 0025); anything that is not an operator with the right password gets the same
 * BAD_CREDENTIALS.
 */
export const operatorSessionRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  // Public: this is how an operator gets a session.
  app.post(
    API.operatorLogin,
    {
      config: PUBLIC,
      schema: { body: operatorLoginBodySchema, response: { 200: envelopeSchema(operatorLoginValueSchema) } },
    },
    async (req) => {
      const merchantId = req.ctx.merchant.id;
      const { username, password } = req.body;
      await consumeRateLimit(db, RATE_RULES.LOGIN_PER_IP, `${merchantId}:${req.ctx.ip}`);
      // Its own key space: failures at the lobby and at the operator login never mix.
      const attempt: LoginAttempt = { merchantId, accountKey: `operator:${username.toLowerCase()}`, ip: req.ctx.ip };
      await guardPasswordAttempt(db, attempt, req.body);
      const found = await findMemberByAccount(db, merchantId, username);
      const operator = found?.type === ACCOUNT_TYPE.OPERATOR ? found : undefined;
      // Verified even for a non-operator, so the answer takes as long whatever the account is.
      const passwordOk = await verifyPassword(found?.password_hash ?? null, password);
      if (!operator || !passwordOk) {
        await recordLoginFailure(db, attempt);
        throw new ApiError('BAD_CREDENTIALS', { captcha: true });
      }
      await forgetAccountFailures(db, attempt);
      const token = await issueSession(db, config, {
        memberId: operator.id,
        ip: req.ctx.ip,
        mustChangePassword: false,
      });
      return ok({ token, account: operator.account });
    },
  );
};

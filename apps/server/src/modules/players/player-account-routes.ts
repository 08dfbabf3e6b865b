import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  playerPasswordResetValueSchema,
  playerProfileSchema,
  playerReasonBodySchema,
  playerUplineBodySchema,
} from '@platform/contracts/players-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { ApiError, ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import {
  changeUpline,
  memberProfile,
  removeAuthenticator,
  setTemporaryPassword,
} from '../accounts/member-admin-service';
import { recordAudit } from '../audit/audit-service';
import type { SessionCache } from '../sessions/session-cache';
import { revokeAllSessions } from '../sessions/session-service';
import { playerIdParams } from './player-history-routes';

/**
 * What staff change of a player's account besides the lock: a temporary password (shown once to
 * the staff member; the player must replace it at the next login, and every session ends), the
 * authenticator app forgotten, and the upline agent (agents.manage). Each change and its audit
 * entry commit together; the audit never holds the password.
 */
export const playerAccountRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: SessionCache }> = async (
  app,
  { db, sessions },
) => {
  const memberOf = async (req: { ctx: { merchant: { id: number; currency: string } }; params: { id: string } }) => {
    const profile = await memberProfile(db, req.ctx.merchant, Number(req.params.id));
    if (!profile) throw new ApiError('ACCOUNT_NOT_FOUND');
    return profile;
  };

  app.post(
    ADMIN_API.playerResetPassword,
    {
      config: forStaff('players.manage'),
      schema: {
        params: playerIdParams,
        body: playerReasonBodySchema,
        response: { 200: envelopeSchema(playerPasswordResetValueSchema) },
      },
    },
    async (req) => {
      const player = await memberOf(req);
      const temporaryPassword = await db.transaction().execute(async (trx) => {
        const password = await setTemporaryPassword(trx, req.ctx.merchant.id, Number(player.id));
        await revokeAllSessions(trx, sessions, Number(player.id));
        await recordAudit(trx, auditActorOf(req), {
          merchantId: req.ctx.merchant.id,
          action: 'player.reset-password',
          target: `member:${player.id}`,
          before: { account: player.account },
          after: { reason: req.body.reason, mustChangePassword: true, sessionsEnded: true },
        });
        return password;
      });
      return ok({ temporaryPassword });
    },
  );

  app.post(
    ADMIN_API.playerResetSecondFactor,
    {
      config: forStaff('players.manage'),
      schema: {
        params: playerIdParams,
        body: playerReasonBodySchema,
        response: { 200: envelopeSchema(playerProfileSchema) },
      },
    },
    async (req) => {
      const player = await memberOf(req);
      await db.transaction().execute(async (trx) => {
        const hadOne = await removeAuthenticator(trx, req.ctx.merchant.id, Number(player.id));
        await recordAudit(trx, auditActorOf(req), {
          merchantId: req.ctx.merchant.id,
          action: 'player.reset-second-factor',
          target: `member:${player.id}`,
          before: { account: player.account, authenticator: hadOne },
          after: { reason: req.body.reason, authenticator: false },
        });
      });
      return ok(player);
    },
  );

  app.post(
    ADMIN_API.playerUpline,
    {
      config: forStaff('agents.manage'),
      schema: {
        params: playerIdParams,
        body: playerUplineBodySchema,
        response: { 200: envelopeSchema(playerProfileSchema) },
      },
    },
    async (req) => {
      const player = await memberOf(req);
      await db.transaction().execute(async (trx) => {
        const moved = await changeUpline(trx, req.ctx.merchant.id, Number(player.id), req.body.agentAccount);
        // Every refusal is the account field's, for the form to show beside it.
        if (typeof moved === 'string') {
          throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.agentAccount', rule: moved }] });
        }
        await recordAudit(trx, auditActorOf(req), {
          merchantId: req.ctx.merchant.id,
          action: 'player.upline',
          target: `member:${player.id}`,
          before: { account: player.account, upline: moved.before },
          after: { upline: moved.after, reason: req.body.reason },
        });
      });
      return ok((await memberProfile(db, req.ctx.merchant, Number(player.id))) as NonNullable<typeof player>);
    },
  );
};

import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import {
  playerLockBodySchema,
  playerMessageBodySchema,
  playerProfileSchema,
  playerReasonBodySchema,
  playerSearchQuerySchema,
  playerSearchValueSchema,
} from '@platform/contracts/players-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError, ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { auditActorOf } from '../../http/staff-guard';
import { memberProfile, searchMembers, setMemberLock } from '../accounts/member-admin-service';
import { recordAudit } from '../audit/audit-service';
import { sendMemberMessage } from '../member-messages/member-message-service';
import type { SessionCache } from '../sessions/session-cache';
import { revokeAllSessions } from '../sessions/session-service';

const params = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/) });

/**
 * The back office's players: search and profile for staff who may read them; lock, unlock, ending
 * every session and a message for staff who may manage them, each audited with the change.
 */
export const playerAdminRoutes: FastifyPluginAsyncZod<{ db: Db; sessions: SessionCache }> = async (
  app,
  { db, sessions },
) => {
  app.get(
    ADMIN_API.players,
    {
      config: forStaff('players.view'),
      schema: { querystring: playerSearchQuerySchema, response: { 200: envelopeSchema(playerSearchValueSchema) } },
    },
    async (req) => {
      const { q, pageNo, pageSize } = req.query;
      return ok(await searchMembers(db, req.ctx.merchant, q, { pageNo, pageSize }));
    },
  );

  app.get(
    ADMIN_API.player,
    { config: forStaff('players.view'), schema: { params, response: { 200: envelopeSchema(playerProfileSchema) } } },
    async (req) => {
      const profile = await memberProfile(db, req.ctx.merchant, Number(req.params.id));
      if (!profile) throw new ApiError('ACCOUNT_NOT_FOUND');
      return ok(profile);
    },
  );

  /** Runs a change to a member of this brand with its audit entry, then answers the profile. */
  const change = async (
    req: { ctx: { merchant: { id: number; currency: string } }; params: { id: string } },
    actor: ReturnType<typeof auditActorOf>,
    action: string,
    after: Record<string, unknown>,
    work: (trx: Db, memberId: number) => Promise<boolean>,
  ) => {
    const memberId = Number(req.params.id);
    const before = await memberProfile(db, req.ctx.merchant, memberId);
    if (!before) throw new ApiError('ACCOUNT_NOT_FOUND');
    await db.transaction().execute(async (trx) => {
      await work(trx, memberId);
      await recordAudit(trx, actor, {
        merchantId: req.ctx.merchant.id,
        action,
        target: `member:${memberId}`,
        before: { account: before.account, locked: before.locked, lockedUntil: before.lockedUntil },
        after,
      });
    });
    return ok((await memberProfile(db, req.ctx.merchant, memberId)) as NonNullable<typeof before>);
  };
  const profileResponse = { 200: envelopeSchema(playerProfileSchema) };

  app.post(
    ADMIN_API.playerLock,
    { config: forStaff('players.manage'), schema: { params, body: playerLockBodySchema, response: profileResponse } },
    async (req) => {
      const { reason, days } = req.body;
      const answer = await change(req, auditActorOf(req), 'player.lock', { reason, days: days ?? null }, (trx, id) =>
        setMemberLock(trx, req.ctx.merchant.id, id, days ?? 'until-unlocked'),
      );
      // A locked player is signed out everywhere too.
      await revokeAllSessions(db, sessions, Number(req.params.id));
      return answer;
    },
  );

  app.post(
    ADMIN_API.playerUnlock,
    { config: forStaff('players.manage'), schema: { params, body: playerReasonBodySchema, response: profileResponse } },
    async (req) =>
      change(req, auditActorOf(req), 'player.unlock', { reason: req.body.reason }, (trx, id) =>
        setMemberLock(trx, req.ctx.merchant.id, id, null),
      ),
  );

  app.post(
    ADMIN_API.playerEndSessions,
    { config: forStaff('players.manage'), schema: { params, body: playerReasonBodySchema, response: profileResponse } },
    async (req) =>
      change(req, auditActorOf(req), 'player.end-sessions', { reason: req.body.reason }, async (trx, id) => {
        await revokeAllSessions(trx, sessions, id);
        return true;
      }),
  );

  app.post(
    ADMIN_API.playerMessage,
    {
      config: forStaff('players.manage'),
      schema: { params, body: playerMessageBodySchema, response: profileResponse },
    },
    async (req) =>
      change(req, auditActorOf(req), 'player.message', req.body, async (trx, id) => {
        await sendMemberMessage(trx, {
          merchantId: req.ctx.merchant.id,
          memberId: id,
          kind: 'STAFF_MESSAGE',
          params: { title: req.body.title, body: req.body.body },
        });
        return true;
      }),
  );
};

import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { betRecordsValueSchema } from '@platform/contracts/bet-records';
import { operatorDepositsValueSchema } from '@platform/contracts/deposit';
import { envelopeSchema } from '@platform/contracts/envelope';
import { languageSchema } from '@platform/contracts/lobby';
import {
  playerBetsQuerySchema,
  playerDevicesValueSchema,
  playerListQuerySchema,
  playerLoginsValueSchema,
  playerMessagesValueSchema,
  playerSessionsValueSchema,
  playerStatementQuerySchema,
  playerStatementValueSchema,
} from '@platform/contracts/players-admin';
import { operatorWithdrawalsValueSchema } from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError, ok } from '../../http/envelope';
import { forStaff } from '../../http/route-access';
import { memberDevices, memberLogins } from '../accounts/member-activity-reads';
import { isMemberOfBrand } from '../accounts/member-admin-service';
import { betRecords } from '../bet-records/bet-records-service';
import { operatorDeposits } from '../deposits/operator-deposit-service';
import { staffMessagesTo } from '../member-messages/member-message-service';
import { liveSessionsOf } from '../sessions/session-reads';
import { merchantTimeZone } from '../system/merchant-time-zone-reads';
import { operatorWithdrawals } from '../withdrawals/withdraw-decision-service';
import { staffDayRange } from './player-day-range';
import { playerStatement } from './player-statement';

export const playerIdParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,8}$/) });

/**
 * A player's history as staff who may read players see it: the statement, bets, deposits,
 * withdrawals, live sessions, logins, addresses and browsers, and what staff wrote to them. Each
 * read first checks the player is of the request's brand (another brand's player is not found),
 * then reads with the brand in its own filter too.
 */
export const playerHistoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const memberOf = async (req: { ctx: { merchant: { id: number } }; params: { id: string } }) => {
    const memberId = Number(req.params.id);
    if (!(await isMemberOfBrand(db, req.ctx.merchant.id, memberId))) throw new ApiError('ACCOUNT_NOT_FOUND');
    return memberId;
  };
  const read = forStaff('players.view');

  app.get(
    ADMIN_API.playerStatement,
    {
      config: read,
      schema: {
        params: playerIdParams,
        querystring: playerStatementQuerySchema,
        response: { 200: envelopeSchema(playerStatementValueSchema) },
      },
    },
    async (req) => {
      const memberId = await memberOf(req);
      const range = staffDayRange(req.query, await merchantTimeZone(db, req.ctx.merchant.id));
      return ok(await playerStatement(db, req.ctx.merchant, memberId, range, req.query));
    },
  );

  app.get(
    ADMIN_API.playerBets,
    {
      config: read,
      schema: {
        params: playerIdParams,
        querystring: playerBetsQuerySchema.extend({ language: languageSchema }),
        response: { 200: envelopeSchema(betRecordsValueSchema) },
      },
    },
    async (req) => {
      const memberId = await memberOf(req);
      const range = staffDayRange(req.query, await merchantTimeZone(db, req.ctx.merchant.id));
      const { pageNo, pageSize, language } = req.query;
      return ok(
        await betRecords(
          db,
          { merchant: req.ctx.merchant, memberId },
          { ...range, pageNo, pageSize, language, gameType: 'ALL' },
        ),
      );
    },
  );

  app.get(
    ADMIN_API.playerDeposits,
    {
      config: read,
      schema: {
        params: playerIdParams,
        querystring: playerListQuerySchema,
        response: { 200: envelopeSchema(operatorDepositsValueSchema) },
      },
    },
    async (req) => ok(await operatorDeposits(db, req.ctx.merchant, { ...req.query, memberId: await memberOf(req) })),
  );

  app.get(
    ADMIN_API.playerWithdrawals,
    {
      config: read,
      schema: {
        params: playerIdParams,
        querystring: playerListQuerySchema,
        response: { 200: envelopeSchema(operatorWithdrawalsValueSchema) },
      },
    },
    async (req) => ok(await operatorWithdrawals(db, req.ctx.merchant, { ...req.query, memberId: await memberOf(req) })),
  );

  app.get(
    ADMIN_API.playerSessions,
    { config: read, schema: { params: playerIdParams, response: { 200: envelopeSchema(playerSessionsValueSchema) } } },
    async (req) => ok({ list: await liveSessionsOf(db, req.ctx.merchant.id, await memberOf(req)) }),
  );

  app.get(
    ADMIN_API.playerLogins,
    {
      config: read,
      schema: {
        params: playerIdParams,
        querystring: playerListQuerySchema,
        response: { 200: envelopeSchema(playerLoginsValueSchema) },
      },
    },
    async (req) => ok(await memberLogins(db, req.ctx.merchant.id, await memberOf(req), req.query)),
  );

  app.get(
    ADMIN_API.playerDevices,
    { config: read, schema: { params: playerIdParams, response: { 200: envelopeSchema(playerDevicesValueSchema) } } },
    async (req) => ok(await memberDevices(db, req.ctx.merchant.id, await memberOf(req))),
  );

  app.get(
    ADMIN_API.playerMessages,
    {
      config: read,
      schema: {
        params: playerIdParams,
        querystring: playerListQuerySchema,
        response: { 200: envelopeSchema(playerMessagesValueSchema) },
      },
    },
    async (req) =>
      ok(await staffMessagesTo(db, { merchantId: req.ctx.merchant.id, memberId: await memberOf(req) }, req.query)),
  );
};

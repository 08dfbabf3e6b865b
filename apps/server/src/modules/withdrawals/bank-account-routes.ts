import { API } from '@platform/contracts/api-paths';
import { envelopeSchema } from '@platform/contracts/envelope';
import { addBankAccountBodySchema, bankAccountsValueSchema } from '@platform/contracts/withdraw';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope';
import { callerOf } from '../../http/role-guard';
import { onlyFor } from '../../http/route-access';
import { addBankAccount, bankAccountsOf, removeBankAccount } from './bank-account-service';
import { REAL, type WithdrawalDeps } from './withdraw-deps';

/** The member's payout bank accounts; every answer is the list as it now is. */
export const bankAccountRoutes: FastifyPluginAsyncZod<{ deps: WithdrawalDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const response = { 200: envelopeSchema(bankAccountsValueSchema) };

  app.get(API.bankAccounts, { config: onlyFor(REAL), schema: { response } }, async (req) => {
    const caller = callerOf(req);
    return ok({ accounts: await bankAccountsOf(db, caller.memberId) });
  });

  app.post(
    API.bankAccounts,
    { config: onlyFor(REAL), schema: { body: addBankAccountBodySchema, response } },
    async (req) => {
      const caller = callerOf(req);
      const owner = { merchantId: req.ctx.merchant.id, memberId: caller.memberId };
      return ok({ accounts: await addBankAccount(db, owner, req.body) });
    },
  );

  app.delete(
    API.bankAccount,
    { config: onlyFor(REAL), schema: { params: z.object({ id: z.string().max(40) }), response } },
    async (req) => {
      const caller = callerOf(req);
      return ok({ accounts: await removeBankAccount(db, caller.memberId, req.params.id) });
    },
  );
};

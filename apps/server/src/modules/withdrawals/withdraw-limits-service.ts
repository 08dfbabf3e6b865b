import type { WithdrawalLimits, WithdrawalLimitsBody } from '@platform/contracts/finance-admin';
import { currencyDigits, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { findWithdrawPolicy, type WithdrawPolicy } from './withdraw-policy-repository';

/**
 * The brand's withdrawal limits as the back office edits them (the rest of its withdrawal rules,
 * turnover and confirmation time, stay as they are). Amounts arrive as decimals and are stored in
 * minor units; a change is audited with what it changed. A brand without withdrawal rules (a new
 * one) opens withdrawals with its first limits and OPENING_RULES for the rest.
 */

/** The rules the console does not edit yet, for a brand whose withdrawals open: the demo brand's. */
const OPENING_RULES = { turnoverMultiplier: '1', confirmationMinutes: 60 } as const;

type Merchant = { id: number; currency: string };

const invalid = (field: string, rule: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });

function minorUnits(text: string, field: string, digits: number): bigint {
  const amount = parseDecimalAmount(text, digits);
  if (amount === null) throw invalid(field, 'amount');
  return amount;
}

function toWithdrawalLimits(
  policy: Pick<WithdrawPolicy, 'minAmount' | 'maxAmount' | 'dailyMaxAmount' | 'dailyMaxCount'>,
  digits: number,
): WithdrawalLimits {
  return {
    minAmount: toDecimalAmount(policy.minAmount, digits),
    maxAmount: toDecimalAmount(policy.maxAmount, digits),
    dailyMaxAmount: toDecimalAmount(policy.dailyMaxAmount, digits),
    dailyMaxCount: policy.dailyMaxCount,
  };
}

/** Null while the brand has no withdrawal rules. */
export async function withdrawalLimitsOf(db: Db, merchant: Merchant): Promise<WithdrawalLimits | null> {
  const policy = await findWithdrawPolicy(db, merchant.id);
  return policy ? toWithdrawalLimits(policy, currencyDigits(merchant.currency)) : null;
}

export async function updateWithdrawalLimits(
  db: Db,
  merchant: Merchant,
  body: WithdrawalLimitsBody,
  actor: AuditActor,
): Promise<{ withdrawalLimits: WithdrawalLimits }> {
  const digits = currencyDigits(merchant.currency);
  const min = minorUnits(body.minAmount, 'body.minAmount', digits);
  const max = minorUnits(body.maxAmount, 'body.maxAmount', digits);
  const dailyMax = minorUnits(body.dailyMaxAmount, 'body.dailyMaxAmount', digits);
  if (min <= 0n) throw invalid('body.minAmount', 'amount_positive');
  if (max < min) throw invalid('body.maxAmount', 'min_above_max');
  if (dailyMax < max) throw invalid('body.dailyMaxAmount', 'max_above_daily');
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('withdraw_policy')
      .select('merchant_id')
      .where('merchant_id', '=', merchant.id)
      .forUpdate()
      .executeTakeFirst();
    const previous = before && (await findWithdrawPolicy(trx, merchant.id));
    const limits = {
      min_amount: min,
      max_amount: max,
      daily_max_amount: dailyMax,
      daily_max_count: body.dailyMaxCount,
    };
    if (previous) {
      await trx.updateTable('withdraw_policy').set(limits).where('merchant_id', '=', merchant.id).execute();
    } else {
      // Two first saves at once: the primary key lets one in, the other fails and may be sent again.
      await trx
        .insertInto('withdraw_policy')
        .values({
          merchant_id: merchant.id,
          ...limits,
          turnover_multiplier: OPENING_RULES.turnoverMultiplier,
          confirmation_minutes: OPENING_RULES.confirmationMinutes,
        })
        .execute();
    }
    const withdrawalLimits = toWithdrawalLimits(
      { minAmount: min, maxAmount: max, dailyMaxAmount: dailyMax, dailyMaxCount: body.dailyMaxCount },
      digits,
    );
    await recordAudit(trx, actor, {
      merchantId: merchant.id,
      action: previous ? 'withdrawal-limits.update' : 'withdrawal-limits.open',
      target: `withdrawal-limits:${merchant.id}`,
      before: previous ? toWithdrawalLimits(previous, digits) : null,
      after: previous ? withdrawalLimits : { ...withdrawalLimits, ...OPENING_RULES },
    });
    return { withdrawalLimits };
  });
}

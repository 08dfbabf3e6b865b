import type { PaymentChannel, PaymentChannelBody, PaymentChannelCreateBody } from '@platform/contracts/finance-admin';
import { currencyDigits, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { DepositChannelTable } from '../../db/schema-deposits';
import { ApiError } from '../../http/envelope';
import { type AuditActor, recordAudit } from '../audit/audit-service';
import { withdrawalLimitsOf } from '../withdrawals/withdraw-limits-service';

/**
 * The brand's payment settings as the lobby reads them: its deposit channels (the deposit page
 * lists the enabled ones in this order, with these limits and names, from the next call on) and
 * its withdrawal limits (withdraw-limits-service.ts). Amounts arrive as decimals and are stored in
 * minor units; every change is audited with what it changed.
 */

type Merchant = { id: number; currency: string };
type ChannelRow = Selectable<DepositChannelTable>;

const invalid = (field: string, rule: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });

function minorUnits(text: string, field: string, digits: number): bigint {
  const amount = parseDecimalAmount(text, digits);
  if (amount === null) throw invalid(field, 'amount');
  return amount;
}

function toPaymentChannel(row: ChannelRow, digits: number): PaymentChannel {
  return {
    id: String(row.id),
    code: row.code,
    kind: row.kind,
    name: row.name,
    nameAr: row.name_ar,
    enabled: row.enabled,
    sort: row.sort,
    minAmount: toDecimalAmount(BigInt(row.min_amount), digits),
    maxAmount: toDecimalAmount(BigInt(row.max_amount), digits),
    detail: row.kind === 'BANK_TRANSFER' ? `${row.bank_name ?? ''} · ${row.account_name ?? ''}` : (row.provider ?? ''),
  };
}

export async function paymentSettings(db: Db, merchant: Merchant) {
  const digits = currencyDigits(merchant.currency);
  const [channels, withdrawalLimits] = await Promise.all([
    db
      .selectFrom('deposit_channel')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .orderBy('sort')
      .orderBy('id')
      .execute(),
    withdrawalLimitsOf(db, merchant),
  ]);
  return {
    currency: merchant.currency,
    channels: channels.map((row) => toPaymentChannel(row, digits)),
    withdrawalLimits,
  };
}

/** A channel id as a path carries it; anything else is no channel of ours. */
function channelIdOf(text: string): number {
  if (!/^[1-9][0-9]{0,8}$/.test(text)) throw new ApiError('NOT_FOUND');
  return Number(text);
}

/** The limits in minor units, after the server's own checks (the schema's are the client's). */
function channelLimits(body: { minAmount: string; maxAmount: string }, digits: number) {
  const min = minorUnits(body.minAmount, 'body.minAmount', digits);
  const max = minorUnits(body.maxAmount, 'body.maxAmount', digits);
  if (min <= 0n) throw invalid('body.minAmount', 'amount_positive');
  if (max < min) throw invalid('body.maxAmount', 'min_above_max');
  return { min, max };
}

/** What the audit trail keeps of a channel: everything the staff set, without its id. */
function audited(channel: PaymentChannel) {
  const { id: _id, ...rest } = channel;
  return rest;
}

/**
 * A new deposit channel of the brand (a new brand has none: its members deposit once finance
 * or its admin adds one here). The code is the brand's own name for it and unique in the brand.
 */
export async function createPaymentChannel(
  db: Db,
  merchant: Merchant,
  body: PaymentChannelCreateBody,
  actor: AuditActor,
): Promise<{ channel: PaymentChannel }> {
  const digits = currencyDigits(merchant.currency);
  const { min, max } = channelLimits(body, digits);
  const bank = body.kind === 'BANK_TRANSFER' ? body : null;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('deposit_channel')
        .values({
          merchant_id: merchant.id,
          code: body.code,
          kind: body.kind,
          name: body.name,
          name_ar: body.nameAr,
          bank_name: bank?.bankName ?? null,
          account_name: bank?.accountName ?? null,
          account_number: bank?.accountNumber ?? null,
          provider: body.kind === 'ONLINE' ? body.provider : null,
          min_amount: min,
          max_amount: max,
          enabled: body.enabled,
          sort: body.sort,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const channel = toPaymentChannel(row, digits);
      await recordAudit(trx, actor, {
        merchantId: merchant.id,
        action: 'payment-channel.create',
        target: `deposit-channel:${row.code}`,
        after: audited(channel),
      });
      return { channel };
    });
  } catch (error) {
    const e = error as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'deposit_channel_code') throw invalid('body.code', 'taken');
    throw error;
  }
}

export async function updatePaymentChannel(
  db: Db,
  merchant: Merchant,
  idText: string,
  body: PaymentChannelBody,
  actor: AuditActor,
): Promise<{ channel: PaymentChannel }> {
  const id = channelIdOf(idText);
  const digits = currencyDigits(merchant.currency);
  const { min, max } = channelLimits(body, digits);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('deposit_channel')
      .selectAll()
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw new ApiError('NOT_FOUND');
    const after = await trx
      .updateTable('deposit_channel')
      .set({
        name: body.name,
        name_ar: body.nameAr,
        enabled: body.enabled,
        sort: body.sort,
        min_amount: min,
        max_amount: max,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const channel = toPaymentChannel(after, digits);
    const { id: _id, code: _code, kind: _kind, detail: _detail, ...changed } = channel;
    const { id: _i, code: _c, kind: _k, detail: _d, ...previous } = toPaymentChannel(before, digits);
    await recordAudit(trx, actor, {
      merchantId: merchant.id,
      action: 'payment-channel.update',
      target: `deposit-channel:${before.code}`,
      before: previous,
      after: changed,
    });
    return { channel };
  });
}

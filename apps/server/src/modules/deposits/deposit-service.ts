import { API, apiPath } from '@platform/contracts/api-paths';
import type { DepositBody, DepositChannel, DepositOrder } from '@platform/contracts/deposit';
import { currencyDigits, pageValue, parseDecimalAmount, toDecimalAmount } from '@platform/contracts/money-amount';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit, type RateRule } from '../../http/rate-limit';
import type { MessageLanguage } from '../../http/request-language';
import type { MerchantConfig } from '../system/merchant-config';
import { type ChannelRow, findEnabledChannel, listEnabledChannels } from './deposit-channel-repository';
import type { DepositDeps } from './deposit-deps';
import { expiresAtOf, scheduleExpiry } from './deposit-expiry';
import {
  attachPayment,
  findOrderByRequest,
  insertOrder,
  listMemberOrders,
  type OrderRow,
} from './deposit-order-repository';
import { channelView, orderView } from './deposit-views';

/** Where the member's browser returns from the provider's page: the deposit page itself. */
const RETURN_PATH = '/member?page=depositv2';

/**
 * Deposit orders a member may open per window, whatever the channel: a script cannot flood the
 * payment providers with payments, nor the operators with transfers to check. Only new orders
 * count: a retried submission (same request id) answers its first order without counting.
 */
export const OPEN_DEPOSIT_PER_MEMBER: RateRule = { name: 'deposit_open_member', limit: 10, windowSeconds: 600 };

const invalid = (field: string, rule: string) => new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });

/** An online channel whose provider this process has no credentials for cannot take deposits. */
const usable = (deps: DepositDeps, channel: ChannelRow) =>
  channel.kind === 'BANK_TRANSFER' || (channel.provider !== null && deps.providers.has(channel.provider));

export async function depositChannels(
  deps: DepositDeps,
  merchant: MerchantConfig,
  language: MessageLanguage,
): Promise<{ channels: DepositChannel[] }> {
  const digits = currencyDigits(merchant.currency);
  const rows = await listEnabledChannels(deps.db, merchant.id);
  return { channels: rows.filter((row) => usable(deps, row)).map((row) => channelView(row, digits, language)) };
}

export async function depositOrders(
  deps: DepositDeps,
  merchant: MerchantConfig,
  memberId: number,
  page: { pageNo: number; pageSize: number },
) {
  const { rows, total } = await listMemberOrders(deps.db, merchant.id, memberId, page);
  const digits = currencyDigits(merchant.currency);
  return pageValue(
    rows.map((row) => orderView(row, digits)),
    total,
    page,
  );
}

type Caller = { merchant: MerchantConfig; memberId: number; log: FastifyBaseLogger };

/**
 * Opens a deposit order. Manual channel: PENDING until an operator confirms or rejects it. Online
 * channel: PENDING with the provider's hosted page to pay on, until the provider's callback, or
 * EXPIRED when unpaid after ONLINE_DEPOSIT_EXPIRY_MINUTES. A retried submission (same request id)
 * answers the first order; with other details it is refused.
 */
export async function createDeposit(
  deps: DepositDeps,
  caller: Caller,
  body: DepositBody,
): Promise<{ order: DepositOrder; payUrl: string | null }> {
  const { merchant, memberId } = caller;
  const digits = currencyDigits(merchant.currency);
  const amount = parseDecimalAmount(body.amount, digits);
  if (amount === null) throw invalid('body.amount', 'amount');

  const earlier = await findOrderByRequest(deps.db, memberId, body.requestId);
  if (earlier) return resume(deps, caller, earlier, body, amount);

  const channelId = /^[1-9][0-9]{0,8}$/.test(body.channelId) ? Number(body.channelId) : undefined;
  const channel = channelId === undefined ? undefined : await findEnabledChannel(deps.db, merchant.id, channelId);
  if (!channel || !usable(deps, channel)) throw new ApiError('CHANNEL_UNAVAILABLE');
  if (amount < BigInt(channel.min_amount)) {
    throw new ApiError('AMOUNT_BELOW_MINIMUM', { minAmount: toDecimalAmount(BigInt(channel.min_amount), digits) });
  }
  if (amount > BigInt(channel.max_amount)) {
    throw new ApiError('AMOUNT_ABOVE_MAXIMUM', { maxAmount: toDecimalAmount(BigInt(channel.max_amount), digits) });
  }
  const manual = channel.kind === 'BANK_TRANSFER';
  // The operator matches the member's transfer by this reference: without it there is nothing to confirm.
  if (manual && !body.reference) throw invalid('body.reference', 'required');

  // Counted once the request is valid and new (two copies of one request racing here both count).
  await consumeRateLimit(deps.db, OPEN_DEPOSIT_PER_MEMBER, `${merchant.id}:${memberId}`);
  await deps.db.transaction().execute(async (trx) => {
    const created = await insertOrder(trx, {
      merchantId: merchant.id,
      memberId,
      channelId: channel.id,
      amount,
      reference: manual ? (body.reference ?? null) : null,
      provider: manual ? null : channel.provider,
      requestId: body.requestId,
    });
    // Undefined: a concurrent retry won the request id, and its transaction scheduled the expiry.
    if (created && !manual) {
      await scheduleExpiry(deps.jobs, { id: created.id, expiresAt: expiresAtOf(created.createdAt) }, trx);
    }
  });
  // Read back rather than trusting the insert: a concurrent retry may have won the request id.
  const order = await findOrderByRequest(deps.db, memberId, body.requestId);
  if (!order) throw new Error('deposit order vanished after insert');
  return resume(deps, caller, order, body, amount);
}

async function resume(
  deps: DepositDeps,
  caller: Caller,
  order: OrderRow,
  body: DepositBody,
  amount: bigint,
): Promise<{ order: DepositOrder; payUrl: string | null }> {
  const sameRequest =
    String(order.channel_id) === body.channelId &&
    BigInt(order.amount) === amount &&
    (order.channel_kind === 'ONLINE' || order.reference === (body.reference ?? null));
  if (!sameRequest) throw new ApiError('IDEMPOTENCY_CONFLICT');
  const digits = currencyDigits(caller.merchant.currency);
  if (order.channel_kind === 'BANK_TRANSFER') return { order: orderView(order, digits), payUrl: null };
  // A payment page only while the order can still be paid; one created before is reused.
  const payUrl = order.status !== 'PENDING' ? null : (order.pay_url ?? (await startPayment(deps, caller, order)));
  return { order: orderView(order, digits), payUrl };
}

/**
 * Asks the provider for the hosted payment page. Outside any transaction: nothing is held open
 * while a remote service answers. When it cannot be reached the order stays PENDING without a
 * page, and the member's retry (same request id) asks again; the provider answers the same payment.
 */
async function startPayment(deps: DepositDeps, caller: Caller, order: OrderRow): Promise<string> {
  const provider = order.provider === null ? undefined : deps.providers.get(order.provider);
  if (!provider) throw new ApiError('CHANNEL_UNAVAILABLE');
  const digits = currencyDigits(caller.merchant.currency);
  try {
    const created = await provider.createPayment({
      orderId: order.id,
      amount: toDecimalAmount(BigInt(order.amount), digits),
      currency: caller.merchant.currency,
      callbackUrl: `${deps.publicBaseUrl}${apiPath(API.paymentCallback, { provider: provider.code })}`,
      returnUrl: `${deps.publicBaseUrl}${RETURN_PATH}`,
    });
    await attachPayment(deps.db, order.id, created);
    return created.payUrl;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    caller.log.warn(
      { err: error, orderId: order.id, provider: provider.code },
      'payment provider did not open a payment',
    );
    throw new ApiError('SERVICE_UNAVAILABLE');
  }
}

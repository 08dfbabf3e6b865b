import { currencyDigits, parseDecimalAmount } from '@platform/contracts/money-amount';
import { PROOF_IMAGE_MAX_COUNT, type WithdrawOrder } from '@platform/contracts/withdraw';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { WithdrawConfirmationColumn } from '../../db/schema-withdrawals';
import { ApiError } from '../../http/envelope';
import { invalidProof, type ProofImage } from './proof-image';
import { orderIdOf } from './withdraw-decision-service';
import { lockOrder } from './withdraw-order-repository';
import { toWithdrawOrder } from './withdraw-order-view';
import { invalidField, mustFind, type WithdrawMerchant } from './withdraw-service';

const RESULTS = ['RECEIVED', 'NOT_RECEIVED', 'ALL_RECEIVED'] as const;
type Result = (typeof RESULTS)[number];

/**
 * Which answer may follow which (spec 4.10). A paid order starts at NONE and takes any of the
 * three. A member who said RECEIVED (part of it) or NOT_RECEIVED may later say ALL_RECEIVED when
 * the rest arrives: that is what members expect, and it closes the case. ALL_RECEIVED and
 * AUTO_RECEIVED are final.
 */
const NEXT: Record<WithdrawConfirmationColumn, readonly Result[]> = {
  NONE: RESULTS,
  RECEIVED: ['ALL_RECEIVED'],
  NOT_RECEIVED: ['ALL_RECEIVED'],
  ALL_RECEIVED: [],
  AUTO_RECEIVED: [],
};

type Form = { fields: Record<string, string>; proofs: ProofImage[] };

/** The form's fields as the confirmation needs them, refused before anything is looked up. */
function readAnswer(form: Form, digits: number): { result: Result; received: bigint | null } {
  const { result, receivedAmount, ...rest } = form.fields;
  const unknown = Object.keys(rest)[0];
  if (unknown !== undefined) throw invalidField(`body.${unknown}`, 'unknown_field');
  if (result === undefined) throw invalidField('body.result', 'required');
  if (!(RESULTS as readonly string[]).includes(result)) throw invalidField('body.result', 'enum');
  const answer = result as Result;

  if (answer === 'RECEIVED') {
    if (receivedAmount === undefined || receivedAmount.trim() === '')
      throw invalidField('body.receivedAmount', 'required');
    const received = parseDecimalAmount(receivedAmount, digits);
    if (received === null) throw invalidField('body.receivedAmount', 'amount');
    if (received === 0n) throw invalidField('body.receivedAmount', 'min');
    if (form.proofs.length > 0) throw invalidField('body.proof', 'unknown_field');
    return { result: answer, received };
  }
  if (receivedAmount !== undefined) throw invalidField('body.receivedAmount', 'unknown_field');
  if (answer === 'NOT_RECEIVED') {
    if (form.proofs.length === 0) throw invalidField('body.proof', 'required');
    if (form.proofs.length > PROOF_IMAGE_MAX_COUNT) throw invalidProof('COUNT');
  } else if (form.proofs.length > 0) {
    throw invalidField('body.proof', 'unknown_field');
  }
  return { result: answer, received: null };
}

/**
 * The member's answer on a paid withdrawal: RECEIVED with the amount that arrived (more than 0,
 * less than the order), NOT_RECEIVED with 1 to 3 proof images, or ALL_RECEIVED. Only the member's
 * own orders; the order's row is locked, so the answer and the auto-receipt job cannot both win.
 */
export async function confirmWithdrawal(
  db: Db,
  merchant: WithdrawMerchant,
  memberId: number,
  orderIdText: string,
  form: Form,
): Promise<WithdrawOrder> {
  const orderId = orderIdOf(orderIdText);
  const digits = currencyDigits(merchant.currency);
  const answer = readAnswer(form, digits);
  return db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, merchant.id, orderId);
    if (!order || order.member_id !== memberId) throw new ApiError('ORDER_NOT_FOUND');
    if (order.status !== 'PAID' || !NEXT[order.confirmation].includes(answer.result)) {
      throw new ApiError('ORDER_STATE_CONFLICT', { status: order.status, confirmation: order.confirmation });
    }
    const amount = BigInt(order.amount);
    if (answer.received !== null && answer.received >= amount) throw invalidField('body.receivedAmount', 'max');
    const received = answer.result === 'RECEIVED' ? answer.received : answer.result === 'ALL_RECEIVED' ? amount : 0n;

    if (answer.result === 'NOT_RECEIVED') {
      await trx
        .insertInto('withdraw_proof_image')
        .values(
          form.proofs.map((p) => ({
            order_id: orderId,
            content_type: p.contentType,
            size_bytes: p.bytes.length,
            content: p.bytes,
          })),
        )
        .execute();
    }
    await trx
      .updateTable('withdraw_order')
      .set({
        confirmation: answer.result,
        received_amount: received,
        confirmed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', orderId)
      .execute();
    return toWithdrawOrder(await mustFind(trx, orderId), digits);
  });
}

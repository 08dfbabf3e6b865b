import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type {
  lineTransferValueSchema,
  transferDownlineBodySchema,
  transferUplineBodySchema,
  uplineTransferInfoValueSchema,
} from '@platform/contracts/wallet';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { balancesOf, postTransaction } from '../ledger/ledger-service';
import { hasPaymentPassword, verifyPaymentPassword } from '../payment-password/payment-password-service';
import { findInDownline, findUplineAgent, type LineMember } from '../team/team-reads';
import { transferAmount } from './transfer-amount';
import type { WalletMerchant } from './wallet-service';

type LineTransferValue = z.infer<typeof lineTransferValueSchema>;
type UplineBody = z.infer<typeof transferUplineBodySchema>;
type DownlineBody = z.infer<typeof transferDownlineBodySchema>;
export type LineCaller = { memberId: number; account: string };

const money = (merchant: WalletMerchant, minor: bigint) => toDecimalAmount(minor, currencyDigits(merchant.currency));

export async function readUplineInfo(
  db: Db,
  merchant: WalletMerchant,
  memberId: number,
): Promise<z.infer<typeof uplineTransferInfoValueSchema>> {
  const [upline, balances, paymentPasswordSet] = await Promise.all([
    findUplineAgent(db, merchant.id, memberId),
    balancesOf(db, merchant.id, memberId),
    hasPaymentPassword(db, memberId),
  ]);
  return { upline: upline?.account ?? null, balance: money(merchant, balances.cash), paymentPasswordSet };
}

/** From the caller's main wallet to the direct upline agent's. */
export async function transferToUpline(
  db: Db,
  merchant: WalletMerchant,
  caller: LineCaller,
  body: UplineBody,
): Promise<LineTransferValue> {
  const amount = transferAmount(body.amount, merchant.currency);
  const upline = await findUplineAgent(db, merchant.id, caller.memberId);
  if (!upline || upline.id === caller.memberId) throw new ApiError('NO_UPLINE');
  return moveInLine(db, merchant, caller, upline, amount, 'TRANSFER_UPLINE', body);
}

/** From an agent's main wallet to an account anywhere in the agent's own downline. */
export async function transferToDownline(
  db: Db,
  merchant: WalletMerchant,
  caller: LineCaller,
  body: DownlineBody,
): Promise<LineTransferValue> {
  const amount = transferAmount(body.amount, merchant.currency);
  const downline = await findInDownline(db, merchant.id, caller.memberId, body.downline);
  if (!downline) throw new ApiError('NOT_IN_LINE');
  return moveInLine(db, merchant, caller, downline, amount, 'TRANSFER_DOWNLINE', body);
}

/**
 * The payment password is checked before any money moves (a wrong try counts even though the
 * transfer is refused); the move itself is one ledger transaction, once per request id.
 */
async function moveInLine(
  db: Db,
  merchant: WalletMerchant,
  caller: LineCaller,
  target: LineMember,
  amount: bigint,
  kind: 'TRANSFER_UPLINE' | 'TRANSFER_DOWNLINE',
  body: { paymentPassword: string; requestId: string },
): Promise<LineTransferValue> {
  await verifyPaymentPassword(db, caller.memberId, body.paymentPassword);
  const posted = await postTransaction(db, {
    merchantId: merchant.id,
    kind,
    idempotency: { source: 'line-transfer', key: `${caller.memberId}:${body.requestId}` },
    postings: [
      { account: { kind: 'MEMBER_CASH', memberId: caller.memberId }, amount: -amount },
      { account: { kind: 'MEMBER_CASH', memberId: target.id }, amount },
    ],
    // The records of both sides read this: counterparty is the other side as the sender sees it.
    memo: { counterparty: target.account, from: caller.account, to: target.account },
    announce: {
      type: 'lineTransferDone',
      merchantId: merchant.id,
      memberId: caller.memberId,
      amount,
      toMemberId: target.id,
      direction: kind === 'TRANSFER_UPLINE' ? 'UPLINE' : 'DOWNLINE',
    },
  });
  const { cash } = await balancesOf(db, merchant.id, caller.memberId);
  return { transactionId: posted.transactionId, balance: money(merchant, cash), to: target.account };
}

import { randomUUID } from 'node:crypto';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import { ApiError } from '../../http/envelope';
import { postTransaction } from '../ledger/ledger-service';
import type { VendorIntegration } from '../vendor-wallet/vendor-integration-reads';
import { playerIdOf } from '../vendor-wallet/vendor-player-service';
import { callTransfer } from './vendor-api-client';
import { adoptSubWallet, syncSubWallet } from './vendor-balance-sync';
import type { VendorTransferDeps } from './vendor-transfer-deps';
import { scheduleCheck } from './vendor-transfer-reconciler';
import {
  bumpSubWallet,
  findTransfer,
  findTransferByRequest,
  insertTransfer,
  markUnknown,
  type TransferDirection,
  type TransferRow,
} from './vendor-transfer-repository';
import { closeWithVendorWord, endsOf, inTransit, retriedMoneyTransaction } from './vendor-transfer-settlement';

/**
 * GCS_walletTransfer for a vendor in TRANSFER mode: the member's money really leaves for the
 * vendor's books (IN) or comes back from them (OUT), over the vendor's signed /transfer call.
 *
 * 1. One database transaction records the transfer (PENDING, with the transferId the vendor will
 *    know it by, stable for every retry and status check), moves the amount to MEMBER_IN_TRANSIT
 *    and sends the reconciliation job: from the commit on, the transfer cannot be forgotten.
 * 2. The vendor's /transfer is called. SUCCEEDED moves the money on, FAILED moves it back (and the
 *    member is told VENDOR_TRANSFER_FAILED); no answer we trust (timeout, network, 5xx, bad
 *    signature) leaves it in transit, answered as IN_TRANSIT, for reconciliation to settle.
 */

export type TransferMerchant = { id: number; currency: string };

export type VendorTransferRequest = {
  vendor: string;
  direction: TransferDirection;
  amount: bigint;
  requestId: string;
};

export type VendorTransferAnswer = { transactionId: string; status: 'COMPLETED' | 'IN_TRANSIT' };

/** The member's requestId was used already: the first transfer's answer, or a conflict. */
export async function replayOfRequest(
  deps: Pick<VendorTransferDeps, 'db'>,
  merchantId: number,
  memberId: number,
  request: VendorTransferRequest,
): Promise<VendorTransferAnswer | undefined> {
  const row = await findTransferByRequest(deps.db, merchantId, memberId, request.requestId);
  return row && answerFor(row, request);
}

function answerFor(row: TransferRow, request: VendorTransferRequest): VendorTransferAnswer {
  if (row.vendor !== request.vendor || row.direction !== request.direction || row.amount !== request.amount) {
    throw new ApiError('IDEMPOTENCY_CONFLICT');
  }
  return answerOf(row);
}

/**
 * What the member is told about a transfer: its state now (a replay after reconciliation learns
 * the outcome), always under the same transaction id, the one that took the money.
 */
function answerOf(row: TransferRow): VendorTransferAnswer {
  if (row.status === 'FAILED') throw new ApiError('VENDOR_TRANSFER_FAILED', { vendor: row.vendor });
  return {
    transactionId: row.holdTransactionId ?? row.id,
    status: row.status === 'SUCCEEDED' ? 'COMPLETED' : 'IN_TRANSIT',
  };
}

/** A concurrent duplicate of the same request got there first: answer as its replay. */
class SameRequestRaced extends Error {}

const isRequestTaken = (error: unknown) =>
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'vendor_transfer_request';

export async function transferWithVendor(
  deps: VendorTransferDeps,
  merchant: TransferMerchant,
  memberId: number,
  integration: Pick<VendorIntegration, 'vendor' | 'secret' | 'apiUrl'>,
  request: VendorTransferRequest,
): Promise<VendorTransferAnswer> {
  const { db, timing } = deps;
  const { vendor, direction, amount } = request;
  if (!integration.apiUrl) throw new ApiError('VENDOR_MAINTENANCE', { vendor });
  const endpoint = { vendor, secret: integration.secret, apiUrl: integration.apiUrl };
  const key = { merchantId: merchant.id, memberId, vendor };
  await adoptSubWallet(db, key);
  // Out of the vendor is limited by the vendor's balance, not by a mirror that missed the
  // member's wins and losses there: bring it up to date first (best effort: if the vendor does
  // not answer, the mirror stands, and /transfer itself decides).
  if (direction === 'OUT') await syncSubWallet(deps, merchant, memberId, vendor, timing.refreshTimeoutMs);
  const playerId = await playerIdOf(db, merchant.id, vendor, memberId);
  const ends = endsOf(direction, memberId, vendor);

  let row: TransferRow;
  try {
    row = await retriedMoneyTransaction(db, async (trx) => {
      await bumpSubWallet(trx, key);
      const transferId = randomUUID();
      // Under the member's request key, as every wallet transfer: a request id used for another
      // transfer (even a ledger-only one) is refused by the ledger with IDEMPOTENCY_CONFLICT.
      const hold = await postTransaction(trx, {
        merchantId: merchant.id,
        kind: 'WALLET_TRANSFER',
        idempotency: { source: 'wallet-transfer', key: `${memberId}:${request.requestId}` },
        postings: [
          { account: ends.source, amount: -amount },
          { account: inTransit(memberId, vendor), amount },
        ],
        memo: { vendor, direction, transferId, stage: 'SENT' },
      });
      if (hold.replayed) throw new SameRequestRaced();
      const opened = await insertTransfer(trx, {
        key,
        direction,
        amount,
        requestId: request.requestId,
        transferId,
        holdTransactionId: hold.transactionId,
        firstCheckAfterMs: timing.firstCheckAfterMs,
      });
      await scheduleCheck(deps.jobs, opened.id, opened.nextCheckAt, trx);
      return opened;
    });
  } catch (error) {
    if (error instanceof SameRequestRaced || isRequestTaken(error)) {
      const first = await findTransferByRequest(db, merchant.id, memberId, request.requestId);
      if (first) return answerFor(first, request);
    }
    throw error;
  }

  const call = await callTransfer(
    endpoint,
    {
      transferId: row.transferId,
      playerId,
      direction,
      amount: toDecimalAmount(amount, currencyDigits(merchant.currency)),
      currency: merchant.currency,
    },
    timing.requestTimeoutMs,
  );
  if (!call.answered) {
    await markUnknown(db, row.id, call.reason);
    deps.log.warn({ transfer: row.id, vendor, reason: call.reason }, 'vendor transfer outcome unknown');
    return answerOf({ ...row, status: 'UNKNOWN' });
  }
  const closed = await closeWithVendorWord(db, row, call.value.status);
  // Closed by a reconciler meanwhile (this request stalled past the first check): its word counts.
  return answerOf(closed ?? (await findTransfer(db, row.id)) ?? row);
}

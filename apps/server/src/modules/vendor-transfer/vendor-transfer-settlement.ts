import type { Db } from '../../db/database';
import type { VendorReportedStatus } from '../../db/schema-vendor-transfer';
import { type AccountRef, postTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import {
  closeTransfer,
  setSettleTransaction,
  type TransferDirection,
  type TransferRow,
} from './vendor-transfer-repository';

/**
 * The ledger side of a transfer-wallet transfer. Opening it moves the amount from where it leaves
 * (main wallet for IN, the sub-wallet for OUT) to MEMBER_IN_TRANSIT; the vendor's word then moves
 * it on to where it arrives, or back where it came from. In between it is still the member's:
 * shown as in transit, counted in the total, never spendable twice.
 */

const RETRYABLE = ['40001', '40P01'];

/**
 * runMoneyTransaction, tried again when PostgreSQL asks for it: the ledger refuses its statement
 * (40001) when another writer created one of its accounts meanwhile (the first transfer of two
 * members to one vendor at once), and inside a caller's transaction only the caller can retry.
 */
export async function retriedMoneyTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runMoneyTransaction(db, work);
    } catch (error) {
      const code = (error as { code?: string }).code ?? '';
      if (attempt >= 5 || !RETRYABLE.includes(code)) throw error;
    }
  }
}

const cash = (memberId: number): AccountRef => ({ kind: 'MEMBER_CASH', memberId });
const subWallet = (memberId: number, vendor: string): AccountRef => ({
  kind: 'MEMBER_VENDOR_WALLET',
  memberId,
  vendor,
});
export const inTransit = (memberId: number, vendor: string): AccountRef => ({
  kind: 'MEMBER_IN_TRANSIT',
  memberId,
  vendor,
});

/** Where a transfer's money leaves from and where it goes. */
export function endsOf(direction: TransferDirection, memberId: number, vendor: string) {
  return direction === 'IN'
    ? { source: cash(memberId), destination: subWallet(memberId, vendor) }
    : { source: subWallet(memberId, vendor), destination: cash(memberId) };
}

/**
 * Closes an open transfer with what the vendor said: SUCCEEDED moves the money to its destination;
 * FAILED, and NOT_FOUND (the vendor never applied it, and per the protocol never will), return it
 * to its source. The conditional close and the ledger key make it happen once, whoever calls.
 * Answers the closed row, or undefined when someone else closed it first.
 */
export async function closeWithVendorWord(
  db: Db,
  row: TransferRow,
  vendorStatus: VendorReportedStatus,
  /** More to write in the closing transaction (a staff member's audit entry), only when this call closes it. */
  alongside?: (trx: Db, closed: TransferRow) => Promise<void>,
): Promise<TransferRow | undefined> {
  const arrived = vendorStatus === 'SUCCEEDED';
  return retriedMoneyTransaction(db, async (trx) => {
    const closed = await closeTransfer(trx, row.id, arrived ? 'SUCCEEDED' : 'FAILED', vendorStatus);
    if (!closed) return undefined;
    const ends = endsOf(closed.direction, closed.memberId, closed.vendor);
    const posted = await postTransaction(trx, {
      merchantId: closed.merchantId,
      kind: 'WALLET_TRANSFER',
      idempotency: { source: 'vendor-transfer', key: `${closed.id}:close` },
      postings: [
        { account: inTransit(closed.memberId, closed.vendor), amount: -closed.amount },
        { account: arrived ? ends.destination : ends.source, amount: closed.amount },
      ],
      memo: {
        vendor: closed.vendor,
        direction: closed.direction,
        transferId: closed.transferId,
        stage: arrived ? 'ARRIVED' : 'RETURNED',
        vendorStatus,
      },
      ...(arrived && {
        announce: {
          type: 'walletTransferDone',
          merchantId: closed.merchantId,
          memberId: closed.memberId,
          amount: closed.amount,
          vendor: closed.vendor,
          direction: closed.direction === 'IN' ? 'TO_VENDOR' : 'FROM_VENDOR',
        },
      }),
    });
    await setSettleTransaction(trx, closed.id, posted.transactionId);
    await alongside?.(trx, closed);
    return closed;
  });
}

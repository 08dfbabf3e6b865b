import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database';
import type { TransactionKind } from '../ledger/ledger-kinds';
import { type AccountRef, postTransaction, reverseTransaction } from '../ledger/ledger-service';

/** Tests only: money movements of every kind the records show, posted through the ledger service. */

const cash = (memberId: number): AccountRef => ({ kind: 'MEMBER_CASH', memberId });

export function movements(db: Db, merchantId: number) {
  const post = async (
    kind: TransactionKind,
    from: AccountRef,
    to: AccountRef,
    minor: bigint,
    memo?: Record<string, unknown>,
  ) => {
    const result = await postTransaction(db, {
      merchantId,
      kind,
      idempotency: { source: 'records-test', key: randomUUID() },
      postings: [
        { account: from, amount: -minor },
        { account: to, amount: minor },
      ],
      memo,
    });
    return result.transactionId;
  };
  return {
    deposit: (m: number, minor: bigint) => post('DEPOSIT', { kind: 'PAYMENT_CLEARING' }, cash(m), minor),
    bet: (m: number, minor: bigint) => post('BET', cash(m), { kind: 'VENDOR_CLEARING', vendor: 'PGE' }, minor),
    win: (m: number, minor: bigint) => post('WIN', { kind: 'VENDOR_CLEARING', vendor: 'PGE' }, cash(m), minor),
    bonus: (m: number, minor: bigint, bonusKind?: string) =>
      post('BONUS', { kind: 'HOUSE' }, cash(m), minor, bonusKind ? { bonusKind } : undefined),
    adjustment: (m: number, minor: bigint) => post('ADJUSTMENT', { kind: 'HOUSE' }, cash(m), minor),
    hold: (m: number, minor: bigint) => post('WITHDRAWAL_HOLD', cash(m), { kind: 'MEMBER_HELD', memberId: m }, minor),
    giveBack: (m: number, minor: bigint) =>
      post('WITHDRAWAL_RETURN', { kind: 'MEMBER_HELD', memberId: m }, cash(m), minor),
    toVendorWallet: (m: number, minor: bigint) =>
      post('WALLET_TRANSFER', cash(m), { kind: 'MEMBER_VENDOR_WALLET', memberId: m, vendor: 'PGE' }, minor),
    fromVendorWallet: (m: number, minor: bigint) =>
      post('WALLET_TRANSFER', { kind: 'MEMBER_VENDOR_WALLET', memberId: m, vendor: 'PGE' }, cash(m), minor),
    toUpline: (from: number, upline: number, minor: bigint) =>
      post('TRANSFER_UPLINE', cash(from), cash(upline), minor, { counterparty: 'upline' }),
    reverse: async (transactionId: string) =>
      (
        await reverseTransaction(db, {
          merchantId,
          transactionId,
          idempotency: { source: 'records-test', key: randomUUID() },
        })
      ).transactionId,
  };
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function dayIn(timeZone: string, instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

/** A calendar day moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export async function createdAtOf(db: Db, transactionId: string): Promise<Date> {
  const row = await db
    .selectFrom('ledger_transaction')
    .select('created_at')
    .where('id', '=', transactionId)
    .executeTakeFirstOrThrow();
  return row.created_at;
}

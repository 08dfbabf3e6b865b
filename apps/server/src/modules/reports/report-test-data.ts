import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * Tests only: a brand's members and ledger movements at chosen instants, written straight into the
 * tables (the ledger stamps its own transactions with the time they happen, and a report test needs
 * yesterday's and last week's). The database's own checks still hold them: balanced postings of
 * accounts of the transaction's brand.
 */
type AccountSpec = { kind: string; memberId?: number; vendor?: string };

export function datedMoney(db: Db, merchantId: number) {
  const accountId = async ({ kind, memberId, vendor }: AccountSpec): Promise<string> => {
    await sql`
      insert into ledger_account (merchant_id, kind, member_id, vendor)
      values (${merchantId}, ${kind}, ${memberId ?? null}, ${vendor ?? null}) on conflict do nothing
    `.execute(db);
    const { rows } = await sql<{ id: string }>`
      select id from ledger_account where merchant_id = ${merchantId} and kind = ${kind}
        and coalesce(member_id, 0) = ${memberId ?? 0} and coalesce(vendor, '') = ${vendor ?? ''} and shard = 0
    `.execute(db);
    return (rows[0] as { id: string }).id;
  };

  /** Moves `minor` from one account to another at `at`; answers the transaction's id. */
  const move = async (
    at: Date,
    kind: string,
    from: AccountSpec,
    to: AccountSpec,
    minor: bigint,
    memo: Record<string, unknown> | null = null,
    reversesId: string | null = null,
  ): Promise<string> => {
    const [fromId, toId] = [await accountId(from), await accountId(to)];
    return db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        insert into ledger_transaction (merchant_id, kind, idempotency_source, idempotency_key, request_hash, memo,
          reverses_id, created_at)
        values (${merchantId}, ${kind}, 'report-test', ${randomUUID()}, 'test', ${memo ? JSON.stringify(memo) : null}::jsonb,
          ${reversesId}, ${at})
        returning id
      `.execute(trx);
      const id = (rows[0] as { id: string }).id;
      await sql`
        insert into ledger_posting (transaction_id, account_id, amount, balance_after)
        values (${id}, ${fromId}, ${-minor}, 0), (${id}, ${toId}, ${minor}, 0)
      `.execute(trx);
      return id;
    });
  };

  const cash = (memberId: number) => ({ kind: 'MEMBER_CASH', memberId });
  const clearing = (vendor: string) => ({ kind: 'VENDOR_CLEARING', vendor });
  return {
    /** A member who registered at `at`. */
    member: async (account: string, at: Date): Promise<number> => {
      const { rows } = await sql<{ id: number }>`
        insert into member (merchant_id, account, type, register_method, created_at)
        values (${merchantId}, ${account}, 0, 'TEST', ${at}) returning id
      `.execute(db);
      return (rows[0] as { id: number }).id;
    },
    deposit: (at: Date, memberId: number, minor: bigint, channel: string) =>
      move(at, 'DEPOSIT', { kind: 'PAYMENT_CLEARING' }, cash(memberId), minor, { channel }),
    bet: (at: Date, memberId: number, minor: bigint, vendor: string, gameCode: string) =>
      move(at, 'BET', cash(memberId), clearing(vendor), minor, { vendor, gameCode }),
    win: (at: Date, memberId: number, minor: bigint, vendor: string, gameCode: string) =>
      move(at, 'WIN', clearing(vendor), cash(memberId), minor, { vendor, gameCode }),
    /** A refunded bet: the reversal of `betId`. */
    refund: (at: Date, memberId: number, minor: bigint, vendor: string, betId: string) =>
      move(at, 'REVERSAL', clearing(vendor), cash(memberId), minor, null, betId),
    bonus: (at: Date, memberId: number, minor: bigint) => move(at, 'BONUS', { kind: 'HOUSE' }, cash(memberId), minor),
    /**
     * A reading of a member's balance at a transfer-wallet vendor settled into the books: the
     * member lost `minor` there (a negative `minor`: won), as vendor-balance-sync posts it.
     */
    vendorSettlement: (at: Date, memberId: number, minor: bigint, vendor: string) =>
      move(at, 'VENDOR_SETTLEMENT', { kind: 'MEMBER_VENDOR_WALLET', memberId, vendor }, clearing(vendor), minor, {
        vendor,
      }),
    /** A withdrawal paid out (the hold before it is not a figure of the reports). */
    withdrawalPaid: (at: Date, memberId: number, minor: bigint) =>
      move(at, 'WITHDRAWAL_PAID', { kind: 'MEMBER_HELD', memberId }, { kind: 'PAYMENT_CLEARING' }, minor),
  };
}

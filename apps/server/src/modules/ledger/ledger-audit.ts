import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** At most this many offending ids per finding: enough to start looking, small enough to print. */
const SHOWN = 20;

export type LedgerAudit = {
  transactions: number;
  postings: number;
  /** Sum of every posting of the merchant: zero when nothing was created or lost. */
  postingsTotal: bigint;
  /** Sum of every cached account balance of the merchant: zero as well. */
  balancesTotal: bigint;
  /** Transactions whose postings do not sum to zero, or that have fewer than two. */
  unbalancedTransactions: string[];
  /** Accounts whose cached balance differs from the sum of their postings. */
  cachedBalancesOff: { accountId: string; cached: bigint; postings: bigint }[];
  /** Accounts whose cached balance differs from what their latest posting left. */
  lastBalanceAfterOff: string[];
  /** Accounts a member or agent owns with a balance below zero. */
  negativeMemberAccounts: string[];
  /** Postings whose account belongs to another merchant than their transaction. */
  crossMerchantPostings: number;
  ok: boolean;
};

/**
 * Read-only check of one merchant's books, for the crash test, the property test and an operator
 * in doubt: every transaction balances, the books as a whole balance, and each cached balance is
 * what its postings add up to. Scans the whole ledger: not for a request path.
 */
export async function ledgerAudit(db: Db, merchantId: number): Promise<LedgerAudit> {
  const { rows: totals } = await sql<{ transactions: string; postings: string; postings_total: string }>`
    select
      (select count(*) from ledger_transaction where merchant_id = ${merchantId}) as transactions,
      count(p.id) as postings,
      coalesce(sum(p.amount), 0) as postings_total
    from ledger_posting p
    join ledger_transaction t on t.id = p.transaction_id
    where t.merchant_id = ${merchantId}
  `.execute(db);
  const { rows: unbalanced } = await sql<{ id: string }>`
    select t.id
    from ledger_transaction t
    left join ledger_posting p on p.transaction_id = t.id
    where t.merchant_id = ${merchantId}
    group by t.id
    having count(p.id) < 2 or coalesce(sum(p.amount), 0) <> 0
    order by t.id
    limit ${SHOWN}
  `.execute(db);
  const { rows: accounts } = await sql<{
    id: string;
    owned_by_member: boolean;
    balance: string;
    postings: string;
    last_balance_after: string | null;
  }>`
    select a.id, (a.member_id is not null) as owned_by_member, a.balance,
      coalesce((select sum(p.amount) from ledger_posting p where p.account_id = a.id), 0) as postings,
      (select p.balance_after from ledger_posting p where p.account_id = a.id order by p.id desc limit 1)
        as last_balance_after
    from ledger_account a
    where a.merchant_id = ${merchantId}
    order by a.id
  `.execute(db);
  const { rows: cross } = await sql<{ n: string }>`
    select count(*) as n
    from ledger_posting p
    join ledger_transaction t on t.id = p.transaction_id
    join ledger_account a on a.id = p.account_id
    where (t.merchant_id = ${merchantId} or a.merchant_id = ${merchantId}) and t.merchant_id <> a.merchant_id
  `.execute(db);

  const off = accounts.filter((a) => BigInt(a.balance) !== BigInt(a.postings));
  const audit: Omit<LedgerAudit, 'ok'> = {
    transactions: Number(totals[0]?.transactions ?? 0),
    postings: Number(totals[0]?.postings ?? 0),
    postingsTotal: BigInt(totals[0]?.postings_total ?? 0),
    balancesTotal: accounts.reduce((sum, a) => sum + BigInt(a.balance), 0n),
    unbalancedTransactions: unbalanced.map((r) => r.id),
    cachedBalancesOff: off
      .slice(0, SHOWN)
      .map((a) => ({ accountId: a.id, cached: BigInt(a.balance), postings: BigInt(a.postings) })),
    lastBalanceAfterOff: accounts
      .filter((a) => BigInt(a.last_balance_after ?? 0) !== BigInt(a.balance))
      .slice(0, SHOWN)
      .map((a) => a.id),
    negativeMemberAccounts: accounts
      .filter((a) => a.owned_by_member && BigInt(a.balance) < 0n)
      .slice(0, SHOWN)
      .map((a) => a.id),
    crossMerchantPostings: Number(cross[0]?.n ?? 0),
  };
  return {
    ...audit,
    ok:
      audit.postingsTotal === 0n &&
      audit.balancesTotal === 0n &&
      audit.unbalancedTransactions.length === 0 &&
      off.length === 0 &&
      audit.lastBalanceAfterOff.length === 0 &&
      audit.negativeMemberAccounts.length === 0 &&
      audit.crossMerchantPostings === 0,
  };
}

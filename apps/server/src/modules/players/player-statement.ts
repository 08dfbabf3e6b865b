import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { findCashAccountId, statementQueries } from '../ledger/cash-posting-reads';
import { isTransactionKind, type TransactionKind } from '../ledger/ledger-kinds';
import type { RecordRange } from '../records/record-range';

type Merchant = { id: number; currency: string };

/**
 * A member's main-wallet statement for staff (contract path `playerStatement`): every movement of
 * the range, newest first, with the balance it left and what it belongs to. It walks the member's
 * one cash account by the posting index (account_id, id), so its cost follows the member's own
 * history, never the ledger's size (player-statement-plan.int.test.ts).
 */
export async function playerStatement(
  db: Db,
  merchant: Merchant,
  memberId: number,
  range: RecordRange,
  query: { kind?: string | undefined; pageNo: number; pageSize: number },
) {
  if (query.kind !== undefined && !isTransactionKind(query.kind)) {
    throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'query.kind', rule: 'kind' }] });
  }
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const accountId = await findCashAccountId(db, merchant.id, memberId, range.timeZone);
  if (!accountId) return pageValue([], 0, page);
  const queries = statementQueries(db, { accountId, range }, query.kind as TransactionKind | undefined, page);
  const [rows, count] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  const digits = currencyDigits(merchant.currency);
  const list = rows.map((row) => ({
    transactionId: row.id,
    time: row.created_at.toISOString(),
    kind: row.kind,
    amount: toDecimalAmount(BigInt(row.amount), digits),
    balanceAfter: toDecimalAmount(BigInt(row.balance_after), digits),
    reference: `${row.idempotency_source}:${row.idempotency_key}`,
  }));
  return pageValue(list, Number(count.n), page);
}

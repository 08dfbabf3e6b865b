import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import type { ProfitValue, RecordType, TransactionRecord } from '@platform/contracts/records';
import type { Db } from '../../db/database';
import {
  bonusMovements,
  type CashScope,
  cashMovements,
  dailySumsByKind,
  findCashAccountId,
} from '../ledger/cash-posting-reads';
import type { TransactionKind } from '../ledger/ledger-kinds';
import { checkRange, daysOf, type RecordRange, unknownZoneError } from './record-range';
import { kindFilterOf, kindsOfType, recordTypeOf } from './record-types';

/**
 * The member-centre records: what moved in and out of the member's main wallet,
 * read from the ledger. Ranges are calendar days in the member's own time zone; amounts go out as
 * decimal strings in the merchant's currency.
 */
export type RecordsCaller = { merchant: { id: number; currency: string }; memberId: number };
type Page = { pageNo: number; pageSize: number };

/**
 * Checks the range, finds the member's cash account, then runs the reads (or answers `none` to a
 * member whose wallet never saw money). A zone PostgreSQL does not know is the client's error too.
 */
async function inRange<T>(
  db: Db,
  caller: RecordsCaller,
  query: RecordRange,
  none: T,
  read: (scope: CashScope) => Promise<T>,
): Promise<T> {
  const range = checkRange(query);
  try {
    const accountId = await findCashAccountId(db, caller.merchant.id, caller.memberId, range.timeZone);
    return accountId === undefined ? none : await read({ accountId, range });
  } catch (error) {
    throw unknownZoneError(error) ?? error;
  }
}

export async function transactionRecords(
  db: Db,
  caller: RecordsCaller,
  query: RecordRange & Page & { type: RecordType },
) {
  const digits = currencyDigits(caller.merchant.currency);
  const { rows, total } = await inRange(db, caller, query, { rows: [], total: 0 }, (scope) =>
    cashMovements(db, scope, kindFilterOf(query.type), query),
  );
  const list: TransactionRecord[] = rows.map((r) => ({
    id: r.transactionId,
    time: r.createdAt.toISOString(),
    type: recordTypeOf(r.kind),
    kind: r.kind,
    amount: toDecimalAmount(r.amount, digits),
    balanceAfter: toDecimalAmount(r.balanceAfter, digits),
  }));
  return pageValue(list, total, query);
}

type Figures = { deposit: bigint; withdraw: bigint; bet: bigint; win: bigint; bonus: bigint };
const zero = (): Figures => ({ deposit: 0n, withdraw: 0n, bet: 0n, win: 0n, bonus: 0n });

/**
 * Adds one kind's signed cash movement to a day's figures. Money out (withdrawals, bets) is shown
 * as a positive figure; a returned withdrawal is subtracted on the day it came back.
 */
function add(figures: Figures, kind: TransactionKind, total: bigint): void {
  const type = recordTypeOf(kind);
  if (type === 'DEPOSIT') figures.deposit += total;
  else if (type === 'WITHDRAW') figures.withdraw -= total;
  else if (type === 'BET') figures.bet -= total;
  else if (type === 'WIN') figures.win += total;
  else if (type === 'BONUS') figures.bonus += total;
  // Transfers and adjustments are neither winnings nor losses.
}

/**
 * Profit and loss per calendar day of the range. Every day of the range has a row, zeros included,
 * so the page shows a continuous table (at most RECORD_MAX_DAYS rows); totals cover the range.
 */
export async function profitRecords(db: Db, caller: RecordsCaller, query: RecordRange): Promise<ProfitValue> {
  const digits = currencyDigits(caller.merchant.currency);
  const sums = await inRange(db, caller, query, [], (scope) => dailySumsByKind(db, scope));
  const byDay = new Map(daysOf(query).map((day) => [day, zero()]));
  const totals = zero();
  for (const { day, kind, total } of sums) {
    const figures = byDay.get(day);
    if (figures) add(figures, kind, total);
    add(totals, kind, total);
  }
  const format = (f: Figures) => ({
    deposit: toDecimalAmount(f.deposit, digits),
    withdraw: toDecimalAmount(f.withdraw, digits),
    bet: toDecimalAmount(f.bet, digits),
    win: toDecimalAmount(f.win, digits),
    bonus: toDecimalAmount(f.bonus, digits),
    profit: toDecimalAmount(f.win + f.bonus - f.bet, digits),
  });
  return {
    days: [...byDay].map(([date, figures]) => ({ date, ...format(figures) })),
    totals: format(totals),
  };
}

/** Bonus credits (kind from the ledger memo's bonusKind, else BONUS), a page of them and the range total. */
export async function bonusRecords(db: Db, caller: RecordsCaller, query: RecordRange & Page) {
  const digits = currencyDigits(caller.merchant.currency);
  const { rows, total, sum } = await inRange(db, caller, query, { rows: [], total: 0, sum: 0n }, (scope) =>
    bonusMovements(db, scope, kindsOfType('BONUS'), query),
  );
  const list = rows.map((r) => ({
    id: r.transactionId,
    time: r.createdAt.toISOString(),
    kind: r.bonusKind ?? 'BONUS',
    amount: toDecimalAmount(r.amount, digits),
  }));
  return { ...pageValue(list, total, query), total: toDecimalAmount(sum, digits) };
}

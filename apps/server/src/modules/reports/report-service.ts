import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import {
  type ChannelReport,
  type DailyReport,
  type Dashboard,
  type DayFigures,
  type Figures,
  type GameReport,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportRangeQuery,
} from '@platform/contracts/reports';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { BrandDayRow } from './report-queries';
import { brandDayRows, channelDayRows, gameDayRows, type SplitRange } from './report-reads';
import { addDays, catchUpRollup } from './report-rollup';

type Merchant = { id: number; currency: string };

/** Counts and minor-unit sums of the figures, before they are written for the wire. */
type Tally = {
  registrations: number;
  firstDeposits: number;
  firstDepositAmount: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  bets: number;
  stake: bigint;
  wins: bigint;
  transferNetWin: bigint;
  bonuses: bigint;
  activePlayers: number;
};

const emptyTally = (): Tally => ({
  registrations: 0,
  firstDeposits: 0,
  firstDepositAmount: 0n,
  deposits: 0,
  depositAmount: 0n,
  withdrawals: 0,
  withdrawalAmount: 0n,
  bets: 0,
  stake: 0n,
  wins: 0n,
  transferNetWin: 0n,
  bonuses: 0n,
  activePlayers: 0,
});

function tallyOf(row: BrandDayRow): Tally {
  return {
    registrations: row.registrations,
    firstDeposits: row.first_deposits,
    firstDepositAmount: BigInt(row.first_deposit_amount),
    deposits: row.deposits,
    depositAmount: BigInt(row.deposit_amount),
    withdrawals: row.withdrawals,
    withdrawalAmount: BigInt(row.withdrawal_amount),
    bets: row.bets,
    stake: BigInt(row.stake),
    wins: BigInt(row.wins),
    transferNetWin: BigInt(row.transfer_net),
    bonuses: BigInt(row.bonuses),
    activePlayers: row.active_players,
  };
}

function add(a: Tally, b: Tally): Tally {
  return {
    registrations: a.registrations + b.registrations,
    firstDeposits: a.firstDeposits + b.firstDeposits,
    firstDepositAmount: a.firstDepositAmount + b.firstDepositAmount,
    deposits: a.deposits + b.deposits,
    depositAmount: a.depositAmount + b.depositAmount,
    withdrawals: a.withdrawals + b.withdrawals,
    withdrawalAmount: a.withdrawalAmount + b.withdrawalAmount,
    bets: a.bets + b.bets,
    stake: a.stake + b.stake,
    wins: a.wins + b.wins,
    transferNetWin: a.transferNetWin + b.transferNetWin,
    bonuses: a.bonuses + b.bonuses,
    activePlayers: a.activePlayers + b.activePlayers,
  };
}

function figuresOf(t: Tally, places: number): Figures {
  const money = (minor: bigint) => toDecimalAmount(minor, places);
  const ggr = t.stake - t.wins + t.transferNetWin;
  return {
    registrations: t.registrations,
    firstDeposits: t.firstDeposits,
    firstDepositAmount: money(t.firstDepositAmount),
    deposits: t.deposits,
    depositAmount: money(t.depositAmount),
    withdrawals: t.withdrawals,
    withdrawalAmount: money(t.withdrawalAmount),
    bets: t.bets,
    stake: money(t.stake),
    wins: money(t.wins),
    transferNetWin: money(t.transferNetWin),
    ggr: money(ggr),
    bonuses: money(t.bonuses),
    ngr: money(ggr - t.bonuses),
    activePlayers: t.activePlayers,
  };
}

function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

const isDate = (day: string) => {
  const ms = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === day;
};

/**
 * A read writes at most this many closed days into the rollup: the day that just closed, should
 * the rollup job not have written it yet. Days still missing after it are read from the ledger,
 * so the figures are never stale, only slower until the job has caught up.
 */
const READ_CATCH_UP_DAYS = 1;

/** The brand's range, checked, with its rollup's catch-up (usually nothing to do). */
async function splitRange(db: Db, merchant: Merchant, query: ReportRangeQuery): Promise<SplitRange> {
  if (query.from !== undefined && !isDate(query.from)) throw invalid('query.from', 'date');
  if (query.to !== undefined && !isDate(query.to)) throw invalid('query.to', 'date');
  const { state } = await catchUpRollup(db, merchant.id, READ_CATCH_UP_DAYS);
  const to = query.to ?? state.today;
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  if (from > to) throw invalid('query.to', 'after_from');
  if (addDays(from, REPORT_MAX_DAYS - 1) < to) throw invalid('query.to', 'max_days');
  return {
    merchantId: merchant.id,
    timeZone: state.timeZone,
    from,
    to,
    throughDay: state.throughDay ?? addDays(from, -1),
  };
}

/** Every day of the range with its figures (zero on quiet days), and the range's totals. */
async function daysOf(db: Db, range: SplitRange) {
  const { rows, activePlayers } = await brandDayRows(db, range);
  const byDay = new Map(rows.map((row) => [row.day, tallyOf(row)]));
  const days: { day: string; tally: Tally }[] = [];
  let total = emptyTally();
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const tally = byDay.get(day) ?? emptyTally();
    days.push({ day, tally });
    total = add(total, tally);
  }
  // Over a range, a member who played on several days is one active player.
  total.activePlayers = activePlayers;
  return { days, total };
}

export async function dailyReport(db: Db, merchant: Merchant, query: ReportRangeQuery): Promise<DailyReport> {
  const range = await splitRange(db, merchant, query);
  const places = currencyDigits(merchant.currency);
  const { days, total } = await daysOf(db, range);
  return {
    timeZone: range.timeZone,
    currency: merchant.currency,
    from: range.from,
    to: range.to,
    days: days.map(({ day, tally }): DayFigures => ({ day, ...figuresOf(tally, places) })),
    totals: figuresOf(total, places),
  };
}

export async function gameReport(
  db: Db,
  merchant: Merchant,
  query: ReportRangeQuery & { by: 'vendor' | 'gameType' },
): Promise<GameReport> {
  const range = await splitRange(db, merchant, query);
  const places = currencyDigits(merchant.currency);
  type Group = { bets: number; stake: bigint; wins: bigint; transferNetWin: bigint };
  const groups = new Map<string, Group>();
  for (const row of await gameDayRows(db, range)) {
    const key = query.by === 'vendor' ? row.vendor : row.game_type;
    const group = groups.get(key) ?? { bets: 0, stake: 0n, wins: 0n, transferNetWin: 0n };
    group.bets += row.bets;
    group.stake += BigInt(row.stake);
    group.wins += BigInt(row.wins);
    group.transferNetWin += BigInt(row.transfer_net);
    groups.set(key, group);
  }
  const names = await groupNames(db, merchant.id, query.by, [...groups.keys()]);
  const money = (minor: bigint) => toDecimalAmount(minor, places);
  const ggrOf = (g: Group) => g.stake - g.wins + g.transferNetWin;
  const total: Group = { bets: 0, stake: 0n, wins: 0n, transferNetWin: 0n };
  const rows = [...groups.entries()]
    .sort(([, a], [, b]) => (ggrOf(b) > ggrOf(a) ? 1 : ggrOf(b) < ggrOf(a) ? -1 : 0))
    .map(([key, g]) => {
      total.bets += g.bets;
      total.stake += g.stake;
      total.wins += g.wins;
      total.transferNetWin += g.transferNetWin;
      const name = names.get(key);
      return {
        key,
        name: name?.name ?? null,
        nameAr: name?.nameAr ?? null,
        bets: g.bets,
        stake: money(g.stake),
        wins: money(g.wins),
        transferNetWin: money(g.transferNetWin),
        ggr: money(ggrOf(g)),
      };
    });
  return {
    timeZone: range.timeZone,
    currency: merchant.currency,
    from: range.from,
    to: range.to,
    by: query.by,
    rows,
    totals: {
      bets: total.bets,
      stake: money(total.stake),
      wins: money(total.wins),
      transferNetWin: money(total.transferNetWin),
      ggr: money(ggrOf(total)),
    },
  };
}

/** The catalogue's names of the vendors a report lists (game types have codes only; the console names them). */
async function groupNames(db: Db, merchantId: number, by: 'vendor' | 'gameType', keys: string[]) {
  const names = new Map<string, { name: string; nameAr: string | null }>();
  if (keys.length === 0 || by !== 'vendor') return names;
  const { rows } = await sql<{ key: string; name: string; name_ar: string | null }>`
    select vassalage as key, display_name as name, display_name_ar as name_ar from catalogue_vendor
    where merchant_id = ${merchantId} and vassalage = any(${keys})
  `.execute(db);
  for (const row of rows) names.set(row.key, { name: row.name, nameAr: row.name_ar });
  return names;
}

export async function channelReport(db: Db, merchant: Merchant, query: ReportRangeQuery): Promise<ChannelReport> {
  const range = await splitRange(db, merchant, query);
  const places = currencyDigits(merchant.currency);
  const groups = new Map<
    string,
    { direction: 'DEPOSIT' | 'WITHDRAWAL'; channel: string; orders: number; amount: bigint }
  >();
  for (const row of await channelDayRows(db, range)) {
    const key = `${row.direction}\u0000${row.channel}`;
    const group = groups.get(key) ?? { direction: row.direction, channel: row.channel, orders: 0, amount: 0n };
    group.orders += row.orders;
    group.amount += BigInt(row.amount);
    groups.set(key, group);
  }
  const totals = { DEPOSIT: { orders: 0, amount: 0n }, WITHDRAWAL: { orders: 0, amount: 0n } };
  const rows = [...groups.values()]
    .sort((a, b) => a.direction.localeCompare(b.direction) || (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0))
    .map((g) => {
      totals[g.direction].orders += g.orders;
      totals[g.direction].amount += g.amount;
      return {
        direction: g.direction,
        channel: g.channel,
        orders: g.orders,
        amount: toDecimalAmount(g.amount, places),
      };
    });
  const total = (t: { orders: number; amount: bigint }) => ({
    orders: t.orders,
    amount: toDecimalAmount(t.amount, places),
  });
  return {
    timeZone: range.timeZone,
    currency: merchant.currency,
    from: range.from,
    to: range.to,
    rows,
    totals: { deposits: total(totals.DEPOSIT), withdrawals: total(totals.WITHDRAWAL) },
  };
}

/** How many items wait in each of the brand's staff queues. */
async function pendingQueues(db: Db, merchantId: number): Promise<Dashboard['queues']> {
  const { rows } = await sql<{ deposits: number; withdrawals: number; adjustments: number; vendor_transfers: number }>`
    select
      (select count(*) from deposit_order o join deposit_channel c on c.id = o.channel_id
        where o.merchant_id = ${merchantId} and o.status = 'PENDING' and c.kind = 'BANK_TRANSFER')::int as deposits,
      (select count(*) from withdraw_order where merchant_id = ${merchantId} and status = 'PENDING')::int as withdrawals,
      (select count(*) from adjustment_request where merchant_id = ${merchantId} and status = 'PENDING')::int as adjustments,
      (select count(*) from vendor_transfer where merchant_id = ${merchantId} and status = 'UNKNOWN')::int as vendor_transfers
  `.execute(db);
  const row = rows[0] ?? { deposits: 0, withdrawals: 0, adjustments: 0, vendor_transfers: 0 };
  return [
    { queue: 'deposits', count: row.deposits },
    { queue: 'withdrawals', count: row.withdrawals },
    { queue: 'adjustments', count: row.adjustments },
    { queue: 'vendorTransfers', count: row.vendor_transfers },
  ];
}

/** Today and the 30 days ending today in the brand's time zone, and its pending queues. */
export async function dashboard(db: Db, merchant: Merchant): Promise<Dashboard> {
  const range = await splitRange(db, merchant, {});
  const today = range.to;
  const places = currencyDigits(merchant.currency);
  const [{ days, total }, queues] = await Promise.all([daysOf(db, range), pendingQueues(db, merchant.id)]);
  const todayTally = days[days.length - 1]?.tally ?? emptyTally();
  return {
    timeZone: range.timeZone,
    currency: merchant.currency,
    today,
    todayFigures: figuresOf(todayTally, places),
    last30: figuresOf(total, places),
    days: days.map(({ day, tally }) => ({ day, ...figuresOf(tally, places) })),
    queues,
  };
}

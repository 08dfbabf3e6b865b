import type { BetRecordGameType } from '@platform/contracts/bet-records';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inCategory } from '../member-games/game-category-filter';
import type { RecordRange } from '../records/record-range';

/**
 * Reads a member's game rounds (vendor_round) for the betting record. Every read starts from the
 * index vendor_round_member_time (merchant_id, member_id, opened_at desc, id desc): the member's
 * own rounds in the range, already in the page's order, so its cost follows the member's history
 * and never the size of the merchant's. Filters on vendor and game type are checked row by row on
 * that walk (a member's rounds are few next to the table).
 */
export type BetScope = {
  merchantId: number;
  memberId: number;
  range: RecordRange;
  gameType: BetRecordGameType;
  vendor: string | undefined;
};

type Page = { pageNo: number; pageSize: number };

/** The first instant of `from` and the first instant after `to`, both calendar days in the zone. */
const rangeStart = (r: RecordRange) => sql<Date>`((${r.from}::date)::timestamp at time zone ${r.timeZone})`;
const rangeEnd = (r: RecordRange) => sql<Date>`((${r.to}::date + 1)::timestamp at time zone ${r.timeZone})`;

function memberRounds(db: Db, s: BetScope) {
  let query = db
    .selectFrom('vendor_round as r')
    .where('r.merchant_id', '=', s.merchantId)
    .where('r.member_id', '=', s.memberId)
    .where('r.opened_at', '>=', rangeStart(s.range))
    .where('r.opened_at', '<', rangeEnd(s.range));
  if (s.vendor !== undefined) query = query.where('r.vendor', '=', s.vendor);
  const gameType = s.gameType;
  if (gameType !== 'ALL') {
    // The round's catalogue game, by the unique (merchant_id, node_id): a round of a game the
    // catalogue does not know has no type, so only "all types" shows it.
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('catalogue_game as g')
          .select(sql`1`.as('one'))
          .whereRef('g.merchant_id', '=', 'r.merchant_id')
          .whereRef('g.node_id', '=', 'r.node_id')
          .where(inCategory(gameType)),
      ),
    );
  }
  return query;
}

/** The two reads of the betting record, unexecuted: the plan test explains exactly these. */
export function betRecordQueries(db: Db, s: BetScope, page: Page) {
  const base = memberRounds(db, s);
  return {
    page: base
      .leftJoin('catalogue_game as g', (join) =>
        join.onRef('g.merchant_id', '=', 'r.merchant_id').onRef('g.node_id', '=', 'r.node_id'),
      )
      .leftJoin('catalogue_vendor as v', (join) =>
        join.onRef('v.merchant_id', '=', 'r.merchant_id').onRef('v.vassalage', '=', 'r.vendor'),
      )
      .select([
        'r.id',
        'r.round_id',
        'r.vendor',
        'r.game_code',
        'r.status',
        'r.total_bet',
        'r.total_win',
        'r.detail',
        'r.opened_at',
        'r.closed_at',
        'g.display_name as game_name',
        'g.display_name_ar as game_name_ar',
        'g.game_type',
        'v.display_name as vendor_name',
        'v.display_name_ar as vendor_name_ar',
        'v.in_house',
        // Only for the page's rows, through the index on vendor_transaction (round_pk).
        sql<string>`(
          select coalesce(sum(d.amount), 0) from vendor_transaction d
          where d.round_pk = r.id and d.kind = 'DEBIT' and d.reversal_ledger_id is not null
        )`.as('refunded'),
      ])
      .orderBy('r.opened_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    totals: base.select([
      sql<string>`count(*)`.as('n'),
      sql<string>`coalesce(sum(r.total_bet), 0)`.as('stake'),
      sql<string>`coalesce(sum(r.total_win), 0)`.as('win'),
    ]),
  };
}

export type RoundRow = {
  id: string;
  roundId: string;
  vendor: string;
  vendorName: string | null;
  vendorNameAr: string | null;
  inHouse: boolean;
  gameCode: string;
  gameName: string | null;
  gameNameAr: string | null;
  gameType: string | null;
  status: 'OPEN' | 'COMPLETED' | 'CANCELLED';
  stake: bigint;
  win: bigint;
  refunded: bigint;
  detail: Record<string, unknown> | null;
  openedAt: Date;
  closedAt: Date | null;
};

export type RoundTotals = { count: number; stake: bigint; win: bigint };

/** One page of the member's rounds, newest first, and the totals over every round of the filter. */
export async function memberRoundPage(
  db: Db,
  s: BetScope,
  page: Page,
): Promise<{ rows: RoundRow[]; totals: RoundTotals }> {
  const queries = betRecordQueries(db, s, page);
  const [rows, totals] = await Promise.all([queries.page.execute(), queries.totals.executeTakeFirstOrThrow()]);
  return {
    totals: { count: Number(totals.n), stake: BigInt(totals.stake), win: BigInt(totals.win) },
    rows: rows.map((r) => ({
      id: r.id,
      roundId: r.round_id,
      vendor: r.vendor,
      vendorName: r.vendor_name,
      vendorNameAr: r.vendor_name_ar,
      inHouse: r.in_house === true,
      gameCode: r.game_code,
      gameName: r.game_name,
      gameNameAr: r.game_name_ar,
      gameType: r.game_type,
      status: r.status,
      stake: BigInt(r.total_bet),
      win: BigInt(r.total_win),
      refunded: BigInt(r.refunded),
      detail: r.detail,
      openedAt: r.opened_at,
      closedAt: r.closed_at,
    })),
  };
}

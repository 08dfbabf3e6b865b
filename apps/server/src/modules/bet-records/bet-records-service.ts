import {
  type BetFairness,
  type BetRecord,
  type BetRecordGameType,
  type BetRecordsValue,
  roundFairnessDetailSchema,
} from '@platform/contracts/bet-records';
import { GAME_CATEGORIES, type GameCategoryCode, IN_HOUSE_VENDOR } from '@platform/contracts/lobby';
import { currencyDigits, pageValue, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { type CatalogueLanguage, laneCategoryOf, nameIn } from '../catalogue/catalogue-tile';
import { checkRange, type RecordRange, unknownZoneError } from '../records/record-range';
import { memberRoundPage, type RoundRow } from './bet-records-repository';

/**
 * The betting record (spec 2.9 personalHistoryCopy): the member's own rounds at every vendor, with what each
 * staked and won, and for in-house rounds what verifies them. The range rules are the records'
 * (record-range.ts); amounts go out as decimal strings in the merchant's currency.
 */
export type BetRecordsCaller = { merchant: { id: number; currency: string }; memberId: number };
export type BetRecordsQuery = RecordRange & {
  pageNo: number;
  pageSize: number;
  gameType: BetRecordGameType;
  vendor?: string | undefined;
  /** Absent: Arabic, the site's default language. */
  language?: CatalogueLanguage | undefined;
};

const CATEGORIES: readonly string[] = GAME_CATEGORIES;

/** The lobby category of a catalogue game; null for a type the lobby does not show. */
function categoryOf(vendor: string, gameType: string | null): GameCategoryCode | null {
  if (gameType === null) return null;
  const category = laneCategoryOf(vendor, gameType);
  return CATEGORIES.includes(category) ? category : null;
}

/**
 * The fairness data of an in-house round, or null. The server seed only once the studio marked the
 * pair revealed (contracts/bet-records.ts): a seed still in use would let the member predict the
 * next outcomes. A detail that is not the studio's shape shows nothing rather than half of it.
 */
export function fairnessOf(row: Pick<RoundRow, 'vendor' | 'inHouse' | 'detail'>): BetFairness | null {
  if (!row.inHouse && row.vendor !== IN_HOUSE_VENDOR) return null;
  const parsed = roundFairnessDetailSchema.safeParse(row.detail);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    serverSeedHash: d.serverSeedHash,
    clientSeed: d.clientSeed,
    nonce: d.nonce,
    serverSeed: d.seedRevealed === true && d.serverSeed !== undefined ? d.serverSeed : null,
  };
}

/** The catalogue's name in the page's language where it has one; the code of a game it no longer lists. */
function nameOrCode(language: CatalogueLanguage, name: string | null, nameAr: string | null, code: string): string {
  return name === null ? code : nameIn(language, { display_name: name, display_name_ar: nameAr });
}

export async function betRecords(db: Db, caller: BetRecordsCaller, query: BetRecordsQuery): Promise<BetRecordsValue> {
  const range = checkRange(query);
  const language = query.language ?? 'ar';
  const digits = currencyDigits(caller.merchant.currency);
  const money = (minor: bigint) => toDecimalAmount(minor, digits);
  const scope = {
    merchantId: caller.merchant.id,
    memberId: caller.memberId,
    range,
    gameType: query.gameType,
    vendor: query.vendor,
  };
  let result: Awaited<ReturnType<typeof memberRoundPage>>;
  try {
    result = await memberRoundPage(db, scope, query);
  } catch (error) {
    // A zone Node knows but PostgreSQL does not is the client's error too.
    throw unknownZoneError(error) ?? error;
  }
  const list: BetRecord[] = result.rows.map((r) => ({
    id: r.id,
    roundId: r.roundId,
    time: r.openedAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
    vendor: { code: r.vendor, name: nameOrCode(language, r.vendorName, r.vendorNameAr, r.vendor) },
    game: {
      code: r.gameCode,
      name: nameOrCode(language, r.gameName, r.gameNameAr, r.gameCode),
      gameType: categoryOf(r.vendor, r.gameType),
    },
    stake: money(r.stake),
    refunded: money(r.refunded),
    win: money(r.win),
    profit: money(r.win - r.stake),
    status: r.status,
    fairness: fairnessOf(r),
  }));
  const { count, stake, win } = result.totals;
  return {
    ...pageValue(list, count, query),
    totals: { count, stake: money(stake), win: money(win), profit: money(win - stake) },
  };
}

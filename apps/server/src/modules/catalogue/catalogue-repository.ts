import { ESPORT_VENDORS, GAME_CATEGORIES, type GameListType } from '@platform/contracts/lobby';
import { type Expression, expressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { type GameTileRow, selectAnyGameTiles } from './catalogue-tile';

/** A vendor card (the vendor serves the type) with what its tile shows; the type is a known category. */
export type CardRow = {
  game_type: string;
  vassalage: string;
  display_name: string;
  display_name_ar: string | null;
  icon_key: string;
  maintenance: boolean;
  in_house: boolean;
};

/**
 * The merchant's vendor cards in display order: by the type's sort, then the card's, then the
 * vendor's. Only types in the merchant's catalogue_game_type set exist (the join), and only those
 * the lobby knows (an operator may configure others, e.g. COCKFIGHT, which no lane shows).
 */
export function listCards(db: Db, merchantId: number): Promise<CardRow[]> {
  return db
    .selectFrom('catalogue_vendor_game_type as c')
    .innerJoin('catalogue_game_type as t', (j) =>
      j.onRef('t.merchant_id', '=', 'c.merchant_id').onRef('t.game_type', '=', 'c.game_type'),
    )
    .innerJoin('catalogue_vendor as v', (j) =>
      j.onRef('v.merchant_id', '=', 'c.merchant_id').onRef('v.vassalage', '=', 'c.vassalage'),
    )
    .select([
      'c.game_type',
      'c.vassalage',
      'v.display_name',
      'v.display_name_ar',
      'v.icon_key',
      'v.maintenance',
      'v.in_house',
    ])
    .where('c.merchant_id', '=', merchantId)
    .where('c.game_type', 'in', GAME_CATEGORIES)
    .where('v.enabled', '=', true)
    .orderBy('t.sort')
    .orderBy('c.sort')
    .orderBy('v.sort')
    .orderBy('c.vassalage')
    .execute();
}

/** One vendor that has games of one classify (a row per pair), in classify then vendor order. */
export type ClassifyVendorRow = { game_type: string; classify: string; display_name: string; vassalage: string };

export function listClassifyVendors(db: Db, merchantId: number): Promise<ClassifyVendorRow[]> {
  const pairs = db
    .selectFrom('catalogue_game')
    .select(['game_type', 'game_classify', 'vassalage'])
    .distinct()
    .where('merchant_id', '=', merchantId)
    .where('enabled', '=', true)
    .where('game_classify', 'is not', null);
  return db
    .selectFrom('catalogue_game_classify as c')
    .innerJoin(pairs.as('g'), (j) =>
      j.onRef('g.game_type', '=', 'c.game_type').onRef('g.game_classify', '=', 'c.classify'),
    )
    .innerJoin('catalogue_vendor as v', (j) =>
      j.onRef('v.merchant_id', '=', 'c.merchant_id').onRef('v.vassalage', '=', 'g.vassalage'),
    )
    .select(['c.game_type', 'c.classify', 'c.display_name', 'g.vassalage'])
    .where('c.merchant_id', '=', merchantId)
    .where('v.enabled', '=', true)
    .orderBy('c.sort')
    .orderBy('c.classify')
    .orderBy('v.sort')
    .orderBy('g.vassalage')
    .execute();
}

export function findVendor(db: Db, merchantId: number, vassalage: string) {
  return db
    .selectFrom('catalogue_vendor')
    .select(['vassalage', 'display_name', 'display_name_ar'])
    .where('merchant_id', '=', merchantId)
    .where('vassalage', '=', vassalage)
    .executeTakeFirst();
}

/** The known categories one vendor has cards in, in the merchant's type order. */
export async function listVendorGameTypes(db: Db, merchantId: number, vassalage: string): Promise<string[]> {
  const rows = await db
    .selectFrom('catalogue_vendor_game_type as c')
    .innerJoin('catalogue_game_type as t', (j) =>
      j.onRef('t.merchant_id', '=', 'c.merchant_id').onRef('t.game_type', '=', 'c.game_type'),
    )
    .select('c.game_type')
    .where('c.merchant_id', '=', merchantId)
    .where('c.vassalage', '=', vassalage)
    .where('c.game_type', 'in', GAME_CATEGORIES)
    .orderBy('t.sort')
    .orderBy('c.game_type')
    .execute();
  return rows.map((r) => r.game_type);
}

/**
 * The types a merchant configured that the lobby does not know (an operator may add one, e.g.
 * COCKFIGHT): lists across categories leave their games out, since a tile must name a known type.
 * Normally none, and then those lists need no type condition at all (see gameFilter).
 */
export async function listUnknownGameTypes(db: Db, merchantId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('catalogue_game_type')
    .select('game_type')
    .where('merchant_id', '=', merchantId)
    .where('game_type', 'not in', GAME_CATEGORIES)
    .execute();
  return rows.map((r) => r.game_type);
}

/** Which games a list shows (spec 7.3 params after validation; `search` already trimmed and non-empty). */
export type GameFilter = {
  gameType: GameListType;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  search?: string | undefined;
  /** One game by its id (a GAME banner starts the game it names). */
  nodeId?: number | undefined;
  /** Only the new games of the list (a category page's NEW filter). */
  newOnly?: boolean | undefined;
  /** listUnknownGameTypes: left out of the lists across categories. */
  unknownTypes: readonly string[];
};

type GameScope = Database & { g: Database['catalogue_game'] };

/** `%`, `_` and the escape character itself match literally in a LIKE pattern once escaped. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The filter of a game list over `catalogue_game as g`. Each branch is served by an index of
 * migration 0011 holding every column it names, so that pages and counts can read the index alone:
 * (merchant_id, game_type, sort, node_id), the vendor, classify and hot ones, (merchant_id, sort,
 * node_id) for ALL; the trigram one for a search. NEW has its partial index (0014).
 */
function gameFilter(merchantId: number, filter: GameFilter): Expression<SqlBool> {
  const eb = expressionBuilder<GameScope, 'g'>();
  // Hidden games, and the games of hidden vendors (few or none), are in no list (migration 0039).
  const conditions: Expression<SqlBool>[] = [
    eb('g.enabled', '=', true),
    eb(
      'g.vassalage',
      'not in',
      eb
        .selectFrom('catalogue_vendor')
        .select('vassalage')
        .where('merchant_id', '=', merchantId)
        .where('enabled', '=', false),
    ),
  ];
  const esportVendors = [...ESPORT_VENDORS];
  const acrossCategories = () => {
    if (filter.unknownTypes.length > 0) conditions.push(eb('g.game_type', 'not in', filter.unknownTypes));
  };
  switch (filter.gameType) {
    case 'ALL':
    case 'SEARCH':
      acrossCategories();
      break;
    case 'HOT':
      acrossCategories();
      conditions.push(eb('g.is_hot', '=', true));
      break;
    case 'NEW':
      acrossCategories();
      conditions.push(eb('g.is_new', '=', true));
      break;
    case 'INHOUSE':
      // Spec 4.9: the in-house vendors' RNG games.
      conditions.push(eb('g.game_type', '=', 'RNG'));
      conditions.push(
        eb(
          'g.vassalage',
          'in',
          eb
            .selectFrom('catalogue_vendor')
            .select('vassalage')
            .where('merchant_id', '=', merchantId)
            .where('in_house', '=', true),
        ),
      );
      break;
    case 'ESPORTS':
      // E-sport vendors' games are stored as SPORTS (spec 4.9); games typed ESPORTS count too.
      conditions.push(
        eb.or([
          eb('g.game_type', '=', 'ESPORTS'),
          eb.and([eb('g.game_type', '=', 'SPORTS'), eb('g.vassalage', 'in', esportVendors)]),
        ]),
      );
      break;
    case 'SPORTS':
      conditions.push(eb('g.game_type', '=', 'SPORTS'));
      conditions.push(eb('g.vassalage', 'not in', esportVendors));
      break;
    default:
      conditions.push(eb('g.game_type', '=', filter.gameType));
  }
  if (filter.vassalage !== undefined) conditions.push(eb('g.vassalage', '=', filter.vassalage));
  if (filter.gameClassify !== undefined) conditions.push(eb('g.game_classify', '=', filter.gameClassify));
  if (filter.nodeId !== undefined) conditions.push(eb('g.node_id', '=', filter.nodeId));
  if (filter.newOnly === true && filter.gameType !== 'NEW') conditions.push(eb('g.is_new', '=', true));
  if (filter.search !== undefined) {
    // Either name, as a player may type the one the page showed; lower(...) is what each trigram
    // index holds.
    const pattern = likeContains(filter.search);
    conditions.push(
      eb.or([
        eb(eb.fn('lower', ['g.display_name']), 'like', pattern),
        eb(eb.fn('lower', ['g.display_name_ar']), 'like', pattern),
      ]),
    );
  }
  return eb.and(conditions);
}

/**
 * One page of a game list, in sort order. The page's node ids come first from the index alone
 * (skipping `offset` entries there costs little, even on page 40), then only those rows are read
 * and joined with their vendor.
 */
export function findGamePage(
  db: Db,
  merchantId: number,
  filter: GameFilter,
  page: { limit: number; offset: number },
): Promise<GameTileRow[]> {
  const ids = db
    .selectFrom('catalogue_game as g')
    .select(['g.node_id', 'g.sort'])
    .where('g.merchant_id', '=', merchantId)
    .where(gameFilter(merchantId, filter))
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(page.limit)
    .offset(page.offset);
  return selectAnyGameTiles(db, merchantId)
    .innerJoin(ids.as('p'), 'p.node_id', 'g.node_id')
    .orderBy('p.sort')
    .orderBy('p.node_id')
    .execute();
}

/** How many games a list has in all (an index-only count, but for a search or NEW). */
export async function countGames(db: Db, merchantId: number, filter: GameFilter): Promise<number> {
  const row = await db
    .selectFrom('catalogue_game as g')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .where('g.merchant_id', '=', merchantId)
    .where(gameFilter(merchantId, filter))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Hot games (the partial index on is_hot), optionally of one category or vendor, at most `limit`. */
export function listHotGames(
  db: Db,
  merchantId: number,
  filter: Omit<GameFilter, 'gameType' | 'gameClassify' | 'search'> & { gameType?: GameListType | undefined },
  limit: number,
): Promise<GameTileRow[]> {
  return selectAnyGameTiles(db, merchantId)
    .where(gameFilter(merchantId, { ...filter, gameType: filter.gameType ?? 'ALL' }))
    .where('g.is_hot', '=', true)
    .orderBy('g.sort')
    .orderBy('g.node_id')
    .limit(limit)
    .execute();
}

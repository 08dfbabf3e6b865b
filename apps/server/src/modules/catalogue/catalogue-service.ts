import { API, apiPath } from '@platform/contracts/api-paths';
import {
  type GameCategoryCode,
  type GameMenu,
  type gameListQuerySchema,
  type hotGamesQuerySchema,
  NAV_CATEGORY_ORDER,
  restructureLanes,
  type VendorCard,
  type VendorLane,
} from '@platform/contracts/lobby';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { NotificationListener, type Notifications } from '../../db/notification-listener';
import { ApiError } from '../../http/envelope';
import {
  type CardRow,
  type ClassifyVendorRow,
  countGames,
  findGamePage,
  findVendor,
  type GameFilter,
  listCards,
  listClassifyVendors,
  listHotGames,
  listUnknownGameTypes,
  listVendorGameTypes,
} from './catalogue-repository';
import { type CatalogueLanguage, type GameTileRow, laneCategoryOf, nameIn, toGameTile } from './catalogue-tile';
import { TtlCache } from './catalogue-ttl-cache';

type Classify = VendorLane['gameClassify'][number];

/**
 * Lanes in the merchant's type order, restructured by the contracts' rule (spec 4.9): e-sport
 * vendors' SPORTS cards to ESPORTS at the end, in-house RNG cards to INHOUSE first, empty lanes
 * dropped. A classify lists the vendors having games of it, under the lane those games show in.
 */
export function buildLanes(
  cards: readonly CardRow[],
  classifyRows: readonly ClassifyVendorRow[],
  language: CatalogueLanguage,
): VendorLane[] {
  const classifies = new Map<GameCategoryCode, Classify[]>();
  for (const row of classifyRows) {
    const lane = laneCategoryOf(row.vassalage, row.game_type);
    const list = classifies.get(lane) ?? [];
    let entry = list.find((c) => c.gameClassify === row.classify);
    if (!entry) {
      entry = { gameClassify: row.classify, displayName: row.display_name, vendors: [] };
      list.push(entry);
    }
    entry.vendors.push(row.vassalage);
    classifies.set(lane, list);
  }

  const lanes: VendorLane[] = [];
  for (const card of cards) {
    const title = card.game_type as GameCategoryCode;
    let lane = lanes.find((l) => l.title === title);
    if (!lane) {
      lane = { title, cards: [], gameClassify: classifies.get(title) ?? [] };
      lanes.push(lane);
    }
    lane.cards.push(toVendorCard(card, language));
  }
  // restructureLanes takes ESPORTS classifies from an ESPORTS lane; e-sport vendors' classifies
  // need one even when the merchant has no ESPORTS cards of its own.
  const esportClassifies = classifies.get('ESPORTS');
  if (esportClassifies && !lanes.some((l) => l.title === 'ESPORTS')) {
    lanes.push({ title: 'ESPORTS', cards: [], gameClassify: esportClassifies });
  }
  const inHouse = new Set(cards.filter((c) => c.in_house).map((c) => c.vassalage));
  return restructureLanes(lanes, inHouse);
}

function toVendorCard(card: CardRow, language: CatalogueLanguage): VendorCard {
  return {
    vassalage: card.vassalage,
    displayName: nameIn(language, card),
    gameType: card.game_type as GameCategoryCode,
    lagerIcon: apiPath(API.gameIcon, { key: card.icon_key }),
    maintenance: card.maintenance,
  };
}

export async function gameVendorLanes(db: Db, merchantId: number, language: CatalogueLanguage): Promise<VendorLane[]> {
  const [cards, classifyRows] = await Promise.all([listCards(db, merchantId), listClassifyVendors(db, merchantId)]);
  return buildLanes(cards, classifyRows, language);
}

/** The navigation's categories (spec 2.2, 7.3) in the spec's order, INHOUSE first, each with its vendors. */
export async function gameMenus(db: Db, merchantId: number, language: CatalogueLanguage): Promise<GameMenu[]> {
  const lanes = buildLanes(await listCards(db, merchantId), [], language);
  return NAV_CATEGORY_ORDER.flatMap((gameType) => {
    const lane = lanes.find((l) => l.title === gameType);
    return lane && lane.cards.length > 0 ? [{ gameType, vendors: lane.cards }] : [];
  });
}

/** Per process (see catalogue-ttl-cache.ts for why a TTL is the right invalidation here). */
export type CatalogueCaches = {
  /**
   * The hot list, rebuilt on `refresh` at most once per 5 s per merchant and filter. Rows, not
   * tiles: one entry serves every language, each answer naming the games in its own.
   */
  hot: TtlCache<GameTileRow[]>;
  /**
   * Game list totals: a count reads every matching index entry (5,000 for ALL), a page only its
   * own; totals change only with catalogue edits, so a page's total may lag an edit by a minute.
   */
  totals: TtlCache<number>;
  /**
   * Game list pages, for the same reason: the lobby asks the same few dozen pages all day, and a
   * page from memory costs a fraction of a query (bench game-list). The launch call re-checks the
   * game and its vendor's maintenance in the database, so a page a minute old cannot start a game
   * that is closed.
   */
  pages: TtlCache<GameTileRow[]>;
  unknownTypes: TtlCache<string[]>;
};

export function createCatalogueCaches(): CatalogueCaches {
  return { hot: new TtlCache(), totals: new TtlCache(), pages: new TtlCache(), unknownTypes: new TtlCache() };
}

/** Notified after any change to catalogue_vendor or catalogue_game (migration 0039). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Empties the caches whenever the console changes a vendor or a game, in every process, so that
 * the lobby shows the change within moments. Their time to live stays the bound should the
 * listener be down.
 */
export function followCatalogueChanges(caches: CatalogueCaches, notifications: Notifications): NotificationListener {
  const clear = () => {
    for (const cache of Object.values(caches)) cache.clear();
  };
  return new NotificationListener({
    notifications,
    channel: CATALOGUE_CHANNEL,
    onNotification: clear,
    onListening: clear,
    onLost: clear,
  });
}

function unknownTypesOf(db: Db, caches: CatalogueCaches, merchantId: number): Promise<string[]> {
  return caches.unknownTypes.get(String(merchantId), () => listUnknownGameTypes(db, merchantId));
}

type GameListParams = z.output<typeof gameListQuerySchema>;

export async function listGames(db: Db, caches: CatalogueCaches, merchantId: number, params: GameListParams) {
  const search = params.gameName === '' ? undefined : params.gameName;
  if (params.gameType === 'SEARCH' && search === undefined) {
    throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'query.gameName', rule: 'required' }] });
  }
  const filter: GameFilter = {
    gameType: params.gameType,
    vassalage: params.vassalage,
    gameClassify: params.gameClassify,
    nodeId: params.nodeId,
    newOnly: params.isNew === true,
    // The name only narrows a search: other lists ignore it (the web clears it with the filter).
    search: params.gameType === 'SEARCH' ? search : undefined,
    unknownTypes: await unknownTypesOf(db, caches, merchantId),
  };
  const totalKey = JSON.stringify([
    merchantId,
    filter.gameType,
    filter.vassalage ?? null,
    filter.gameClassify ?? null,
    filter.nodeId ?? null,
    filter.newOnly,
    filter.search?.toLowerCase() ?? null,
  ]);
  const pageKey = `${totalKey}:${params.pageNo}:${params.pageSize}`;
  const [rows, total] = await Promise.all([
    caches.pages.get(pageKey, () =>
      findGamePage(db, merchantId, filter, {
        limit: params.pageSize,
        offset: (params.pageNo - 1) * params.pageSize,
      }),
    ),
    caches.totals.get(totalKey, () => countGames(db, merchantId, filter)),
  ]);
  return {
    games: rows.map((row) => toGameTile(row, params.language)),
    pageNo: params.pageNo,
    totalPages: Math.ceil(total / params.pageSize),
    total,
  };
}

/** The hot list is a home-page row and a filter: a bounded answer, however many games are hot. */
export const HOT_LIST_LIMIT = 100;

type HotParams = z.output<typeof hotGamesQuerySchema>;

export async function hotGames(db: Db, caches: CatalogueCaches, merchantId: number, params: HotParams) {
  const key = `${merchantId}:${params.gameType ?? '*'}:${params.vassalage ?? '*'}`;
  const rows = await caches.hot.get(
    key,
    async () => {
      const filter = {
        gameType: params.gameType,
        vassalage: params.vassalage,
        unknownTypes: await unknownTypesOf(db, caches, merchantId),
      };
      return listHotGames(db, merchantId, filter, HOT_LIST_LIMIT);
    },
    params.refresh === true,
  );
  return rows.map((row) => toGameTile(row, params.language));
}

/** The categories one vendor serves, as the lobby shows them (e-sport vendors' SPORTS is ESPORTS). */
export async function vassalageGameTypes(
  db: Db,
  merchantId: number,
  { vassalage, language }: { vassalage: string; language: CatalogueLanguage },
) {
  const vendor = await findVendor(db, merchantId, vassalage);
  if (!vendor) throw new ApiError('VENDOR_NOT_FOUND', { vendor: vassalage });
  const types = await listVendorGameTypes(db, merchantId, vassalage);
  return {
    vassalage: vendor.vassalage,
    displayName: nameIn(language, vendor),
    gameTypes: [...new Set(types.map((t) => laneCategoryOf(vassalage, t)))],
  };
}

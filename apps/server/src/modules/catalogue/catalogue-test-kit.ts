import type { Db } from '../../db/database';

/**
 * Tests only: a brand's game catalogue made of what a test lists, so that it states the vendors,
 * categories and games it counts on. Game types, vendors and cards are ordered as listed.
 */
export type TestVendor = { code: string; name?: string; types: string[]; inHouse?: boolean };

export type TestGame = {
  nodeId: number;
  vendor: string;
  type: string;
  classify?: string | null;
  /** Name shown in the lobby; by default `Game <nodeId>`. */
  name?: string;
  /** The vendor's code for the game; by default `<vendor>_<nodeId>` in lower case. */
  gameCode?: string;
  hot?: boolean;
  new?: boolean;
  /** A free trial is offered. */
  trial?: boolean;
  /** The vendor's lobby rather than a single game. */
  lobby?: boolean;
};

export type TestCatalogue = {
  /** The brand's game types in its order; by default those of the vendors, as first listed. */
  types?: string[];
  vendors: TestVendor[];
  /** [game type, classify, display name] */
  classifies?: [string, string, string][];
  games: TestGame[];
};

export async function addTestCatalogue(db: Db, merchantId: number, catalogue: TestCatalogue): Promise<void> {
  const merchant_id = merchantId;
  const { vendors, classifies = [], games } = catalogue;
  const types = catalogue.types ?? [...new Set(vendors.flatMap((v) => v.types))];
  await db
    .insertInto('catalogue_game_type')
    .values(types.map((game_type, sort) => ({ merchant_id, game_type, sort })))
    .execute();
  if (classifies.length > 0) {
    await db
      .insertInto('catalogue_game_classify')
      .values(
        classifies.map(([game_type, classify, display_name], sort) => ({
          merchant_id,
          game_type,
          classify,
          display_name,
          sort,
        })),
      )
      .execute();
  }
  await db
    .insertInto('catalogue_vendor')
    .values(
      vendors.map((v, sort) => ({
        merchant_id,
        vassalage: v.code,
        display_name: v.name ?? `Vendor ${v.code}`,
        in_house: v.inHouse === true,
        icon_key: `vendor-${v.code.toLowerCase()}`,
        color: '#336699',
        sort,
      })),
    )
    .execute();
  await db
    .insertInto('catalogue_vendor_game_type')
    .values(
      vendors.flatMap((v, sort) => v.types.map((game_type) => ({ merchant_id, vassalage: v.code, game_type, sort }))),
    )
    .execute();
  await db
    .insertInto('catalogue_game')
    .values(
      games.map((g, sort) => {
        const name = g.name ?? `Game ${g.nodeId}`;
        return {
          merchant_id,
          node_id: g.nodeId,
          display_name: name,
          game_name: name,
          game_code: g.gameCode ?? `${g.vendor.toLowerCase()}_${g.nodeId}`,
          vassalage: g.vendor,
          game_type: g.type,
          game_classify: g.classify ?? null,
          icon_key: `game-${g.nodeId}`,
          is_hot: g.hot === true,
          is_new: g.new === true,
          is_game: g.lobby ? ('VASSALAGE' as const) : ('GAME' as const),
          support_play: g.trial ? 0 : 1,
          account_type_name: g.vendor,
          sort,
        };
      }),
    )
    .execute();
}

const CARDS: TestVendor[] = [
  { code: 'PGE', types: ['RNG', 'FISH'], inHouse: true },
  { code: 'SPX', types: ['RNG', 'FISH'] },
  { code: 'EVO', types: ['LIVE'] },
  { code: 'ALV', types: ['LIVE'] },
  { code: 'OCK', types: ['FISH'] },
  { code: 'KGP', types: ['PVP'] },
  { code: 'SABA', types: ['SPORTS'] },
  // An e-sport vendor: its SPORTS card is listed under ESPORTS.
  { code: 'IA', types: ['SPORTS'] },
  { code: 'LOTT', types: ['LOTT'] },
  { code: 'VNL', types: ['ELOTT'] },
];
const CLASSIFY_OF: Record<string, string> = { RNG: 'SLOT', LIVE: 'ROULETTE', FISH: 'FISHING', PVP: 'POKER' };

/**
 * A catalogue with vendor cards in every lobby category (one of them in-house, one an e-sport
 * vendor) and two games per card, the first of each hot: for tests that need games of several
 * vendors and types without caring which.
 */
export const CATALOGUE_OF_EVERY_CATEGORY: TestCatalogue = {
  vendors: CARDS,
  classifies: Object.entries(CLASSIFY_OF).map(([type, classify]) => [type, classify, classify]),
  games: CARDS.flatMap((v) => v.types.map((type) => ({ vendor: v.code, type }))).flatMap(({ vendor, type }, card) =>
    [0, 1].map((i) => ({
      nodeId: 1001 + 2 * card + i,
      vendor,
      type,
      classify: CLASSIFY_OF[type] ?? null,
      hot: i === 0,
    })),
  ),
};

import { API, apiPath } from '@platform/contracts/api-paths';
import { ESPORT_VENDORS, GAME_CATEGORIES, type GameCategoryCode, type GameTile } from '@platform/contracts/lobby';
import { STUDIO_VENDOR, studioEngineOf } from '@platform/contracts/studio';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * The one place a catalogue row becomes a game tile (spec 3), shared by every call that lists games:
 * the game list and hot list here, favourites, recent games and the winner board in member-games.
 */

/** The columns a tile needs, from catalogue_game `g` joined with its vendor `v`. */
export const GAME_TILE_COLUMNS = [
  'g.node_id',
  'g.display_name',
  'g.display_name_ar',
  'g.game_name',
  'g.game_code',
  'g.vassalage',
  'g.game_type',
  'g.game_classify',
  'g.icon_key',
  'g.is_hot',
  'g.is_new',
  'g.is_game',
  'g.support_play',
  'g.account_type_name',
  // A game is under maintenance with its vendor, or on its own (migration 0039).
  sql<boolean>`v.maintenance or g.maintenance`.as('maintenance'),
] as const;

export type GameTileRow = {
  node_id: number;
  display_name: string;
  display_name_ar: string | null;
  game_name: string;
  game_code: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  icon_key: string;
  is_hot: boolean;
  is_new: boolean;
  is_game: 'GAME' | 'VASSALAGE';
  support_play: number;
  account_type_name: string;
  maintenance: boolean;
};

/**
 * A merchant's games with their vendor, selecting GAME_TILE_COLUMNS; callers add their own
 * filters, joins, order and limit. Games of a type the lobby does not know are left out, because
 * a tile's gameType must be one of GAME_CATEGORIES (the database only checks the code's shape).
 * Example: `selectGameTiles(db, merchantId).where('g.node_id', 'in', ids).execute()`.
 */
export function selectGameTiles(db: Db, merchantId: number) {
  return selectAnyGameTiles(db, merchantId).where('g.game_type', 'in', GAME_CATEGORIES);
}

/**
 * The same without the known-type condition, for a caller that keeps unknown types out itself
 * (the game list names a category, or excludes the few unknown types a merchant has): there an
 * `in` list of every known type would steer the planner away from the indexes of the list.
 */
export function selectAnyGameTiles(db: Db, merchantId: number) {
  return (
    db
      .selectFrom('catalogue_game as g')
      .innerJoin('catalogue_vendor as v', (join) =>
        join.onRef('v.merchant_id', '=', 'g.merchant_id').onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .where('g.merchant_id', '=', merchantId)
      // What the operator hid is nowhere in the lobby: lists, favourites, recent games, launches.
      .where('g.enabled', '=', true)
      .where('v.enabled', '=', true)
      .select(GAME_TILE_COLUMNS)
  );
}

/** The lane category a game shows under: e-sport vendors' SPORTS games are ESPORTS (spec 4.9). */
export function laneCategoryOf(vassalage: string, gameType: string): GameCategoryCode {
  if (gameType === 'SPORTS' && ESPORT_VENDORS.includes(vassalage)) return 'ESPORTS';
  return gameType as GameCategoryCode;
}

/** The language a lobby call asks for (contracts/lobby.ts): the names it answers in. */
export type CatalogueLanguage = 'ar' | 'en';

/** A game's or vendor's name in the asked language: the Arabic one when the catalogue has it. */
export function nameIn(language: CatalogueLanguage, row: { display_name: string; display_name_ar: string | null }) {
  return language === 'ar' && row.display_name_ar !== null ? row.display_name_ar : row.display_name;
}

export function toGameTile(row: GameTileRow, language: CatalogueLanguage): GameTile {
  return {
    nodeId: row.node_id,
    nodeName: row.display_name,
    displayName: nameIn(language, row),
    gameName: row.game_name,
    gameCode: row.game_code,
    vassalage: row.vassalage,
    gameType: laneCategoryOf(row.vassalage, row.game_type),
    gameClassify: row.game_classify,
    iconUrl: apiPath(API.gameIcon, { key: row.icon_key }),
    // Every catalogue game has a drawn icon.
    showIcon: 1,
    isHot: row.is_hot ? 1 : 0,
    isNew: row.is_new ? 1 : 0,
    isGame: row.is_game,
    supportPlay: row.support_play === 0 ? 0 : 1,
    accountTypeName: row.account_type_name,
    maintenance: row.maintenance || !hasStudioEngine(row),
  };
}

/**
 * A game of the in-house studio plays only on one of its engines; one without (the demo's Reef
 * Hunter) shows under maintenance, so its tile offers neither a free trial nor real play.
 */
function hasStudioEngine(row: Pick<GameTileRow, 'vassalage' | 'game_code'>): boolean {
  return row.vassalage !== STUDIO_VENDOR || studioEngineOf(row.game_code) !== undefined;
}

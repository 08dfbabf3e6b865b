import { ESPORT_VENDORS, type LaneCategory } from '@platform/contracts/lobby';
import { type RawBuilder, sql } from 'kysely';

/**
 * The condition "game `g` shows under this category", for queries on catalogue_game as `g`. The
 * catalogue stores e-sport vendors' games as SPORTS: ESPORTS is those, SPORTS the others (spec 4.9,
 * the same mapping as the tile's gameType in catalogue-tile.ts). INHOUSE is the in-house vendors'
 * RNG games.
 */
export function inCategory(category: LaneCategory): RawBuilder<boolean> {
  const esportVendors = sql.join([...ESPORT_VENDORS]);
  if (category === 'INHOUSE') {
    return sql<boolean>`(g.game_type = 'RNG' and exists (select 1 from catalogue_vendor iv
      where iv.merchant_id = g.merchant_id and iv.vassalage = g.vassalage and iv.in_house))`;
  }
  if (category === 'ESPORTS') return sql<boolean>`(g.game_type = 'SPORTS' and g.vassalage in (${esportVendors}))`;
  if (category === 'SPORTS') return sql<boolean>`(g.game_type = 'SPORTS' and g.vassalage not in (${esportVendors}))`;
  return sql<boolean>`g.game_type = ${category}`;
}

/** The highest node id PostgreSQL's int holds: a larger one names no game (and must not reach SQL). */
export const MAX_NODE_ID = 2_147_483_647;

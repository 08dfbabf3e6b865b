import type { GameCategoryCode, GameTile, VendorCard } from '@platform/contracts/lobby';

/**
 * A game tile as the lobby calls answer it (spec 3): a real-money RNG game of vendor PG, named
 * after its id. Tests override what they are about.
 */
export function makeTile(nodeId = 1001, overrides: Partial<GameTile> = {}): GameTile {
  return {
    nodeId,
    nodeName: `node-${nodeId}`,
    displayName: `Game ${nodeId}`,
    gameName: `game_${nodeId}`,
    gameCode: `G${nodeId}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameClassify: null,
    iconUrl: `/lgw/games/icons/game-${nodeId}.svg`,
    showIcon: 1,
    isHot: 0,
    isNew: 0,
    isGame: 'GAME',
    supportPlay: 1,
    accountTypeName: 'REAL',
    maintenance: false,
    ...overrides,
  };
}

/** A vendor card (spec 3), displayed as "<vassalage> Games" with its own icon path unless overridden. */
export function makeVendorCard(
  vassalage: string,
  gameType: GameCategoryCode,
  overrides: Partial<VendorCard> = {},
): VendorCard {
  return {
    vassalage,
    displayName: `${vassalage} Games`,
    gameType,
    lagerIcon: `/lgw/games/icons/vendor-${vassalage.toLowerCase()}.svg`,
    maintenance: false,
    ...overrides,
  };
}

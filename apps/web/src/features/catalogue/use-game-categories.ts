import { type GameCategory, visibleCategories } from './game-categories';

const NO_CATEGORIES: readonly GameCategory[] = [];

/**
 * The lobby's game categories. The vendor list (spec 7.3, game vendor call) comes with the game
 * catalogue issue; this hook is where it will be read, and until then it yields none rather than
 * invented ones.
 */
export function useGameCategories(): GameCategory[] {
  return visibleCategories(NO_CATEGORIES);
}

/** Promotions exist only once the promotions issue lands; the menu entry depends on this. */
export function usePromotionsAvailable(): boolean {
  return false;
}

import { useMemo } from 'react';
import { categoriesOfMenus, type GameCategory } from './game-categories';
import { useDeferredGameMenus } from './game-menus';

/**
 * The lobby's game categories from GET game_menus: those with at least one vendor, in the spec's
 * order, each with its vendors. None while the menus load or when they cannot load (the
 * navigation then shows Home alone rather than invented categories).
 */
export function useGameCategories(): GameCategory[] {
  const { menus } = useDeferredGameMenus();
  return useMemo(() => categoriesOfMenus(menus ?? []), [menus]);
}

/** Promotions exist only once the promotions issue lands; the menu entry depends on this. */
export function usePromotionsAvailable(): boolean {
  return false;
}

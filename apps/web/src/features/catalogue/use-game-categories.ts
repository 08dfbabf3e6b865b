import { useDeferredValue, useMemo } from 'react';
import { useGameMenus } from '../lobby/lobby-queries';
import { categoriesOfMenus, type GameCategory } from './game-categories';

/**
 * The lobby's game categories from GET game_menus: those with at least one vendor, in the spec's
 * order, each with its vendors. None while the menus load or when they cannot load (the
 * navigation then shows Home alone rather than invented categories).
 */
export function useGameCategories(): GameCategory[] {
  const { data } = useGameMenus();
  const categories = useMemo(() => categoriesOfMenus(data?.menus ?? []), [data]);
  // React Query hands its answers over as blocking updates. Deferred, what the menus feed (the
  // navigation, the side menu, the category menu and one row per category) is built as a
  // transition, in slices the browser can breathe between, not in one long task.
  return useDeferredValue(categories);
}

/** Promotions exist only once the promotions issue lands; the menu entry depends on this. */
export function usePromotionsAvailable(): boolean {
  return false;
}

/**
 * Spec 2.2: the top navigation is built from game categories, each mapped to a path, with its
 * label key. A category appears only if it has at least one vendor; vendors arrive with the game
 * catalogue (a later issue), so until then no category has any and the list is empty.
 */
export type GameCategoryCode = 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS';

export type GameCategory = { code: GameCategoryCode; path: string; labelKey: string; vendorCount: number };

export const CATEGORY_ROUTES: Record<GameCategoryCode, { path: string; labelKey: string }> = {
  ELOTT: { path: '/elott', labelKey: 'con_elott' },
  LOTT: { path: '/lott', labelKey: 'con_lott' },
  LIVE: { path: '/live', labelKey: 'con_live' },
  SPORTS: { path: '/sports', labelKey: 'con_sports' },
  FISH: { path: '/fish', labelKey: 'con_fish' },
  RNG: { path: '/rng', labelKey: 'con_rng' },
  PVP: { path: '/pvp', labelKey: 'con_pvp' },
  ESPORTS: { path: '/esports', labelKey: 'compete_game' },
};

/** Keeps only categories that have vendors (spec 2.2). */
export function visibleCategories(categories: readonly GameCategory[]): GameCategory[] {
  return categories.filter((c) => c.vendorCount > 0);
}

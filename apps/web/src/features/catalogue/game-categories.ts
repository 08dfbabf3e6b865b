import type { GameMenu, VendorCard } from '@platform/contracts/lobby';
import { type GameCategoryCode, type LaneCategory, NAV_CATEGORY_ORDER } from '@platform/contracts/lobby-rules';

export type { GameCategoryCode, LaneCategory };

/**
 * Spec 2.2: the top navigation is built from game categories, each mapped to a path, with its
 * label key, and the vendors of the category for the header dropdown (spec 2.3).
 */
export type GameCategory = { code: LaneCategory; path: string; labelKey: string; vendors: VendorCard[] };

export const CATEGORY_ROUTES: Record<LaneCategory, { path: string; labelKey: string }> = {
  INHOUSE: { path: '/inhouse', labelKey: 'in_house' },
  ELOTT: { path: '/elott', labelKey: 'con_elott' },
  LOTT: { path: '/lott', labelKey: 'con_lott' },
  LIVE: { path: '/live', labelKey: 'con_live' },
  SPORTS: { path: '/sports', labelKey: 'con_sports' },
  FISH: { path: '/fish', labelKey: 'con_fish' },
  RNG: { path: '/rng', labelKey: 'con_rng' },
  PVP: { path: '/pvp', labelKey: 'con_pvp' },
  ESPORTS: { path: '/esports', labelKey: 'compete_game' },
};

/** The category a game page path stands for (/rng → RNG), if any. */
export function categoryOfPath(path: string): LaneCategory | undefined {
  return NAV_CATEGORY_ORDER.find((code) => CATEGORY_ROUTES[code].path === path);
}

/** Spec 2.2: only categories with at least one vendor, in the spec's order whatever the server's. */
export function categoriesOfMenus(menus: readonly GameMenu[]): GameCategory[] {
  const byCode = new Map(menus.map((menu) => [menu.gameType, menu.vendors]));
  return NAV_CATEGORY_ORDER.flatMap((code) => {
    const vendors = byCode.get(code) ?? [];
    return vendors.length > 0 ? [{ code, ...CATEGORY_ROUTES[code], vendors }] : [];
  });
}

import type { GameMenu, VendorCard } from '@platform/contracts/lobby';
import { describe, expect, it } from 'vitest';
import { categoriesOfMenus, categoryOfPath } from './game-categories';

const card = (vassalage: string, gameType: VendorCard['gameType']): VendorCard => ({
  vassalage,
  displayName: vassalage,
  gameType,
  lagerIcon: `/lgw/games/icons/vendor-${vassalage.toLowerCase()}.svg`,
  maintenance: false,
});

describe('game categories (spec 2.2)', () => {
  it("keeps categories with a vendor, in the spec's order, with their paths, labels and vendors", () => {
    const menus: GameMenu[] = [
      { gameType: 'RNG', vendors: [card('PG', 'RNG')] },
      { gameType: 'FISH', vendors: [] },
      { gameType: 'ESPORTS', vendors: [card('IA', 'ESPORTS')] },
      { gameType: 'LIVE', vendors: [card('EVO', 'LIVE'), card('SEXY', 'LIVE')] },
      { gameType: 'INHOUSE', vendors: [card('PGE', 'RNG')] },
    ];
    const categories = categoriesOfMenus(menus);
    // Spec 4.9: the in-house games are placed first.
    expect(categories.map((c) => [c.code, c.path, c.labelKey, c.vendors.length])).toEqual([
      ['INHOUSE', '/inhouse', 'in_house', 1],
      ['LIVE', '/live', 'con_live', 2],
      ['RNG', '/rng', 'con_rng', 1],
      ['ESPORTS', '/esports', 'compete_game', 1],
    ]);
  });

  it('knows the category of each game page path', () => {
    expect(categoryOfPath('/rng')).toBe('RNG');
    expect(categoryOfPath('/esports')).toBe('ESPORTS');
    expect(categoryOfPath('/inhouse')).toBe('INHOUSE');
    expect(categoryOfPath('/favorite')).toBeUndefined();
  });
});

import type { GameMenu } from '@platform/contracts/lobby';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeServer } from '../../features/home/home-test-server';
import { makeVendorCard } from '../../test/lobby-fixtures';
import { startApp } from '../../test/start-app';
import { footerVendors } from './footer-vendors';

const MENUS: GameMenu[] = [
  { gameType: 'LIVE', vendors: ['EVO', 'AG', 'PG'].map((v) => makeVendorCard(v, 'LIVE')) },
  // PG serves slots too: it appears once.
  { gameType: 'RNG', vendors: ['PG', 'JILI', 'JDB', 'CQ9', 'FC', 'KA', 'SPADE'].map((v) => makeVendorCard(v, 'RNG')) },
];

describe('footer vendor strip (spec 2.5)', () => {
  it('takes the first eight vendors across the menus, each once', () => {
    expect(footerVendors(MENUS).map((card) => card.vassalage)).toEqual([
      'EVO',
      'AG',
      'PG',
      'JILI',
      'JDB',
      'CQ9',
      'FC',
      'KA',
    ]);
  });

  it('shows them in the footer with their icons, in Arabic by default', async () => {
    await startApp('/', { handlers: homeServer({ menus: MENUS }).handlers });
    const footer = within(screen.getByRole('contentinfo'));
    const strip = await footer.findByRole('region', { name: 'مزوّدو ألعابنا' });
    const buttons = within(strip).getAllByRole('button');
    expect(buttons).toHaveLength(8);
    expect(buttons[0]?.querySelector('img')?.getAttribute('src')).toBe('/lgw/games/icons/vendor-evo.svg');
  });
});

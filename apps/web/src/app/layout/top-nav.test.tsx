import type { GameMenu } from '@platform/contracts/lobby';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeServer } from '../../features/home/home-test-server';
import { makeVendorCard } from '../../test/lobby-fixtures';
import { startApp } from '../../test/start-app';

/** Menus sent in an order other than the spec's, one of them with 11 vendors. */
const MENUS: GameMenu[] = [
  { gameType: 'ESPORTS', vendors: [makeVendorCard('IA', 'ESPORTS')] },
  {
    gameType: 'RNG',
    vendors: Array.from({ length: 11 }, (_, i) =>
      makeVendorCard(`SLOT${i + 1}`, 'RNG', { displayName: `Slot house ${i + 1}` }),
    ),
  },
  {
    gameType: 'LIVE',
    vendors: [makeVendorCard('EVO', 'LIVE', { displayName: 'Evolution' }), makeVendorCard('AG', 'LIVE')],
  },
  { gameType: 'FISH', vendors: [] },
  { gameType: 'ELOTT', vendors: [makeVendorCard('TCG_LOTTO_VN', 'ELOTT')] },
];

async function openHome() {
  const app = await startApp('/', { handlers: homeServer({ menus: MENUS }).handlers });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  await waitFor(() => expect(within(nav).getAllByRole('link').length).toBeGreaterThan(1));
  return { ...app, nav };
}

describe('top navigation (spec 2.2, 2.3)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('puts Home first, then the categories with vendors in the spec order, and no promotions without any', async () => {
    const { nav } = await openHome();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['E-lottery', '/elott'],
      ['Live casino', '/live'],
      ['Slots', '/rng'],
      ['E-sports', '/esports'],
    ]);
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
  });

  it('shows a category’s vendors on hover, compact up to 10 and large above', async () => {
    const { nav } = await openHome();
    await userEvent.hover(within(nav).getByRole('link', { name: 'Live casino' }));
    const live = within(nav).getByRole('list', { name: 'Live casino providers' });
    expect(
      within(live)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Evolution', 'AG Games']);
    expect(live.parentElement?.dataset.layout).toBe('compact');

    await userEvent.hover(within(nav).getByRole('link', { name: 'Slots' }));
    expect(within(nav).queryByRole('list', { name: 'Live casino providers' })).toBeNull();
    const slots = within(nav).getByRole('list', { name: 'Slots providers' });
    expect(within(slots).getAllByRole('button')).toHaveLength(11);
    expect(slots.parentElement?.dataset.layout).toBe('large');

    await userEvent.unhover(within(nav).getByRole('link', { name: 'Slots' }));
    expect(within(nav).queryByRole('list', { name: 'Slots providers' })).toBeNull();
  });

  it('opens the vendors from the keyboard too, and a slot vendor leads to its slot page', async () => {
    const { nav, router } = await openHome();
    within(nav).getByRole('link', { name: 'Slots' }).focus();
    const slots = await within(nav).findByRole('list', { name: 'Slots providers' });
    await userEvent.keyboard('{Escape}');
    expect(within(nav).queryByRole('list', { name: 'Slots providers' })).toBeNull();
    await userEvent.hover(within(nav).getByRole('link', { name: 'Slots' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Slot house 3' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/rng?vassalage=SLOT3'),
    );
    expect(slots.isConnected).toBe(false);
  });
});

import { API } from '@platform/contracts/api-paths';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { makeTile } from '../../test/lobby-fixtures';
import { startApp } from '../../test/start-app';
import { banner, homeServer } from './home-test-server';

/** The first visit loads the rows' code (and Swiper's) on demand, which takes a moment in tests. */
function findRegion(name: string) {
  return screen.findByRole('region', { name }, { timeout: 5000 });
}

async function openHome(server = homeServer()) {
  const app = await startApp('/', { handlers: server.handlers });
  return { ...app, server };
}

describe('home page (spec 2.5, 4.9)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows hot games and a row per category, each with More leading to its page', async () => {
    const { server } = await openHome();
    const slots = await findRegion('Slots');
    expect(await within(slots).findByRole('button', { name: 'Game 1001' })).toBeInTheDocument();
    // A row shows at most 12 games (spec 9), and asks for no more.
    expect(within(slots).getAllByRole('article')).toHaveLength(12);
    expect(
      server
        .callsTo(API.gameList)
        .find((q) => q.get('gameType') === 'RNG')
        ?.get('pageSize'),
    ).toBe('12');
    expect(within(slots).getByRole('link', { name: 'More Slots' }).getAttribute('href')).toBe('/rng');
    const sports = await findRegion('Sports');
    expect(within(sports).getByRole('link', { name: 'More Sports' }).getAttribute('href')).toBe('/sports');
    const hot = screen.getByRole('region', { name: 'Hot games' });
    expect(await within(hot).findByRole('button', { name: 'Game 1003' })).toBeInTheDocument();
    // Guests have no recent games row.
    expect(screen.queryByRole('region', { name: 'Recent games' })).toBeNull();

    // Hot's More shows the whole hot list in place of the rows.
    await userEvent.click(within(hot).getByRole('button', { name: 'More Hot games' }));
    const hotGrid = await findRegion('Hot games');
    expect(within(hotGrid).getByRole('list', { name: 'Games' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(menu).getByRole('button', { name: 'Hot games', pressed: true })).toBeInTheDocument();
  });

  it('lists Home, Hot, then the categories in the spec order in the category menu', async () => {
    await openHome();
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    await waitFor(() => expect(within(menu).getAllByRole('button')).toHaveLength(4));
    const names = within(menu)
      .getAllByRole('button')
      .map((b) => b.querySelector('[aria-hidden="true"]')?.nextSibling?.textContent);
    expect(names).toEqual(['Home', 'Hot games', 'Sports', 'Slots']);
    await userEvent.click(within(menu).getByRole('button', { name: 'Sports' }));
    const grid = await findRegion('Sports');
    expect(await within(grid).findByRole('button', { name: 'Game 2001' })).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'All of Sports' }).getAttribute('href')).toBe('/sports');
  });

  it('searches the trimmed term and goes back to the rows when the box is cleared', async () => {
    const { server } = await openHome();
    await findRegion('Slots');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, '  game 100  ');
    const results = await findRegion('Results for “game 100”');
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(9));
    const search = server.callsTo(API.gameList).find((q) => q.get('gameType') === 'SEARCH');
    expect(search?.get('gameName')).toBe('game 100');
    expect(search?.get('pageSize')).toBe('18');
    expect(screen.queryByRole('region', { name: 'Slots' })).toBeNull();
    // While searching no menu entry is chosen.
    const menu = screen.getByRole('navigation', { name: 'Game categories' });
    expect(within(menu).queryByRole('button', { pressed: true })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await findRegion('Slots')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Home', pressed: true })).toBeInTheDocument();
  });

  it('shows a lone banner eagerly and high-priority, and opens each link type', async () => {
    const server = homeServer({
      announcements: {
        banners: [
          banner(1, { linkageType: 'URL', linkTarget: 'https://partner.example/offer', title: 'Partner offer' }),
          banner(9, { groupName: 'w_leftmenu', linkageType: 'ROUTE', linkTarget: '/live', title: 'Live tables' }),
        ],
      },
    });
    await openHome(server);
    const carousel = await findRegion('Featured promotions');
    // The headline is text over the art; the call to action names where it leads.
    expect(within(carousel).getByText('Partner offer')).toBeVisible();
    const link = within(carousel).getByRole('link', { name: 'Learn more' });
    expect(link).toHaveAccessibleDescription('Partner offer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    const image = carousel.querySelector('img');
    if (!image) throw new Error('no banner art');
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('400');
    // The side menu carries the w_leftmenu banner, below its entries.
    const side = screen.getByRole('complementary', { name: 'Side menu' });
    expect(within(side).getByRole('link', { name: 'Explore now' }).getAttribute('href')).toBe('/live');
    expect(within(side).getByText('Live tables')).toBeVisible();
    expect(within(carousel).queryByText('Live tables')).toBeNull();
  });

  it('starts the game a GAME banner names, and calls a guest to register from a NONE banner', async () => {
    const server = homeServer({
      announcements: {
        banners: [
          banner(1, { linkageType: 'GAME', linkTarget: '1005', title: 'Play Game 1005' }),
          banner(2, { linkageType: 'NONE', title: 'Just a picture' }),
        ],
      },
    });
    await openHome(server);
    const carousel = await findRegion('Featured promotions');
    // The first banner stands alone until the visitor reaches for the carousel (or it is due to turn).
    expect(within(carousel).queryByText('Just a picture')).toBeNull();
    await userEvent.hover(carousel);
    expect(await within(carousel).findByText('Just a picture')).toBeInTheDocument();
    await userEvent.click(within(carousel).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const play = within(carousel).getByRole('button', { name: 'Play now' });
    expect(play).toHaveAccessibleDescription('Play Game 1005');
    await userEvent.click(play);
    // A guest starting a game gets the login popup (spec 4.8), after the tile was fetched by id.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(server.callsTo(API.gameList).some((q) => q.get('nodeId') === '1005')).toBe(true);
  });

  it('shows the carousel dots before Swiper has loaded; a dot starts it at that banner', async () => {
    const banners = [banner(1, { title: 'First' }), banner(2, { title: 'Second' }), banner(3, { title: 'Third' })];
    await openHome(homeServer({ announcements: { banners } }));
    const carousel = await findRegion('Featured promotions');
    const dot = (n: number) => within(carousel).getByRole('button', { name: `Go to banner ${n}` });
    // Still: one image, three dots, the first marked current.
    expect(carousel.querySelectorAll('img')).toHaveLength(1);
    expect([1, 2, 3].map((n) => dot(n).getAttribute('aria-current'))).toEqual(['true', null, null]);
    // A dot pressed (a tap, or Enter from the keyboard) brings the carousel in, moved to that banner.
    fireEvent.click(dot(3));
    await waitFor(() => expect(dot(3).getAttribute('aria-current')).toBe('true'), { timeout: 5000 });
    expect(dot(1).getAttribute('aria-current')).toBeNull();
    expect(within(carousel).getByText('Third')).toBeInTheDocument();
  });

  it('opens the notice popup at the notice clicked in the marquee', async () => {
    const player = Array.from({ length: 3 }, (_, i) => ({
      id: i + 1,
      title: `Notice ${i + 1}`,
      content: `<p>Details of notice ${i + 1}</p>`,
      publishedAt: '2025-01-10T10:00:00.000Z',
    }));
    await openHome(homeServer({ announcements: { player } }));
    const marquee = await findRegion('Notices');
    await userEvent.click(within(marquee).getByRole('button', { name: 'Notice 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Details of notice 2')).toBeInTheDocument();
    expect(within(dialog).queryByText('Details of notice 1')).toBeNull();
  });

  it('shows a member the recent games row first', async () => {
    const server = homeServer({ recent: [makeTile(1010, { displayName: 'Lucky Koi' })] });
    await startApp('/', { handlers: { ...server.handlers, ...loggedInAs(makeMember()) } });
    const recent = await findRegion('Recent games');
    expect(await within(recent).findByRole('button', { name: 'Lucky Koi' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'More Recent games' }).getAttribute('href')).toBe('/recent');
    const hot = await findRegion('Hot games');
    expect(recent.compareDocumentPosition(hot) & Node.DOCUMENT_POSITION_FOLLOWING).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
});

describe('home page in Arabic (the default language)', () => {
  it('labels the rows, More and the search in Arabic, right to left', async () => {
    await openHome();
    const slots = await findRegion('ماكينات القمار');
    expect(within(slots).getByRole('link', { name: 'المزيد من ماكينات القمار' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ابحث عن الألعاب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ردهة الألعاب' })).toBeInTheDocument();
    await waitFor(() => expect(within(slots).getByRole('list').getAttribute('dir')).toBe('rtl'));
  });
});

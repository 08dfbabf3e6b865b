import type { Announcement, AnnouncementsValue, Notice } from '@platform/contracts/announcements';
import { API } from '@platform/contracts/api-paths';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { ok } from '../../test/render-app';
import { callsTo, renderPlay } from '../../test/render-play';

function announcement(overrides: Partial<Announcement> = {}): Announcement {
  return {
    id: 1,
    title: 'Welcome bonus',
    content: '<p>Deposit today and get <b>50%</b> extra.</p><img src="x" onerror="window.__pwned = true">',
    promotionType: null,
    execution: 'B',
    publishedAt: '2025-01-10T10:00:00.000Z',
    ...overrides,
  };
}

function notices(count: number): Notice[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Notice ${i + 1}`,
    content: `<p>Details of notice ${i + 1}</p>`,
    publishedAt: '2025-01-10T10:00:00.000Z',
  }));
}

function value(overrides: Partial<AnnouncementsValue> = {}): AnnouncementsValue {
  return { player: [], banners: [], popup: [], promotion: [], ...overrides };
}

/** The server filters the popup by execution: visitors get B items, members A (and F at first login). */
const announcementsHandler = {
  [API.announcements]: (url: URL) =>
    url.searchParams.get('execution') === 'B'
      ? ok(value({ popup: [announcement(), announcement({ id: 2, title: 'Maintenance window' })] }))
      : ok(
          value({
            popup: [announcement({ id: 3, title: 'Member lucky draw', execution: 'A', promotionType: 'LUCKY' })],
          }),
        ),
};

/** The popup decision is made once the announcements have arrived: wait for that, then for React. */
async function announcementsLoaded(queryClient: QueryClient) {
  await waitFor(() =>
    expect(
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['announcements'], predicate: (q) => q.state.status === 'success' }),
    ).not.toHaveLength(0),
  );
  await act(async () => {});
}

describe('announcement popup (spec 2.8, 4.7)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows a visitor the B popup once per session: closed, it stays closed after a remount', async () => {
    const first = await renderPlay({ handlers: announcementsHandler });
    const popup = await screen.findByRole('dialog', { name: 'Announcements' });
    const [call] = callsTo(first.fetchMock, API.announcements);
    expect(call?.searchParams.get('types')).toBe('B,PL,PU,PR');
    expect(call?.searchParams.get('platform')).toBe('W');
    expect(call?.searchParams.get('execution')).toBe('B');

    // Accordion: the first item is open with its sanitized HTML, the second folded.
    const welcome = within(popup).getByRole('button', { name: 'Welcome bonus' });
    expect(welcome.getAttribute('aria-expanded')).toBe('true');
    const region = within(popup).getByRole('region', { name: 'Welcome bonus' });
    expect(region.textContent).toContain('Deposit today and get 50% extra.');
    expect(region.innerHTML).not.toContain('onerror');
    const other = within(popup).getByRole('button', { name: 'Maintenance window' });
    expect(other.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(other);
    expect(other.getAttribute('aria-expanded')).toBe('true');
    expect(welcome.getAttribute('aria-expanded')).toBe('false');
    expect(within(popup).queryByRole('button', { name: 'Go to promotion' })).toBeNull();

    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem('ANONYMOUS_POPUP')).not.toBeNull();

    first.unmount();
    const second = await renderPlay({ handlers: announcementsHandler });
    await announcementsLoaded(second.queryClient);
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
  });

  it('shows a member the A popup under USER_POPUP, even after the visitor popup was closed', async () => {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'true');
    const { fetchMock, router } = await renderPlay({
      handlers: { ...loggedInAs(makeMember()), ...announcementsHandler },
    });
    const popup = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(popup).getByRole('button', { name: 'Member lucky draw' })).toBeInTheDocument();
    // With a session the server picks the executions; it is not told B.
    expect(callsTo(fetchMock, API.announcements).every((url) => !url.searchParams.has('execution'))).toBe(true);

    await userEvent.click(within(popup).getByRole('button', { name: 'Go to promotion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotions'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('USER_POPUP')).not.toBeNull();
  });

  it('does not show a member the popup closed earlier in the session', async () => {
    sessionStorage.setItem('USER_POPUP', 'true');
    const { queryClient } = await renderPlay({ handlers: { ...loggedInAs(makeMember()), ...announcementsHandler } });
    await screen.findByText('alice');
    await announcementsLoaded(queryClient);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for the member info when a token is in the session, so a member never gets the visitor popup', async () => {
    let releaseMember: () => void = () => {};
    const memberReady = new Promise<void>((resolve) => {
      releaseMember = resolve;
    });
    const session = loggedInAs(makeMember());
    const { fetchMock } = await renderPlay({
      handlers: {
        ...session,
        '/wps/member/info': async (url, init) => {
          await memberReady;
          return session['/wps/member/info']?.(url, init) ?? ok(null);
        },
        ...announcementsHandler,
      },
    });
    await act(async () => {});
    expect(callsTo(fetchMock, API.announcements)).toHaveLength(0);
    releaseMember();
    const popup = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(popup).getByRole('button', { name: 'Member lucky draw' })).toBeInTheDocument();
    expect(callsTo(fetchMock, API.announcements).every((url) => !url.searchParams.has('execution'))).toBe(true);
  });

  it('is in Arabic by default', async () => {
    localStorage.removeItem('lang');
    await renderPlay({ handlers: announcementsHandler });
    expect(await screen.findByRole('dialog', { name: 'الإعلانات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});

describe('notice popup (spec 2.8)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('opens at the clicked notice, 8 titles a page, and pages through the rest', async () => {
    const { fetchMock } = await renderPlay({
      noticeIds: [11],
      handlers: { [API.announcements]: () => ok(value({ player: notices(20) })) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'notice 11' }));
    const popup = await screen.findByRole('dialog', { name: 'Notices' });
    const list = await within(popup).findByRole('tablist', { name: 'Notice titles' });
    const titles = within(list).getAllByRole('tab');
    expect(titles.map((tab) => tab.textContent)).toEqual([9, 10, 11, 12, 13, 14, 15, 16].map((n) => `Notice ${n}`));
    expect(within(list).getByRole('tab', { name: 'Notice 11' }).getAttribute('aria-selected')).toBe('true');
    expect(within(popup).getByRole('tabpanel').textContent).toContain('Details of notice 11');
    expect(callsTo(fetchMock, API.announcements).some((url) => url.searchParams.get('types') === 'PL,H')).toBe(true);

    const pages = within(popup).getByRole('navigation', { name: 'Notice pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(
      within(list)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([17, 18, 19, 20].map((n) => `Notice ${n}`));
    expect(within(popup).getByRole('tabpanel').textContent).toContain('Details of notice 17');
    await userEvent.click(within(list).getByRole('tab', { name: 'Notice 19' }));
    expect(within(popup).getByRole('tabpanel').textContent).toContain('Details of notice 19');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows 5 page links and 1 margin page', async () => {
    await renderPlay({
      noticeIds: [1],
      handlers: { [API.announcements]: () => ok(value({ player: notices(8 * 12) })) },
    });
    await userEvent.click(screen.getByRole('button', { name: 'notice 1' }));
    const popup = await screen.findByRole('dialog', { name: 'Notices' });
    const pages = await within(popup).findByRole('navigation', { name: 'Notice pages' });
    const links = within(pages)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(links).toEqual(['Previous', '1', '2', '3', '4', '5', '12', 'Next']);
  });
});

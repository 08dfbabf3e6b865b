import type { MemberInfo } from '@platform/contracts/account';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { homeServer } from '../../features/home/home-test-server';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { startApp } from '../../test/start-app';

async function openAs(member: MemberInfo | null) {
  const handlers = { ...homeServer().handlers, ...(member ? loggedInAs(member) : {}) };
  const app = await startApp('/', { handlers });
  if (member) await screen.findByText(member.account);
  return { ...app, side: within(screen.getByRole('complementary', { name: 'Side menu' })) };
}

describe('side menu entries (spec 2.4)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows a guest the VIP entry, no invite entry, and sends bet history to the login popup', async () => {
    const { side } = await openAs(null);
    expect(side.getByRole('button', { name: 'VIP' })).toBeInTheDocument();
    expect(side.queryByRole('button', { name: 'Invite friends' })).toBeNull();
    await userEvent.click(side.getByRole('button', { name: 'Bet history' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('hides the VIP entry from a member without VIP, and the invite entry without the referral promotion', async () => {
    const { side } = await openAs(makeMember({ hasVip: false, vipLabelName: null }));
    expect(side.queryByRole('button', { name: /VIP/ })).toBeNull();
    expect(side.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('gives a VIP member with the referral promotion both entries, leading to the member centre', async () => {
    const member = makeMember({ availablePromo: { REFERRAL: { enabled: true } } });
    const { side, router } = await openAs(member);
    expect(side.getByRole('button', { name: 'VIP 3' })).toBeInTheDocument();
    await userEvent.click(side.getByRole('button', { name: 'Invite friends' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=referral'));
    await userEvent.click(side.getByRole('button', { name: 'Bet history' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=personalHistoryCopy'));
  });

  it('lists Home, the categories and download, without promotions when there are none', async () => {
    const { side } = await openAs(null);
    const menu = within(screen.getByRole('navigation', { name: 'Game menu' }));
    await waitFor(() => expect(menu.getAllByRole('link')).toHaveLength(4));
    expect(menu.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/sports',
      '/rng',
      '/down',
    ]);
    expect(side.queryByRole('link', { name: /Promotions/ })).toBeNull();
  });
});

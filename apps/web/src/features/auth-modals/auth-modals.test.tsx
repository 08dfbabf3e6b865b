import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startApp } from '../../test/start-app';

describe('login and register popups', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('the header login button opens the dialog with focus inside; required fields are checked', async () => {
    await startApp('/');
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Username' }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getAllByText('This field cannot be empty')).toHaveLength(2);
  });

  it('the tabs and links move between login, register and forgot password', async () => {
    await startApp('/login');
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(login).getByRole('tab', { name: 'Register' }));
    const register = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.click(within(register).getByRole('button', { name: 'Log in now' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Forgot password?' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Forgot password?' })).toBeInTheDocument();
  });

  it('a guest choosing Favorite on a game list page gets the login popup', async () => {
    await startApp('/live');
    await userEvent.click(await screen.findByRole('button', { name: 'Favorites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

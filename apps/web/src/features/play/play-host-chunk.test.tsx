import { API } from '@platform/contracts/api-paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { makeTile } from '../../test/lobby-fixtures';
import { ok } from '../../test/render-app';
import { renderPlay } from '../../test/render-play';

// The game popup's script fails the way a browser reports a chunk it could not fetch.
vi.mock('./game-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/game-dialog-B2x9.js');
});

describe('a play popup whose script does not load (spec 8)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows the chunk-load error with its type and a retry in a popup of its own, over the lobby', async () => {
    await renderPlay({
      tiles: [makeTile(1001, { displayName: 'Fortune Tiger' })],
      handlers: {
        ...loggedInAs(makeMember()),
        [API.gameLaunch]: () => ok({ url: '/lgw/games/play/launch-1001', nodeId: 1001, trial: false }),
      },
    });
    await screen.findByText('alice');
    await userEvent.click(screen.getByRole('button', { name: 'start Fortune Tiger' }));

    const popup = await screen.findByRole('dialog', { name: 'Part of this page could not be loaded.' });
    expect(within(popup).getByRole('alert').textContent).toBe('Part of this page could not be loaded.');
    expect(within(popup).getByText('missing')).toBeInTheDocument();
    expect(within(popup).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The lobby behind stays.
    expect(screen.getByRole('button', { name: 'start Fortune Tiger' })).toBeInTheDocument();
  });
});

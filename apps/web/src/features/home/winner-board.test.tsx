import { API } from '@platform/contracts/api-paths';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loggedInAs, makeMember } from '../../shared/session/session-test-fixtures';
import { makeTile } from '../../test/lobby-fixtures';
import { startApp } from '../../test/start-app';
import { homeServer, winner } from './home-test-server';

describe('winner board (spec 2.5)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('shows each win with the masked name, just won, the game and the amount, and a click starts that game', async () => {
    const lottery = makeTile(3001, {
      displayName: 'Lucky Lotto',
      vassalage: 'LOTT',
      gameType: 'LOTT',
      gameCode: 'LL1',
    });
    const server = homeServer({
      winners: [
        winner(lottery, { customerName: 'j***n', winAmount: '1234567.50' }),
        winner(makeTile(1001), { customerName: 'm***a', winAmount: '80.00' }),
        winner(makeTile(1002), { customerName: 'k***i', winAmount: '12.00' }),
      ],
    });
    const { router } = await startApp('/', { handlers: { ...server.handlers, ...loggedInAs(makeMember()) } });
    const board = await screen.findByRole('region', { name: 'Winner board' }, { timeout: 5000 });
    expect(server.callsTo(API.winnerBoard)[0]?.get('limitNum')).toBe('20');
    expect(server.callsTo(API.winnerBoard)[0]?.get('gameCategory')).toBe('ALL');
    const item = within(board).getByRole('button', {
      name: 'j***n just won $1,234,567.50 in Lucky Lotto. Play Lucky Lotto',
    });
    expect(item.textContent).toContain('just won');
    // Two winners per slide: the board reads as two rows.
    expect(within(board).getAllByRole('button')[0]?.parentElement?.children).toHaveLength(2);

    await screen.findByText('alice');
    await userEvent.click(item);
    // A lottery game leads to its lottery page (spec 4.8): the game the winner played.
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/lottery?gameCode=LL1'),
    );
  });

  it('is left out when nobody has won yet', async () => {
    const server = homeServer({ winners: [] });
    await startApp('/', { handlers: server.handlers });
    await screen.findByRole('region', { name: 'Slots' }, { timeout: 5000 });
    await waitFor(() => expect(server.callsTo(API.winnerBoard)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Winner board' })).toBeNull();
  });
});

import { API } from '@platform/contracts/api-paths';
import type { StudioRound } from '@platform/contracts/studio';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/render-app';
import { LAUNCH_ID, makeRound, makeSession, openStudio, studioServer } from '../studio-test-server';

const ROUND_ID = '2f1c4a8e-0000-4000-8000-000000000001';
const MINES = [5, 12, 20];

function minesRound(revealed: number[], overrides: Partial<StudioRound> = {}): StudioRound {
  const over = overrides.status !== undefined && overrides.status !== 'OPEN';
  return makeRound({
    roundId: ROUND_ID,
    engine: 'mines',
    status: 'OPEN',
    stake: '1.00',
    balance: '99.00',
    outcome: { mines: 3, revealed, mineTiles: over ? MINES : null, status: over ? 'cashed' : 'playing' },
    ...overrides,
  });
}

function minesServer(options: { openRound?: StudioRound; language?: 'ar' | 'en' } = {}) {
  const revealed: number[] = [];
  return studioServer({
    session: makeSession({
      engine: 'mines',
      language: options.language ?? 'en',
      maxWinMultiplier: 10000,
      openRound: options.openRound ?? null,
    }),
    answers: {
      [API.studioMinesStart]: () => ok(minesRound([])),
      [API.studioMinesReveal]: (body) => {
        const tile = Number(body.tile);
        revealed.push(tile);
        if (MINES.includes(tile)) return ok(minesRound([...revealed], { status: 'COMPLETED', payout: '0.00' }));
        return ok(minesRound([...revealed]));
      },
      [API.studioMinesCashOut]: () =>
        ok(
          minesRound([...revealed], {
            status: 'COMPLETED',
            payout: '1.28',
            multiplier: { num: '9', den: '7' },
            balance: '100.28',
          }),
        ),
    },
  });
}

// Scoped to the field and matched by index: name queries over the whole page are slow in jsdom.
const tile = (n: number) =>
  within(screen.getByRole('grid', { name: 'Mine field' })).getAllByRole('button')[n - 1] as HTMLElement;

describe('mines page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('bets, reveals gems with the multiplier ladder, cashes out and shows the layout', async () => {
    const server = minesServer();
    await openStudio('mines', server, { heading: 'Mines' });
    const field = screen.getByRole('grid', { name: 'Mine field' });
    expect(within(field).getAllByRole('button')).toHaveLength(25);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mines' }), '3');
    expect(screen.getByTestId('next-multiplier').textContent).toBe('1.12×');

    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(await screen.findByText('Pick a tile. Every gem raises the multiplier.')).toBeInTheDocument();
    expect(server.callsTo(API.studioMinesStart)[0]?.body).toMatchObject({
      launchId: LAUNCH_ID,
      stake: '1.00',
      mines: 3,
    });
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$99.00');
    expect(screen.getByRole('button', { name: 'Cash out' })).toHaveProperty('disabled', true);

    await userEvent.click(tile(1));
    await waitFor(() => expect(tile(1).getAttribute('aria-label')).toBe('Tile 1, gem'));
    expect(server.callsTo(API.studioMinesReveal)[0]?.body).toEqual({ launchId: LAUNCH_ID, roundId: ROUND_ID, tile: 0 });
    expect(screen.getByTestId('cash-out-amount').textContent).toBe('$1.12 (1.12×)');
    expect(screen.getByTestId('next-multiplier').textContent).toBe('1.28×');

    await userEvent.click(tile(2));
    await waitFor(() => expect(screen.getByTestId('cash-out-amount').textContent).toBe('$1.28 (1.28×)'));
    await userEvent.click(screen.getByRole('button', { name: 'Cash out $1.28' }));

    expect(await screen.findByText(/You won \$1.28/)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$100.28');
    expect(tile(6).getAttribute('aria-label')).toBe('Tile 6, mine');
    expect(tile(3).getAttribute('aria-label')).toBe('Tile 3, gem not picked');
    expect(screen.getByRole('button', { name: 'Bet' })).toBeInTheDocument();
  });

  it('ends the round on a mine and shows where the others were', async () => {
    const server = minesServer();
    await openStudio('mines', server, { heading: 'Mines' });
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await screen.findByText('Pick a tile. Every gem raises the multiplier.');
    await userEvent.click(tile(6));
    expect(await screen.findByText(/Hit a mine on pick 1/)).toBeInTheDocument();
    expect(tile(6).getAttribute('aria-label')).toBe('Tile 6, mine hit');
    expect(tile(13).getAttribute('aria-label')).toBe('Tile 13, mine');
    expect(screen.getByTestId('round-result').textContent).toContain('No win this time');
  });

  it('plays from the keyboard: arrows move over the tiles, Enter reveals, C cashes out', async () => {
    const server = minesServer();
    await openStudio('mines', server, { heading: 'Mines' });
    await userEvent.keyboard('{Space}');
    await screen.findByText('Pick a tile. Every gem raises the multiplier.');
    tile(1).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement).toBe(tile(7));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(tile(7).getAttribute('aria-label')).toBe('Tile 7, gem'));
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('c');
    await waitFor(() => expect(server.callsTo(API.studioMinesCashOut)).toHaveLength(1));
  });

  it('carries on a round left open', async () => {
    const server = minesServer({ openRound: minesRound([0, 1]) });
    await openStudio('mines', server, { heading: 'Mines' });
    expect(tile(1).getAttribute('aria-label')).toBe('Tile 1, gem');
    expect(tile(2).getAttribute('aria-label')).toBe('Tile 2, gem');
    expect(screen.getByTestId('cash-out-amount').textContent).toBe('$1.28 (1.28×)');
    expect(screen.getByRole('combobox', { name: 'Mines' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cash out $1.28' })).toBeInTheDocument();
  });

  it('names the tiles in Arabic', async () => {
    await openStudio('mines', minesServer({ language: 'ar' }), { heading: 'Mines' });
    expect(screen.getByRole('grid', { name: 'حقل الألغام' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'المربع 1، مخفي' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'راهن' })).toBeInTheDocument();
  });
});

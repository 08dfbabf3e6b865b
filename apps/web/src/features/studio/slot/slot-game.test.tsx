import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../../../test/render-app';
import { LAUNCH_ID, makeRound, makeSession, openStudio, playPath, studioServer } from '../studio-test-server';

// Stops [0, 3, 0, 0, 0]: oranges on line 2 (6 line bets) and five plums with a wild on line 19 (150).
const WINNING_SPIN = makeRound({
  stake: '1.00',
  payout: '7.80',
  multiplier: { num: '39', den: '5' },
  balance: '106.80',
  outcome: {
    stops: [0, 3, 0, 0, 0],
    grid: ['OOWLB', 'CHLOO', 'PPHPP'],
    lineWins: [
      { line: 2, symbol: 'O', count: 3, pays: 6 },
      { line: 19, symbol: 'P', count: 5, pays: 150 },
    ],
    multiplier: { num: '39', den: '5' },
    payout: '780',
  },
});

function slotServer(answer = () => ok(WINNING_SPIN), session = makeSession()) {
  return studioServer({ session, answers: { [playPath('slot')]: answer } });
}

describe('slot page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('spins with the stake, then shows the win, the winning lines, the new balance and the round', async () => {
    const server = slotServer();
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$100.00');
    const reels = () => screen.getByRole('table', { name: 'Reels, top row first' });
    expect(within(reels()).getAllByRole('cell')).toHaveLength(15);

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));

    expect(await screen.findByText('You won $7.80 (7.80×)')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$106.80');
    const [call] = server.callsTo(playPath('slot'));
    expect(call?.body).toMatchObject({ launchId: LAUNCH_ID, stake: '1.00' });
    expect(call?.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const lines = screen.getByRole('list', { name: 'Winning lines' });
    expect(within(lines).getByRole('button', { name: 'Line 2: 3 × Orange pays $0.30' })).toBeInTheDocument();
    expect(within(lines).getByRole('button', { name: 'Line 19: 5 × Plum pays $7.50' })).toBeInTheDocument();
    // 3 cells of line 2 and 5 of line 19 light up; they share the wild on reel 3.
    expect(reels().querySelectorAll('[data-win]')).toHaveLength(7);
    await userEvent.click(within(lines).getByRole('button', { name: /^Line 2:/ }));
    expect(reels().querySelectorAll('[data-win]')).toHaveLength(3);
    const history = screen.getByRole('table', { name: 'Your last rounds' });
    expect(within(history).getByRole('row', { name: '7 $1.00 7.80× $7.80' })).toBeInTheDocument();
  });

  it('refuses a stake that is not an amount, outside the limits or above the balance, without calling the server', async () => {
    const server = slotServer();
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    const stake = screen.getByRole('textbox', { name: 'Stake ($)' });
    const spin = screen.getByRole('button', { name: 'Spin' });

    await userEvent.clear(stake);
    await userEvent.type(stake, 'abc');
    expect(screen.getByText('Enter an amount such as 0.10.')).toBeInTheDocument();
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    expect(spin).toHaveProperty('disabled', true);

    await userEvent.clear(stake);
    await userEvent.type(stake, '60');
    expect(screen.getByText('The stake must be between $0.10 and $50.00.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Min' }));
    expect(stake).toHaveProperty('value', '0.10');
    await userEvent.click(screen.getByRole('button', { name: 'Halve the stake' }));
    expect(stake).toHaveProperty('value', '0.10');
    await userEvent.click(screen.getByRole('button', { name: 'Double the stake' }));
    expect(stake).toHaveProperty('value', '0.20');
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(stake).toHaveProperty('value', '50.00');
    expect(spin).toHaveProperty('disabled', false);
    expect(server.callsTo(playPath('slot'))).toHaveLength(0);
  });

  it('says what the balance is when the stake is above it', async () => {
    const server = slotServer(undefined, makeSession({ balance: '2.00' }));
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(screen.getByText('Not enough balance for this bet. Your balance is $2.00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', true);
  });

  it('shows a refusal for insufficient funds with the balance the server reports', async () => {
    const server = slotServer(() => fail(409, 'INSUFFICIENT_FUNDS', { balance: '0.50' }));
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not enough balance for this bet. Your balance is $0.50.',
    );
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$0.50');
  });

  it('shows the limits when the server refuses the stake', async () => {
    const server = slotServer(() => fail(400, 'STAKE_OUT_OF_LIMITS', { minStake: '0.10', maxStake: '50.00' }));
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The stake must be between $0.10 and $50.00.');
  });

  it('spins with Space or Enter when the focus is on the page, one round at a time', async () => {
    const server = slotServer(() => ok(makeRound({ outcome: { grid: ['OCPHL', 'CLOPC', 'PHLOB'], lineWins: [] } })));
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    expect(screen.getByText('Space / Enter')).toBeInTheDocument();
    await userEvent.keyboard('{Space}');
    expect(await screen.findByText('No win this time')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo(playPath('slot'))).toHaveLength(2));
    // A second spin is a new bet: a new idempotency key.
    const [first, second] = server.callsTo(playPath('slot'));
    expect(first?.body.requestId).not.toBe(second?.body.requestId);
  });

  it('opens the paytable with every symbol and the 20 lines', async () => {
    await openStudio('slot', slotServer(), { heading: 'Fortune Dragon' });
    await userEvent.click(screen.getByRole('button', { name: 'Paytable' }));
    const dialog = screen.getByRole('dialog', { name: 'Paytable' });
    expect(within(dialog).getByRole('rowheader', { name: /Seven/ })).toBeInTheDocument();
    // Five sevens pay 1000 line bets: $50.00 at a $1.00 stake.
    expect(within(dialog).getByRole('row', { name: /Seven/ }).textContent).toContain('1000 line bets = $50.00');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
  });

  it('plays with play money in a free trial', async () => {
    const server = slotServer(
      () => ok(makeRound({ balance: '999.00', outcome: { grid: ['OCPHL', 'CLOPC', 'PHLOB'], lineWins: [] } })),
      makeSession({ trial: true, balance: '1000.00' }),
    );
    await openStudio('slot', server, { heading: 'Fortune Dragon' });
    expect(screen.getByRole('status', { name: 'Play money' }).textContent).toBe('$1,000.00');
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Play money' }).textContent).toBe('$999.00'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/render-app';
import { LAUNCH_ID, makeRound, makeSession, openStudio, playPath, studioServer } from '../studio-test-server';

// Pocket 17 (black): a straight on 17 pays 36, a split 17-18 pays 18, red loses.
const SPIN = makeRound({
  engine: 'roulette',
  stake: '3.00',
  payout: '54.00',
  multiplier: { num: '18', den: '1' },
  balance: '151.00',
  outcome: { pocket: 17, color: 'black', betPayouts: ['3600', '0', '1800'], totalStake: '300', payout: '5400' },
});

async function openRoulette(language: 'en' | 'ar' = 'en', balance = '100.00') {
  const server = studioServer({
    session: makeSession({ engine: 'roulette', language, balance, maxWinMultiplier: 36, declaredRtpPercent: 97.3 }),
    answers: { [playPath('roulette')]: () => ok(SPIN) },
  });
  await openStudio('roulette', server, { heading: 'European Roulette' });
  return server;
}

/** A number's button, looked up inside the table only (whole-page name queries are slow in jsdom). */
const pocket = (name: string | RegExp) =>
  within(screen.getByRole('grid', { name: 'Numbers 1 to 36' })).getByRole('button', { name });

const bets = () => screen.queryByRole('list', { name: /^Bets on the table/ });
const betTexts = () =>
  within(bets() as HTMLElement)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('roulette page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('places straight, outside and split bets, spins, and pays each bet by the rules', async () => {
    const server = await openRoulette();
    const numbers = screen.getByRole('grid', { name: 'Numbers 1 to 36' });
    expect(within(numbers).getAllByRole('button')).toHaveLength(36);
    expect(screen.getByRole('button', { name: '0 green' })).toBeInTheDocument();

    await userEvent.click(pocket('17 black'));
    await userEvent.click(screen.getByRole('button', { name: 'Red' }));
    await userEvent.click(screen.getByRole('button', { name: 'Split' }));
    await userEvent.click(pocket(/^17 black/));
    expect(pocket(/^17 black/).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(pocket('18 red'));
    expect(betTexts()).toEqual(['Straight 17$1.00', 'Red$1.00', 'Split 17-18$1.00']);
    expect(pocket('17 black, chips $1.00')).toBeInTheDocument();
    expect(screen.getByText('Bets on the table: $3.00')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(await screen.findByText(/The ball landed on 17 black/)).toBeInTheDocument();
    expect(screen.getByTestId('winning-pocket').textContent).toBe('17');
    expect(screen.getByTestId('round-result').textContent).toContain('You won $54.00 (18.00×)');
    const payouts = within(screen.getByRole('list', { name: 'Your bets this spin' }));
    // The arrow between stake and outcome is an SVG, not text.
    expect(payouts.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Straight 17$1.00  paid $36.00',
      'Red$1.00  lost',
      'Split 17-18$1.00  paid $18.00',
    ]);
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$151.00');
    expect(server.callsTo(playPath('roulette'))[0]?.body).toMatchObject({
      launchId: LAUNCH_ID,
      bets: [
        { kind: 'straight', numbers: [17], stake: '1.00' },
        { kind: 'red', numbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36], stake: '1.00' },
        { kind: 'split', numbers: [17, 18], stake: '1.00' },
      ],
    });
  });

  it('builds streets, corners and six lines from the numbers picked, dozens and columns from their buttons', async () => {
    await openRoulette();
    await userEvent.click(screen.getByRole('button', { name: 'Street' }));
    await userEvent.click(screen.getByRole('button', { name: '0 green' }));
    await userEvent.click(pocket('1 red'));
    await userEvent.click(pocket('20 black'));
    await userEvent.click(screen.getByRole('button', { name: 'Corner' }));
    await userEvent.click(pocket('17 black'));
    await userEvent.click(pocket('21 red'));
    await userEvent.click(screen.getByRole('button', { name: 'Six line' }));
    await userEvent.click(pocket('31 black'));
    await userEvent.click(pocket('34 red'));
    await userEvent.click(screen.getByRole('button', { name: 'Dozen 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Column 1 (2 to 1)' }));
    expect(betTexts()).toEqual([
      'Street 0-1-2$1.00',
      'Street 19-20-21$1.00',
      'Corner 17-18-20-21$1.00',
      'Six line 31-32-33-34-35-36$1.00',
      'Dozen 2$1.00',
      'Column 1 (2 to 1)$1.00',
    ]);
  });

  it('undoes the last chip, clears the table, and refuses chips over the table maximum or the balance', async () => {
    const server = await openRoulette('en', '20.00');
    await userEvent.click(pocket('7 red'));
    await userEvent.click(pocket('7 red, chips $1.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Odd' }));
    expect(betTexts()).toEqual(['Straight 7$2.00', 'Odd$1.00']);
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(betTexts()).toEqual(['Straight 7$1.00']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(bets()).toBeNull();
    expect(screen.getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', true);

    // $10.00 chips on a $20.00 balance: the third one is refused.
    await userEvent.click(screen.getByRole('button', { name: '$10.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Black' }));
    await userEvent.click(screen.getByRole('button', { name: 'Even' }));
    await userEvent.click(screen.getByRole('button', { name: '1 to 18' }));
    expect(screen.getByRole('alert').textContent).toBe('Not enough balance for this bet. Your balance is $20.00.');
    // A $50.00 chip, the table's maximum, cannot join $20.00 already on the table.
    await userEvent.click(screen.getByRole('button', { name: 'Max' }));
    await userEvent.click(screen.getByRole('button', { name: '19 to 36' }));
    expect(screen.getByRole('alert').textContent).toBe("The table's total bet cannot go over $50.00.");
    expect(betTexts()).toEqual(['Black$10.00', 'Even$10.00']);
    expect(server.callsTo(playPath('roulette'))).toHaveLength(0);
  });

  it('plays from the keyboard: arrows over the numbers, Enter to bet, Backspace to undo, Space to spin', async () => {
    const server = await openRoulette();
    const one = pocket('1 red');
    one.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowUp}');
    expect(document.activeElement).toBe(pocket('5 red'));
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(betTexts()).toEqual(['Straight 5$1.00', 'Straight 8$1.00']);
    (document.activeElement as HTMLElement).blur();
    await userEvent.keyboard('{Backspace}');
    expect(betTexts()).toEqual(['Straight 5$1.00']);
    await userEvent.keyboard('{Space}');
    await waitFor(() => expect(server.callsTo(playPath('roulette'))).toHaveLength(1));
  });

  it('plays in Arabic', async () => {
    await openRoulette('ar');
    await userEvent.click(screen.getByRole('button', { name: 'الرقم 17 أسود' }));
    await userEvent.click(screen.getByRole('button', { name: 'دوران' }));
    expect(await screen.findByText(/استقرت الكرة على 17 أسود/)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/render-app';
import { LAUNCH_ID, makeRound, makeSession, openStudio, playPath, studioServer } from '../studio-test-server';

// Under 50.00 pays 99/50 = 1.98x; the known-answer roll of docs/provably-fair.md is 37.78.
const WIN = makeRound({
  engine: 'dice',
  stake: '1.00',
  payout: '1.98',
  multiplier: { num: '99', den: '50' },
  balance: '100.98',
  outcome: { roll: 3778, win: true, multiplier: { num: '99', den: '50' }, payout: '198' },
});

async function openDice(answer = () => ok(WIN), language: 'en' | 'ar' = 'en') {
  const server = studioServer({
    session: makeSession({ engine: 'dice', language }),
    answers: { [playPath('dice')]: answer },
  });
  await openStudio('dice', server, { heading: 'Dice' });
  return server;
}

describe('dice page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('computes the win chance and multiplier from the rules as the target and direction change', async () => {
    await openDice();
    expect(screen.getByTestId('win-chance').textContent).toBe('50.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('1.9800×');
    expect(screen.getByText('Payout on win').nextElementSibling?.textContent).toBe('$1.98');

    const number = screen.getByRole('textbox', { name: 'Target as a number' });
    await userEvent.clear(number);
    await userEvent.type(number, '25');
    expect(screen.getByTestId('win-chance').textContent).toBe('25.00%');
    expect(screen.getByTestId('dice-multiplier').textContent).toBe('3.9600×');
    expect(screen.getByRole('slider', { name: 'Target' })).toHaveProperty('value', '2500');

    // Over keeps the same chance: over 74.99 wins on 75.00-99.99.
    await userEvent.click(screen.getByRole('button', { name: 'Roll over' }));
    expect(number).toHaveProperty('value', '74.99');
    expect(screen.getByTestId('win-chance').textContent).toBe('25.00%');

    fireEvent.change(screen.getByRole('slider', { name: 'Target' }), { target: { value: '9000' } });
    expect(screen.getByTestId('win-chance').textContent).toBe('9.99%');
  });

  it('refuses a target outside the allowed chances without calling the server', async () => {
    const server = await openDice();
    const number = screen.getByRole('textbox', { name: 'Target as a number' });
    await userEvent.clear(number);
    await userEvent.type(number, '99');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('From 0.10 to 98.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll' })).toHaveProperty('disabled', true);
    await userEvent.clear(number);
    await userEvent.type(number, 'abc');
    expect(screen.getByTestId('win-chance').textContent).toBe('—');
    expect(server.callsTo(playPath('dice'))).toHaveLength(0);
  });

  it('rolls with the bet, shows the roll on the bar, the win and the new balance', async () => {
    const server = await openDice();
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(await screen.findByText(/Rolled 37.78 \(Roll under 50.00\)/)).toBeInTheDocument();
    expect(screen.getByTestId('round-result').textContent).toContain('You won $1.98 (1.98×)');
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$100.98');
    expect(screen.getByTestId('roll-marker').getAttribute('style')).toContain('inset-inline-start: 37.78%');
    expect(server.callsTo(playPath('dice'))[0]?.body).toMatchObject({
      launchId: LAUNCH_ID,
      stake: '1.00',
      direction: 'under',
      target: 5000,
    });
  });

  it('rolls with Space, and turns with U and O', async () => {
    const server = await openDice();
    await userEvent.keyboard('o');
    expect(screen.getByRole('button', { name: 'Roll over' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.keyboard('{Space}');
    await waitFor(() => expect(server.callsTo(playPath('dice'))).toHaveLength(1));
    expect(server.callsTo(playPath('dice'))[0]?.body).toMatchObject({ direction: 'over', target: 4999 });
  });

  it('plays in Arabic', async () => {
    await openDice(undefined, 'ar');
    expect(screen.getByRole('main').getAttribute('dir')).toBe('rtl');
    await userEvent.click(screen.getByRole('button', { name: 'ارمِ النرد' }));
    expect(await screen.findByText(/ربحت \$1.98/)).toBeInTheDocument();
  });
});

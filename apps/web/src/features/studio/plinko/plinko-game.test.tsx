import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../test/render-app';
import { LAUNCH_ID, makeRound, makeSession, openStudio, playPath, studioServer } from '../studio-test-server';

// 8 rows, low risk: RRRRRRRL has 7 rights, slot 7 of 0-8, which pays 2.1x.
const DROP = makeRound({
  engine: 'plinko',
  stake: '1.00',
  payout: '2.10',
  multiplier: { num: '21', den: '10' },
  balance: '101.10',
  outcome: { path: 'RRRRRRRL', slot: 7, multiplier: { num: '21', den: '10' }, payout: '210' },
});

async function openPlinko(language: 'en' | 'ar' = 'en') {
  const server = studioServer({
    session: makeSession({ engine: 'plinko', language, maxWinMultiplier: 1000, declaredRtpPercent: 99 }),
    answers: { [playPath('plinko')]: () => ok(DROP) },
  });
  await openStudio('plinko', server, { heading: 'Plinko' });
  return server;
}

const slots = () =>
  within(screen.getByRole('list', { name: 'Multiplier slots, left to right' })).getAllByRole('listitem');

describe('plinko page', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('draws the multiplier slots of the chosen rows and risk from the rules', async () => {
    await openPlinko();
    expect(slots()).toHaveLength(13);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Low' }));
    expect(slots().map((slot) => slot.textContent)).toEqual([
      '5.6×',
      '2.1×',
      '1.1×',
      '1×',
      '0.5×',
      '1×',
      '1.1×',
      '2.1×',
      '5.6×',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'High' }));
    expect(slots()[0]?.textContent).toBe('28.9×');
  });

  it('drops the ball with the settings and shows the slot it landed in and the new balance', async () => {
    const server = await openPlinko();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows' }), '8');
    await userEvent.click(screen.getByRole('button', { name: 'Low' }));
    await userEvent.click(screen.getByRole('button', { name: 'Drop ball' }));
    expect(await screen.findByText(/Slot 8 from the left, path/)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'right, right, right, right, right, right, right, left' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('round-result').textContent).toContain('You won $2.10 (2.10×)');
    expect(slots()[7]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('status', { name: 'Balance' }).textContent).toBe('$101.10');
    expect(server.callsTo(playPath('plinko'))[0]?.body).toMatchObject({
      launchId: LAUNCH_ID,
      stake: '1.00',
      rows: 8,
      risk: 'low',
    });
  });

  it('drops with Enter', async () => {
    const server = await openPlinko();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.callsTo(playPath('plinko'))).toHaveLength(1));
    expect(server.callsTo(playPath('plinko'))[0]?.body).toMatchObject({ rows: 12, risk: 'medium' });
  });

  it('plays in Arabic', async () => {
    await openPlinko('ar');
    expect(screen.getByRole('combobox', { name: 'الصفوف' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'أسقط الكرة' }));
    expect(await screen.findByText(/ربحت/)).toBeInTheDocument();
  });
});

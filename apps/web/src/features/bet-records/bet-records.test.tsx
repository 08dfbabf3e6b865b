import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHandler, FakeResponse } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { inDubaiAtNow } from '../records/records-test-server';
import { betRecordsServer, lastBetQuery, makeBet, makeBets } from './bet-records-test-server';

const PATH = '/wps/member/records/bets';
const HASH = 'c'.repeat(64);
const REVEALED = 'd'.repeat(64);

async function openBettingRecord(server: ReturnType<typeof betRecordsServer>) {
  await startApp('/member?page=personalHistoryCopy', { handlers: server.handlers });
  await waitFor(() => expect(server.state.queries.length).toBeGreaterThan(0));
}

/** The table's body rows (details rows included) as arrays of cell texts. */
function bodyRows(name = 'Betting record'): string[][] {
  const table = screen.getByRole('table', { name });
  const body = within(table).getAllByRole('rowgroup')[1] as HTMLElement;
  return within(body)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

function optionsOf(name: string): string[] {
  const select = screen.getByRole('combobox', { name });
  return within(select)
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

describe('betting record (personalHistoryCopy)', () => {
  let restoreClock: () => void;
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    restoreClock = inDubaiAtNow();
  });
  afterEach(() => restoreClock());

  it("asks for the last 7 days of the member's calendar, every game type and provider", async () => {
    const server = betRecordsServer({ bets: makeBets(2) });
    await openBettingRecord(server);
    expect(Object.fromEntries(lastBetQuery(server.state))).toEqual({
      from: '2025-03-10',
      to: '2025-03-16',
      timeZone: 'Asia/Dubai',
      gameType: 'ALL',
      pageNo: '1',
      pageSize: '10',
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    // The lobby's types, and every provider once.
    await waitFor(() => expect(optionsOf('Game type')).toEqual(['All game types', 'Live casino', 'Fishing', 'Slots']));
    expect(optionsOf('Game provider')).toEqual([
      'All providers',
      'Evo Live',
      'Spinix Slots',
      'Ocean King Studio',
      'Nova Games',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastBetQuery(server.state).get('from')).toBe('2025-02-15'));
  });

  it('shows round, time in the member zone, game, provider, stake, win, coloured profit, status and totals', async () => {
    const server = betRecordsServer({
      bets: [
        makeBet(0, { win: '25.00', profit: '15.00' }),
        makeBet(1, { status: 'CANCELLED', stake: '0.00', refunded: '4.00', profit: '0.00' }),
        makeBet(2, { status: 'OPEN', closedAt: null, stake: '7.00', profit: '-7.00' }),
      ],
      totals: { count: 3, stake: '17.00', win: '25.00', profit: '8.00' },
    });
    await openBettingRecord(server);
    await screen.findByRole('table', { name: 'Betting record' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Round', 'Time', 'Game', 'Game provider', 'Stake', 'Win', 'Profit', 'Status', 'Details']);
    const [won, cancelled, open] = bodyRows();
    // 20:05 UTC is 00:05 the next day in Dubai.
    expect(won).toEqual([
      'spx-round-0',
      '03/16/2025, 00:05:00',
      'Wild Safari',
      'Spinix Slots',
      '$10.00',
      '$25.00',
      '+$15.00',
      'Settled',
      'Details',
    ]);
    expect(cancelled?.slice(4, 8)).toEqual(['$0.00refunded $4.00', '$0.00', '$0.00', 'Cancelled']);
    expect(open?.slice(4, 8)).toEqual(['$7.00', '$0.00', '-$7.00', 'In play']);
    expect(screen.getByText('+$15.00').className).toMatch(/positive/);
    expect(screen.getByText('-$7.00').className).toMatch(/negative/);
    const total = within(screen.getByRole('rowheader', { name: 'Total (3 rounds)' }).closest('tr') as HTMLElement);
    expect(total.getByText('$17.00')).toBeInTheDocument();
    expect(total.getByText('+$8.00').className).toMatch(/positive/);
  });

  it("opens an in-house round's details with its seeds, nonce and how to verify; never an unrevealed seed", async () => {
    const inHouse = { vendor: { code: 'PGE', name: 'Nova Games' } };
    const server = betRecordsServer({
      bets: [
        makeBet(0, {
          ...inHouse,
          roundId: 'pge-revealed',
          fairness: { serverSeedHash: HASH, clientSeed: 'lucky', nonce: 7, serverSeed: REVEALED },
        }),
        makeBet(1, {
          ...inHouse,
          roundId: 'pge-in-use',
          fairness: { serverSeedHash: HASH, clientSeed: 'lucky', nonce: 8, serverSeed: null },
        }),
        makeBet(2, { roundId: 'spx-round' }),
      ],
    });
    await openBettingRecord(server);
    const toggle = await screen.findByRole('button', { name: 'Details of round pge-revealed' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const fairness = within(within(details).getByRole('region', { name: 'Provably fair data' }));
    const value = (term: string) => fairness.getByText(term).nextElementSibling?.textContent;
    expect(value('Server seed hash (SHA-256)')).toContain(HASH);
    expect(value('Server seed')).toContain(REVEALED);
    expect(value('Client seed')).toContain('lucky');
    expect(value('Nonce')).toBe('7');
    expect(fairness.getByText(/^How to verify:/).textContent).toContain('Provably fair help');
    expect(fairness.getByRole('button', { name: 'Copy Server seed' })).toBeInTheDocument();

    // One round's details at a time; the seed still in use is only promised.
    await userEvent.click(screen.getByRole('button', { name: 'Details of round pge-in-use' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const inUse = within(screen.getByRole('region', { name: 'Provably fair data' }));
    expect(inUse.getByText('Server seed').nextElementSibling?.textContent).toBe(
      'Revealed once you change your seed pair in the game',
    );
    expect(inUse.queryByRole('button', { name: 'Copy Server seed' })).toBeNull();
    expect(inUse.getByText('8')).toBeInTheDocument();

    // A third-party round has no fairness data of ours.
    await userEvent.click(screen.getByRole('button', { name: 'Details of round spx-round' }));
    expect(screen.queryByRole('region', { name: 'Provably fair data' })).toBeNull();
    expect(screen.getByText('Round ID').nextElementSibling?.textContent).toBe('spx-round');
  });

  it('filters by game type and provider, narrowing providers to the type, from page 1', async () => {
    const server = betRecordsServer({ bets: makeBets(25) });
    await openBettingRecord(server);
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    await userEvent.click(pages.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastBetQuery(server.state).get('pageNo')).toBe('2'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game provider' }), 'Evo Live');
    await waitFor(() => expect(lastBetQuery(server.state).get('vendor')).toBe('EVO'));
    expect(lastBetQuery(server.state).get('pageNo')).toBe('1');
    expect(await screen.findByText('No data')).toBeInTheDocument();

    // Fishing is not Evo's: the provider goes back to all.
    await waitFor(() => expect(optionsOf('Game type')).toContain('Fishing'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Fishing');
    await waitFor(() => expect(lastBetQuery(server.state).get('gameType')).toBe('FISH'));
    expect(lastBetQuery(server.state).has('vendor')).toBe(false);
    expect(optionsOf('Game provider')).toEqual(['All providers', 'Spinix Slots', 'Ocean King Studio']);

    // Spinix makes slots too: its choice survives the change of type.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game provider' }), 'Spinix Slots');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Game type' }), 'Slots');
    await waitFor(() => expect(lastBetQuery(server.state).get('gameType')).toBe('RNG'));
    expect(lastBetQuery(server.state).get('vendor')).toBe('SPX');
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
  });

  it('shows a loader until the rounds arrive', async () => {
    const server = betRecordsServer({ bets: makeBets(1) });
    let answer: () => void = () => {};
    const slow = server.handlers[PATH] as FakeHandler;
    server.handlers[PATH] = (url, init) =>
      new Promise<FakeResponse>((resolve) => {
        answer = () => resolve(slow(url, init) as FakeResponse);
      });
    await startApp('/member?page=personalHistoryCopy', { handlers: server.handlers });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('table', { name: 'Betting record' })).toBeInTheDocument();
  });

  it('says "No data" when the range holds no round', async () => {
    await openBettingRecord(betRecordsServer({ bets: [] }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with a retry that loads the rounds', async () => {
    const server = betRecordsServer({ bets: makeBets(2) });
    server.state.failing = true;
    await openBettingRecord(server);
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error');
    server.state.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Betting record' })).toBeInTheDocument();
  });

  it('works in Arabic', async () => {
    localStorage.setItem('lang', 'AR');
    const server = betRecordsServer({
      bets: [makeBet(0, { status: 'CANCELLED', stake: '0.00', refunded: '4.00', profit: '0.00' })],
      totals: { count: 1, stake: '0.00', win: '0.00', profit: '0.00' },
    });
    await openBettingRecord(server);
    await screen.findByRole('table', { name: 'سجل الرهانات' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'الجولة',
      'الوقت',
      'اللعبة',
      'مزوّد الألعاب',
      'الرهان',
      'المكسب',
      'صافي الربح',
      'الحالة',
      'التفاصيل',
    ]);
    expect(bodyRows('سجل الرهانات')[0]?.[7]).toBe('ملغاة');
    expect(screen.getByText('استُرد $4.00')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'الإجمالي (عدد الجولات: 1)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'نوع اللعبة' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startApp } from '../../test/start-app';
import { inDubaiAtNow, lastQuery, recordsServer, zeroFigures } from './records-test-server';

function rowTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

const PROFIT = {
  days: [
    {
      date: '2025-03-15',
      deposit: '500.00',
      withdraw: '0.00',
      bet: '300.00',
      win: '120.00',
      bonus: '10.00',
      profit: '-170.00',
    },
    {
      date: '2025-03-16',
      deposit: '0.00',
      withdraw: '100.00',
      bet: '200.00',
      win: '1450.25',
      bonus: '0.00',
      profit: '1250.25',
    },
  ],
  totals: { deposit: '500.00', withdraw: '100.00', bet: '500.00', win: '1570.25', bonus: '10.00', profit: '1080.25' },
};

describe('profit and loss (personalProfit)', () => {
  let restoreClock: () => void;
  beforeEach(() => {
    restoreClock = inDubaiAtNow();
  });
  afterEach(() => restoreClock());

  it('shows each day and the totals of the range, profit signed', async () => {
    localStorage.setItem('lang', 'EN');
    const server = recordsServer({ profit: PROFIT });
    await startApp('/member?page=personalProfit', { handlers: server.handlers });
    const table = await screen.findByRole('table', { name: 'Profit and loss by day' });
    expect(Object.fromEntries(lastQuery(server.state, '/wps/member/records/profit'))).toEqual({
      from: '2025-03-10',
      to: '2025-03-16',
      timeZone: 'Asia/Dubai',
    });
    const [head, first, second, totals] = within(table).getAllByRole('row');
    expect(rowTexts(head as HTMLElement)).toEqual([
      'Date',
      'Deposits',
      'Withdrawals',
      'Bets',
      'Wins',
      'Bonuses',
      'Profit',
    ]);
    expect(rowTexts(first as HTMLElement)).toEqual([
      'Mar 15, 2025',
      '$500.00',
      '$0.00',
      '$300.00',
      '$120.00',
      '$10.00',
      '-$170.00',
    ]);
    expect(rowTexts(second as HTMLElement)[6]).toBe('+$1,250.25');
    expect(rowTexts(totals as HTMLElement)).toEqual([
      'Total',
      '$500.00',
      '$100.00',
      '$500.00',
      '$1,570.25',
      '$10.00',
      '+$1,080.25',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
  });

  it('moves to the 30 days before when asked', async () => {
    localStorage.setItem('lang', 'EN');
    const server = recordsServer({ profit: PROFIT });
    await startApp('/member?page=personalProfit', { handlers: server.handlers });
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery(server.state, '/wps/member/records/profit').get('to')).toBe('2025-02-14'));
    expect(lastQuery(server.state, '/wps/member/records/profit').get('from')).toBe('2025-01-16');
  });

  it('renders in Arabic, right to left, with Latin digits', async () => {
    const server = recordsServer({ profit: PROFIT });
    await startApp('/member?page=personalProfit', { handlers: server.handlers });
    const table = await screen.findByRole('table', { name: 'الأرباح والخسائر حسب اليوم' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(within(table).getByRole('columnheader', { name: 'صافي الربح' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'الإجمالي' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: /15 مارس 2025/ })).toBeInTheDocument();
    expect(within(table).getByText('+$1,080.25').getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('button', { name: 'الأيام الـ7 الأخيرة' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says "No data" for a range without activity (the server sends each day, all zero)', async () => {
    localStorage.setItem('lang', 'EN');
    const quietDays = ['2025-03-15', '2025-03-16'].map((date) => ({ date, ...zeroFigures() }));
    await startApp('/member?page=personalProfit', {
      handlers: recordsServer({ profit: { days: quietDays, totals: zeroFigures() } }).handlers,
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});

describe('bonus details (bonusDetails)', () => {
  let restoreClock: () => void;
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    restoreClock = inDubaiAtNow();
  });
  afterEach(() => restoreClock());

  const bonuses = Array.from({ length: 12 }, (_, i) => ({
    id: String(i + 1),
    time: '2025-03-14T09:00:00Z',
    kind: i === 0 ? 'SPRING_SPECIAL' : i % 2 ? 'REBATE' : 'PROMOTION',
    amount: '5.00',
  }));

  it('lists kind, time and amount with the total of the range, and pages', async () => {
    const server = recordsServer({ bonuses, bonusTotal: '60.00' });
    await startApp('/member?page=bonusDetails', { handlers: server.handlers });
    const table = await screen.findByRole('table', { name: 'Bonus details' });
    expect(screen.getByText('Total for this period:').parentElement?.textContent).toBe('Total for this period: $60.00');
    const rows = within(table).getAllByRole('row');
    expect(rowTexts(rows[0] as HTMLElement)).toEqual(['Time', 'Kind', 'Amount']);
    expect(rowTexts(rows[1] as HTMLElement)).toEqual(['03/14/2025, 13:00:00', 'Other', '$5.00']);
    expect(rowTexts(rows[2] as HTMLElement)[1]).toBe('Rebate');
    expect(rows).toHaveLength(11);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(Object.fromEntries(lastQuery(server.state, '/wps/member/records/bonus'))).toMatchObject({
      pageNo: '2',
      from: '2025-03-10',
      to: '2025-03-16',
      timeZone: 'Asia/Dubai',
    });
    // A new range starts again at page 1.
    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(lastQuery(server.state, '/wps/member/records/bonus').get('to')).toBe('2025-03-09'));
    expect(lastQuery(server.state, '/wps/member/records/bonus').get('pageNo')).toBe('1');
  });

  it('shows the failure and retries', async () => {
    const server = recordsServer({ bonuses, bonusTotal: '60.00' });
    server.state.failing = true;
    await startApp('/member?page=bonusDetails', { handlers: server.handlers });
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error');
    server.state.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Bonus details' })).toBeInTheDocument();
  });
});

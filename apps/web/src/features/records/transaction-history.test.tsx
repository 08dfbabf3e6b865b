import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FakeHandler, FakeResponse } from '../../test/render-app';
import { startApp } from '../../test/start-app';
import { inDubaiAtNow, lastQuery, makeTransactions, recordsServer } from './records-test-server';

const PATH = '/wps/member/records/transactions';

async function openAccountRecord(server: ReturnType<typeof recordsServer>) {
  await startApp('/member?page=transactionHistory', { handlers: server.handlers });
  await waitFor(() => expect(server.state.queries.length).toBeGreaterThan(0));
}

/** The table's body rows as arrays of cell texts. */
function bodyRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Account record' });
  const rows = within(table).getAllByRole('row').slice(1);
  return rows.map((row) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  );
}

describe('account record (transactionHistory)', () => {
  let restoreClock: () => void;
  beforeEach(() => {
    localStorage.setItem('lang', 'EN');
    restoreClock = inDubaiAtNow();
  });
  afterEach(() => restoreClock());

  it("asks for the last 7 days of the member's own calendar, with the time zone", async () => {
    const server = recordsServer({ transactions: makeTransactions(3) });
    await openAccountRecord(server);
    const query = lastQuery(server.state, PATH);
    // 22:30 UTC on the 15th is already the 16th in Dubai.
    expect(Object.fromEntries(query)).toMatchObject({
      from: '2025-03-10',
      to: '2025-03-16',
      timeZone: 'Asia/Dubai',
      type: 'ALL',
      pageNo: '1',
    });
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2025-03-10');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2025-03-16');
  });

  it('switches to 30 days and moves the window back and forth by its length, never past today', async () => {
    const server = recordsServer({ transactions: makeTransactions(3) });
    await openAccountRecord(server);
    const next7 = screen.getByRole('button', { name: 'Next 7 days' }) as HTMLButtonElement;
    expect(next7.disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Previous 7 days' }));
    await waitFor(() => expect(lastQuery(server.state, PATH).get('from')).toBe('2025-03-03'));
    expect(lastQuery(server.state, PATH).get('to')).toBe('2025-03-09');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(screen.getByRole('button', { name: 'Next 7 days' }));
    await waitFor(() => expect(lastQuery(server.state, PATH).get('to')).toBe('2025-03-16'));
    expect((screen.getByRole('button', { name: 'Next 7 days' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(lastQuery(server.state, PATH).get('from')).toBe('2025-02-15'));
    expect(lastQuery(server.state, PATH).get('to')).toBe('2025-03-16');
    await userEvent.click(screen.getByRole('button', { name: 'Previous 30 days' }));
    await waitFor(() => expect(lastQuery(server.state, PATH).get('from')).toBe('2025-01-16'));
    expect(lastQuery(server.state, PATH).get('to')).toBe('2025-02-14');
    expect(lastQuery(server.state, PATH).get('timeZone')).toBe('Asia/Dubai');
  });

  it('refuses a typed range longer than 31 days without asking the server', async () => {
    const server = recordsServer({ transactions: makeTransactions(3) });
    await openAccountRecord(server);
    const calls = server.state.queries.length;
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-02-01');
    expect((await screen.findByRole('alert')).textContent).toBe('The range can cover at most 31 days');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(server.state.queries.length).toBe(calls);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-02-20');
    await waitFor(() => expect(lastQuery(server.state, PATH).get('from')).toBe('2025-02-20'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows time in the member zone, type, signed coloured amount and balance after', async () => {
    const server = recordsServer({ transactions: makeTransactions(2) });
    await openAccountRecord(server);
    await screen.findByRole('table', { name: 'Account record' });
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Time', 'Type', 'Details', 'Amount', 'Balance after']);
    const [deposit, withdrawal] = bodyRows();
    // 20:05 UTC is 00:05 the next day in Dubai.
    expect(deposit).toEqual(['03/16/2025, 00:05:00', 'Deposit', 'Deposit', '+$1,000.00', '$1,250.00']);
    expect(withdrawal).toEqual([
      '03/15/2025, 23:05:00',
      'Withdrawal',
      'Withdrawal requested (amount held)',
      '-$20.50',
      '$1,251.00',
    ]);
    expect(screen.getByText('+$1,000.00').className).toMatch(/positive/);
    expect(screen.getByText('-$20.50').className).toMatch(/negative/);
  });

  it('pages through the records and starts again at page 1 when the type changes', async () => {
    const server = recordsServer({ transactions: makeTransactions(25) });
    await openAccountRecord(server);
    const pages = within(await screen.findByRole('navigation', { name: 'Pages' }));
    expect(pages.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect((pages.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(lastQuery(server.state, PATH).get('pageNo')).toBe('3');
    expect(pages.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect((pages.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await waitFor(() => expect(lastQuery(server.state, PATH).get('type')).toBe('WITHDRAW'));
    expect(lastQuery(server.state, PATH).get('pageNo')).toBe('1');
    await waitFor(() => expect(bodyRows().every((row) => row[1] === 'Withdrawal')).toBe(true));
    expect(
      within(screen.getByRole('navigation', { name: 'Pages' }))
        .getByRole('button', { name: 'Page 1' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows a loader until the records arrive', async () => {
    const server = recordsServer({ transactions: makeTransactions(1) });
    let answer: () => void = () => {};
    const slow = server.handlers[PATH] as FakeHandler;
    server.handlers[PATH] = (url, init) =>
      new Promise<FakeResponse>((resolve) => {
        answer = () => resolve(slow(url, init) as FakeResponse);
      });
    await startApp('/member?page=transactionHistory', { handlers: server.handlers });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('table', { name: 'Account record' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('says "No data" when the range holds no movement', async () => {
    await openAccountRecord(recordsServer({ transactions: [] }));
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('shows a failure with a retry that loads the records', async () => {
    const server = recordsServer({ transactions: makeTransactions(2) });
    server.state.failing = true;
    await openAccountRecord(server);
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown error');
    server.state.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Account record' })).toBeInTheDocument();
  });
});

import type { MemberMessage } from '@platform/contracts/member-messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { startApp } from '../../test/start-app';
import { lastQuery, recordsServer } from './records-test-server';

function message(id: number, overrides: Partial<MemberMessage> = {}): MemberMessage {
  return {
    id: String(id),
    kind: 'DEPOSIT_CREDITED',
    params: { amount: '1000.00', orderId: String(100 + id) },
    read: false,
    createdAt: new Date(Date.UTC(2025, 2, 1, 8) + id * 60_000).toISOString(),
    ...overrides,
  };
}

async function openMessages(server: ReturnType<typeof recordsServer>) {
  await startApp('/member?page=messageV2', { handlers: server.handlers });
  return within(await screen.findByRole('list', { name: /Messages|الرسائل/ }));
}

/** The badge of the member-centre menu entry, as assistive technology reads it. */
function menuEntry() {
  const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
  return within(menu).getByRole('link', { name: /^Messages/ });
}

describe('platform messages (messageV2)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('lists the newest first and marks the unread ones', async () => {
    const server = recordsServer({
      messages: [
        message(1, { kind: 'WITHDRAWAL_REJECTED', read: true }),
        message(3, { kind: 'DEPOSIT_FAILED' }),
        message(2, { kind: 'WITHDRAWAL_APPROVED' }),
      ],
    });
    const list = await openMessages(server);
    const [first, second, third] = list.getAllByRole('button').map((button) => button.textContent);
    expect(first).toMatch(/^Deposit failedUnread/);
    expect(second).toMatch(/^Withdrawal approvedUnread/);
    expect(third).toMatch(/^Withdrawal rejected\d/);
    expect(list.getAllByText('Unread')).toHaveLength(2);
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();
    expect(lastQuery(server.state, '/wps/member/messages').get('pageNo')).toBe('1');
  });

  it('opens a message in words with the amount in the currency, marks it read and lowers the badge', async () => {
    const server = recordsServer({ messages: [message(1, { read: true }), message(2)] });
    const list = await openMessages(server);
    expect(menuEntry().textContent).toContain('1 unread');

    const unread = list.getByRole('button', { name: /Deposit credited.*Unread/ });
    expect(unread.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(unread);
    expect(unread.getAttribute('aria-expanded')).toBe('true');
    expect(
      list.getByText('Your deposit of $1,000.00 (order 102) has been credited to your wallet.'),
    ).toBeInTheDocument();

    await waitFor(() => expect(server.state.readCalls).toEqual(['2']));
    await waitFor(() => expect(screen.getByText('Unread: 0')).toBeInTheDocument());
    expect(list.queryByText('Unread')).toBeNull();
    // The menu badge counts from the member info, which is reloaded after reading.
    await waitFor(() => expect(menuEntry().textContent).not.toContain('unread'));
  });

  it('does not call the server again for a message already read', async () => {
    const server = recordsServer({ messages: [message(1, { kind: 'WITHDRAWAL_APPROVED', read: true })] });
    const list = await openMessages(server);
    await userEvent.click(list.getByRole('button', { name: /Withdrawal approved/ }));
    expect(
      list.getByText('Your withdrawal of $1,000.00 (order 101) has been approved and paid out.'),
    ).toBeInTheDocument();
    expect(server.state.readCalls).toEqual([]);
  });

  it('pages through many messages', async () => {
    const server = recordsServer({ messages: Array.from({ length: 12 }, (_, i) => message(12 - i, { read: true })) });
    const list = await openMessages(server);
    expect(list.getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQuery(server.state, '/wps/member/messages').get('pageNo')).toBe('2'));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(2));
  });

  it('says "No data" without messages', async () => {
    await startApp('/member?page=messageV2', { handlers: recordsServer({ messages: [] }).handlers });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('writes the message in Arabic for an Arabic reader', async () => {
    localStorage.removeItem('lang');
    const server = recordsServer({
      messages: [message(5, { kind: 'WITHDRAWAL_REJECTED', params: { amount: '250.5', orderId: '77' } })],
    });
    const list = await openMessages(server);
    await userEvent.click(list.getByRole('button', { name: /تم رفض السحب/ }));
    expect(list.getByText('تم رفض سحبك بمبلغ $250.5 (الطلب رقم 77)، وأُعيد المبلغ إلى محفظتك.')).toBeInTheDocument();
  });
});

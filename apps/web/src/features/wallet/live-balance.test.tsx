import type { WalletBalance } from '@platform/contracts/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_RETRY_MS, PING_INTERVAL_MS, retryDelay } from '../../shared/api/live-socket';
import { memberInfoQueryKey } from '../../shared/session/session-api';
import { makeMember } from '../../shared/session/session-test-fixtures';
import { fakeSocketServer } from '../../test/fake-socket-server';
import { useLiveBalance } from './use-live-balance';
import { walletBalanceQueryKey } from './wallet-api';
import { makeWallet } from './wallet-test-fixtures';

function setUp(memberId: string | null = '100234') {
  const server = fakeSocketServer();
  const queryClient = new QueryClient();
  queryClient.setQueryData(memberInfoQueryKey, makeMember({ balance: '1234.50' }));
  queryClient.setQueryData(walletBalanceQueryKey, makeWallet());
  const onSessionGone = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ id }) => useLiveBalance(id, onSessionGone, server.createSocket), {
    wrapper,
    initialProps: { id: memberId },
  });
  return { server, queryClient, onSessionGone, hook };
}

describe('live balance socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.setItem('token', 'token-abc');
  });
  afterEach(() => vi.useRealTimers());

  it("authenticates with the session token on this page's origin and applies pushed balances", () => {
    const { server, queryClient } = setUp();
    expect(server.sockets).toHaveLength(1);
    const socket = server.last();
    expect(socket.url).toBe('ws://localhost:3000/ws');
    expect(socket.sent).toEqual([]);

    act(() => socket.open());
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-abc' }]);
    act(() => socket.receive({ type: 'ready' }));

    const pushed = makeWallet({ balance: '99.00', total: '124.00' });
    act(() => socket.receive({ type: 'balance', wallet: pushed }));
    expect(queryClient.getQueryData(walletBalanceQueryKey)).toEqual(pushed);
    expect(queryClient.getQueryData<{ balance: string }>(memberInfoQueryKey)?.balance).toBe('99.00');
  });

  it('ignores what is not a message of the protocol', () => {
    const { server, queryClient } = setUp();
    const socket = server.last();
    act(() => socket.open());
    act(() => socket.receiveRaw('not json'));
    act(() => socket.receiveRaw('42'));
    act(() => socket.receive({ type: 'surprise', wallet: { balance: '12.00' } }));
    expect(queryClient.getQueryData<WalletBalance>(walletBalanceQueryKey)?.balance).toBe('1234.50');
  });

  it('pings every 25 seconds once authenticated', () => {
    const { server } = setUp();
    const socket = server.last();
    act(() => socket.open());
    act(() => vi.advanceTimersByTime(PING_INTERVAL_MS));
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-abc' }]);
    act(() => socket.receive({ type: 'ready' }));
    act(() => vi.advanceTimersByTime(PING_INTERVAL_MS * 2));
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-abc' }, { type: 'ping' }, { type: 'ping' }]);
  });

  it('reconnects with growing delays after a lost connection and refetches what it may have missed', () => {
    const { server, queryClient } = setUp();
    act(() => server.last().open());
    act(() => server.last().receive({ type: 'ready' }));

    act(() => server.last().drop());
    act(() => vi.advanceTimersByTime(999));
    expect(server.sockets).toHaveLength(1);
    act(() => vi.advanceTimersByTime(201));
    expect(server.sockets).toHaveLength(2);

    // Refused again at once: the next try waits about twice as long.
    act(() => server.last().drop());
    act(() => vi.advanceTimersByTime(1_999));
    expect(server.sockets).toHaveLength(2);
    act(() => vi.advanceTimersByTime(401));
    expect(server.sockets).toHaveLength(3);

    act(() => server.last().open());
    expect(server.last().sent).toEqual([{ type: 'auth', token: 'token-abc' }]);
    act(() => server.last().receive({ type: 'ready' }));
    expect(queryClient.getQueryState(walletBalanceQueryKey)?.isInvalidated).toBe(true);
  });

  it('does not reconnect once the server says the session is gone (4401)', () => {
    const { server, onSessionGone } = setUp();
    act(() => server.last().open());
    act(() => server.last().drop(4401));
    expect(onSessionGone).toHaveBeenCalledOnce();
    act(() => vi.advanceTimersByTime(MAX_RETRY_MS * 2));
    expect(server.sockets).toHaveLength(1);
  });

  it('closes the socket on logout and stops pinging and reconnecting', () => {
    const { server, hook } = setUp();
    const socket = server.last();
    act(() => socket.open());
    hook.rerender({ id: null });
    expect(socket.closedWith).toBe(1000);
    act(() => vi.advanceTimersByTime(MAX_RETRY_MS * 2));
    expect(server.sockets).toHaveLength(1);
    expect(socket.sent).toEqual([{ type: 'auth', token: 'token-abc' }]);
  });

  it('opens nothing without a real account', () => {
    const { server } = setUp(null);
    expect(server.sockets).toHaveLength(0);
  });

  it('caps the backoff at 30 seconds plus jitter', () => {
    expect(retryDelay(0, () => 0)).toBe(1_000);
    expect(retryDelay(3, () => 0)).toBe(8_000);
    expect(retryDelay(20, () => 0)).toBe(MAX_RETRY_MS);
    expect(retryDelay(20, () => 1)).toBe(MAX_RETRY_MS * 1.2);
  });
});

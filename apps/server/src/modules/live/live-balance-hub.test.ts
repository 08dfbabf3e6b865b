import type { WalletBalance } from '@platform/contracts/wallet';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, LiveBalanceHub } from './live-balance-hub';

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;
const MERCHANT = { id: 1, currency: 'USD', currencySymbol: '$' };

function wallet(balance: string): WalletBalance {
  return { currency: 'USD', currencySymbol: '$', balance, bonus: '0.00', held: '0.00', subWallets: [], total: balance };
}

/** A wallet read that returns the "database" balance at the time it runs. */
function setup() {
  let current = '0.00';
  const reads: number[] = [];
  const hub = new LiveBalanceHub(async (_merchant, memberId) => {
    reads.push(memberId);
    return wallet(current);
  }, log);
  const received: string[] = [];
  const subscriber = { send: vi.fn((m) => m.type === 'balance' && received.push(m.wallet.balance)) };
  return { hub, reads, received, subscriber, setBalance: (b: string) => (current = b) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live balance hub', () => {
  it('reads once for a burst of changes and once more for the changes that came during it', async () => {
    const { hub, reads, received, subscriber, setBalance } = setup();
    hub.subscribe(MERCHANT, 7, subscriber);
    setBalance('1.00');
    hub.changed('1:7');
    for (let i = 2; i <= 10; i++) {
      setBalance(`${i}.00`);
      hub.changed('1:7');
    }
    await vi.advanceTimersByTimeAsync(0);
    expect(reads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(reads).toHaveLength(2);
    expect(received.at(-1)).toBe('10.00');
    // Quiet afterwards: no further reads without changes.
    await vi.advanceTimersByTimeAsync(COALESCE_MS * 5);
    expect(reads).toHaveLength(2);
  });

  it('ignores members with no open page here, and forgets a member whose last page closed', async () => {
    const { hub, reads, subscriber } = setup();
    hub.changed('1:8');
    const stop = hub.subscribe(MERCHANT, 7, subscriber);
    hub.changed('2:7');
    await vi.runAllTimersAsync();
    expect(reads).toEqual([]);
    stop();
    hub.changed('1:7');
    await vi.runAllTimersAsync();
    expect(reads).toEqual([]);
  });

  it('sends every page of the member the same event, and resyncs them all', async () => {
    const { hub, received, subscriber } = setup();
    const other = { send: vi.fn() };
    hub.subscribe(MERCHANT, 7, subscriber);
    hub.subscribe(MERCHANT, 7, other);
    hub.resync();
    await vi.runAllTimersAsync();
    expect(received).toEqual(['0.00']);
    expect(other.send).toHaveBeenCalledWith({ type: 'balance', wallet: wallet('0.00') });
  });
});

import { EventEmitter } from 'node:events';
import { LIVE_AUTH_TIMEOUT_MS } from '@platform/contracts/live-events';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WebSocket } from 'ws';
import { ApiError } from '../../http/envelope';
import type { LiveSubscriber } from './live-balance-hub';
import { serveLiveConnection } from './live-connection';

/** The protocol on its own, over a fake socket, so time can be faked (the auth time limit). */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  sent: unknown[] = [];
  closedWith: number | undefined;
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close', code);
  }
  text(value: string) {
    this.emit('message', Buffer.from(value), false);
  }
  json(value: unknown) {
    this.text(JSON.stringify(value));
  }
}

const log = pino({ level: 'silent' }) as unknown as FastifyBaseLogger;

function serve(authenticate: (token: string) => Promise<string> = async (t) => t) {
  const socket = new FakeSocket();
  const subscribed: { subscriber: LiveSubscriber; identity: string }[] = [];
  const unsubscribe = vi.fn();
  serveLiveConnection<string>(socket as unknown as WebSocket, {
    authenticate,
    subscribe: (subscriber, identity) => {
      subscribed.push({ subscriber, identity });
      return unsubscribe;
    },
    authTimeoutMs: LIVE_AUTH_TIMEOUT_MS,
    log,
  });
  return { socket, subscribed, unsubscribe };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('live socket protocol', () => {
  it('closes with 4401 when no auth arrives within the time limit', async () => {
    const { socket } = serve();
    await vi.advanceTimersByTimeAsync(LIVE_AUTH_TIMEOUT_MS - 1);
    expect(socket.closedWith).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(socket.closedWith).toBe(4401);
  });

  it('answers ready to a good auth, then pong to pings, and stops the push on close', async () => {
    const { socket, subscribed, unsubscribe } = serve();
    socket.json({ type: 'auth', token: 'member-7' });
    socket.json({ type: 'ping' });
    await vi.runAllTimersAsync();
    expect(socket.sent).toEqual([{ type: 'ready' }, { type: 'pong' }]);
    expect(subscribed.map((s) => s.identity)).toEqual(['member-7']);
    expect(socket.closedWith).toBeUndefined();
    socket.close(1000);
    expect(unsubscribe).toHaveBeenCalledOnce();
  });

  it('closes with 4401 for a refused token and subscribes nothing', async () => {
    const { socket, subscribed } = serve(async () => {
      throw new ApiError('LOGIN_REQUIRED');
    });
    socket.json({ type: 'auth', token: 'stale' });
    await vi.runAllTimersAsync();
    expect(socket.closedWith).toBe(4401);
    expect(subscribed).toEqual([]);
  });

  it('subscribes nothing when the page went away while the token was being checked', async () => {
    let finish: (identity: string) => void = () => undefined;
    const { socket, subscribed } = serve(() => new Promise((resolve) => (finish = resolve)));
    socket.json({ type: 'auth', token: 'slow' });
    await vi.advanceTimersByTimeAsync(0);
    socket.close(1001);
    finish('member-1');
    await vi.runAllTimersAsync();
    expect(subscribed).toEqual([]);
    expect(socket.sent).toEqual([]);
  });

  it.each([
    ['invalid JSON', 'nope'],
    ['an unknown message', '{"type":"hello"}'],
    ['an auth without token', '{"type":"auth","token":""}'],
  ])('closes with 4400 for %s', async (_, text) => {
    const { socket } = serve();
    socket.text(text);
    await vi.runAllTimersAsync();
    expect(socket.closedWith).toBe(4400);
  });

  it('closes with 4400 for a binary frame and for a second auth', async () => {
    const binary = serve();
    binary.socket.emit('message', Buffer.from('{"type":"ping"}'), true);
    expect(binary.socket.closedWith).toBe(4400);

    const twice = serve();
    twice.socket.json({ type: 'auth', token: 'a' });
    twice.socket.json({ type: 'auth', token: 'a' });
    await vi.runAllTimersAsync();
    expect(twice.socket.sent).toEqual([{ type: 'ready' }]);
    expect(twice.socket.closedWith).toBe(4400);
  });
});

describe('live socket crash subscription', () => {
  function serveCrash() {
    const socket = new FakeSocket();
    const watching: string[] = [];
    const stops: string[] = [];
    serveLiveConnection<string>(socket as unknown as WebSocket, {
      authenticate: async (t) => t,
      subscribe: () => () => undefined,
      subscribeCrash: (subscriber, identity) => {
        watching.push(identity);
        subscriber.send({ type: 'pong' });
        return () => stops.push(identity);
      },
      authTimeoutMs: LIVE_AUTH_TIMEOUT_MS,
      log,
    });
    return { socket, watching, stops };
  }

  it('refuses crash:subscribe before auth with 4401, like a ping', async () => {
    const { socket, watching } = serveCrash();
    socket.json({ type: 'crash:subscribe' });
    await vi.runAllTimersAsync();
    expect(socket.closedWith).toBe(4401);
    expect(watching).toEqual([]);
  });

  it('subscribes an authenticated page, replaces a repeated subscription, and stops on unsubscribe and close', async () => {
    const { socket, watching, stops } = serveCrash();
    socket.json({ type: 'auth', token: 'member-3' });
    socket.json({ type: 'crash:subscribe' });
    await vi.runAllTimersAsync();
    expect(watching).toEqual(['member-3']);
    expect(socket.sent).toEqual([{ type: 'ready' }, { type: 'pong' }]);
    socket.json({ type: 'crash:subscribe' });
    socket.json({ type: 'crash:unsubscribe' });
    await vi.runAllTimersAsync();
    expect(watching).toEqual(['member-3', 'member-3']);
    expect(stops).toEqual(['member-3', 'member-3']);
    socket.json({ type: 'crash:subscribe' });
    await vi.runAllTimersAsync();
    socket.close(1000);
    expect(stops).toHaveLength(3);
    expect(socket.closedWith).toBe(1000);
  });
});

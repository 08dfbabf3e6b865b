import type { CrashState } from '@platform/contracts/crash';
import {
  LIVE_CLOSE_UNAUTHORIZED,
  type LiveClientMessage,
  liveServerMessageSchema,
} from '@platform/contracts/live-events';
import { type CreateSocket, type LiveSocket, PING_INTERVAL_MS, retryDelay } from '../../wallet/live-balance-socket';

const OPEN = 1;

type Options = {
  url: string;
  /** Read at every (re)connection: the token in session storage is the session. */
  token: () => string | null;
  createSocket: CreateSocket;
  onState: (state: CrashState) => void;
  /** The member's cash after a change (the live socket pushes it to every authenticated page). */
  onBalance?: (balance: string) => void;
  /** Connected (again) and watching: a page refetches what it may have missed. */
  onWatching: (reconnected: boolean) => void;
  /** Lost: the page says so until it is watching again. */
  onLost: () => void;
  /** The server closed with 4401: the token is no longer a session. */
  onUnauthorized: () => void;
};

/**
 * The crash page's own socket on the live protocol (contracts/live-events.ts): `auth`, then
 * `crash:subscribe` once `ready`, a ping every 25 s, and reconnection with the wallet socket's
 * backoff. Returns the function that closes it.
 */
export function startCrashFeed(options: Options): () => void {
  let stopped = false;
  let socket: LiveSocket | null = null;
  let attempt = 0;
  let watchedOnce = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const send = (ws: LiveSocket, message: LiveClientMessage) => {
    if (ws.readyState === OPEN) ws.send(JSON.stringify(message));
  };

  const connect = () => {
    const token = options.token();
    if (stopped || !token) return;
    const ws = options.createSocket(options.url);
    socket = ws;
    ws.onopen = () => send(ws, { type: 'auth', token });
    ws.onmessage = (event) => {
      const message = parse(event.data);
      if (message?.type === 'ready') {
        send(ws, { type: 'crash:subscribe' });
        clearInterval(pingTimer);
        pingTimer = setInterval(() => send(ws, { type: 'ping' }), PING_INTERVAL_MS);
        attempt = 0;
        options.onWatching(watchedOnce);
        watchedOnce = true;
      } else if (message?.type === 'crash') {
        options.onState(message.state);
      } else if (message?.type === 'balance') {
        options.onBalance?.(message.wallet.balance);
      }
    };
    ws.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket === ws) socket = null;
      if (stopped) return;
      options.onLost();
      if (event.code === LIVE_CLOSE_UNAUTHORIZED) {
        options.onUnauthorized();
        return;
      }
      retryTimer = setTimeout(connect, retryDelay(attempt));
      attempt += 1;
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    const ws = socket;
    socket = null;
    if (!ws) return;
    ws.onmessage = null;
    ws.onclose = null;
    ws.onopen = null;
    ws.close(1000);
  };
}

function parse(data: unknown) {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveServerMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

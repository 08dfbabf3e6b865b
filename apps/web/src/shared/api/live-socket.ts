import type { LiveClientMessage, LiveServerMessage } from '@platform/contracts/live-events';
import { LIVE_CLOSE_UNAUTHORIZED, LIVE_SOCKET_PATH } from '@platform/contracts/live-socket-constants';

/** The part of the browser's WebSocket this client uses, so tests can hand in a fake one. */
export interface LiveSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}
export type CreateSocket = (url: string) => LiveSocket;

const OPEN = 1;
/** Under the usual 30-60 s idle timeouts of proxies and load balancers. */
export const PING_INTERVAL_MS = 25_000;
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** The global WebSocket, looked up when connecting (so a test can stub it). */
export const browserSocket: CreateSocket = (url) => new WebSocket(url);

/** ws:// or wss:// on this page's own origin: the server (or Vite's proxy) answers /ws. */
export function liveSocketUrl(origin: string = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}${LIVE_SOCKET_PATH}`;
}

/** Exponential backoff with up to 20% jitter, so pages do not all come back in the same second. */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
  return Math.round(base * (1 + 0.2 * random()));
}

export type LiveSocketOptions = {
  url: string;
  /** Read at every (re)connection: the token in session storage is the session. */
  token: () => string | null;
  createSocket: CreateSocket;
  /** Authenticated: `send` talks on this connection; `reconnected` is false the first time only. */
  onReady: (send: (message: LiveClientMessage) => void, reconnected: boolean) => void;
  onMessage: (message: LiveServerMessage) => void;
  /** The connection dropped (before any retry, and before `onUnauthorized`). */
  onLost?: () => void;
  /** The server closed with 4401: the token is no longer a session, so there is no point retrying. */
  onUnauthorized: () => void;
};

/**
 * Keeps one authenticated socket open (contracts/live-events.ts): `auth` first, then a ping every
 * 25 s, reconnection with backoff after a lost connection. Returns the function that closes it.
 * The wallet's balance and the crash game's rounds each run one on top of this.
 */
export function startLiveSocket(options: LiveSocketOptions): () => void {
  let stopped = false;
  let socket: LiveSocket | null = null;
  let attempt = 0;
  let authenticatedOnce = false;
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
      const message = parseMessage(event.data);
      if (!message) return;
      if (message.type === 'ready') {
        // Pings only once authenticated: the server takes a ping before `ready` as a failed auth.
        clearInterval(pingTimer);
        pingTimer = setInterval(() => send(ws, { type: 'ping' }), PING_INTERVAL_MS);
        attempt = 0;
        options.onReady((next) => send(ws, next), authenticatedOnce);
        authenticatedOnce = true;
      } else {
        options.onMessage(message);
      }
    };
    ws.onclose = (event) => {
      clearInterval(pingTimer);
      if (socket === ws) socket = null;
      if (stopped) return;
      options.onLost?.();
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

/**
 * The message types this client knows. Typed as a record over the contract's union, so a message
 * type added to contracts/live-events.ts fails the type check here until it is listed.
 */
const SERVER_MESSAGE_TYPES: Record<LiveServerMessage['type'], true> = {
  ready: true,
  pong: true,
  balance: true,
  crash: true,
};

/**
 * Only the `type` is checked, not the whole message against liveServerMessageSchema: our server
 * builds every message from the same contracts (the build serves both), and zod stays off the
 * first download this way (decision 0019). Anything else (another type, not JSON) is ignored.
 */
function parseMessage(data: unknown): LiveServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message: unknown = JSON.parse(data);
    if (typeof message !== 'object' || message === null) return null;
    const { type } = message as { type?: unknown };
    return typeof type === 'string' && Object.hasOwn(SERVER_MESSAGE_TYPES, type)
      ? (message as LiveServerMessage)
      : null;
  } catch {
    return null;
  }
}

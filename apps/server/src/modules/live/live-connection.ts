import {
  LIVE_CLOSE_BAD_MESSAGE,
  LIVE_CLOSE_UNAUTHORIZED,
  type LiveClientMessage,
  type LiveServerMessage,
  liveClientMessageSchema,
} from '@platform/contracts/live-events';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { ApiError } from '../../http/envelope';
import type { LiveSubscriber } from './live-balance-hub';

export type LiveConnectionDeps<Identity> = {
  /** Checks the auth message's token; throws (an ApiError for a refusal) when it is no good. */
  authenticate(token: string): Promise<Identity>;
  /** After a good auth: start pushing balances to this page; returns the stop. */
  subscribe(subscriber: LiveSubscriber, identity: Identity): () => void;
  /** `crash:subscribe`: start pushing the crash game's rounds to this page; returns the stop. */
  subscribeCrash?(subscriber: LiveSubscriber, identity: Identity): () => void;
  authTimeoutMs: number;
  log: FastifyBaseLogger;
};

/** WebSocket's own code for an unexpected server failure. */
const SERVER_ERROR = 1011;

function parse(data: RawData, isBinary: boolean): LiveClientMessage | undefined {
  if (isBinary) return undefined;
  const text = Buffer.isBuffer(data)
    ? data.toString('utf8')
    : Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data).toString('utf8');
  try {
    const parsed = liveClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One page's socket (contracts/live-events.ts): `auth` first, within the time limit, else 4401;
 * then `ready`, `pong` for every `ping`, `balance` pushed by the hub, and after `crash:subscribe`
 * the crash game's `crash` states (until `crash:unsubscribe`). Anything unreadable or
 * unexpected closes it with 4400. Messages are handled one at a time in arrival order, so a ping
 * sent right behind the auth is answered after `ready`.
 */
export function serveLiveConnection<Identity>(socket: WebSocket, deps: LiveConnectionDeps<Identity>): void {
  let phase: 'waiting' | 'authenticating' | 'ready' | 'closed' = 'waiting';
  let unsubscribe = () => {};
  let stopCrash = () => {};
  let identity: Identity | undefined;
  let queue = Promise.resolve();

  const end = () => {
    phase = 'closed';
    clearTimeout(authTimer);
    unsubscribe();
    stopCrash();
  };
  const close = (code: number) => {
    if (phase === 'closed') return;
    end();
    socket.close(code);
  };
  const send = (message: LiveServerMessage) => {
    if (phase !== 'closed' && socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const authTimer = setTimeout(() => close(LIVE_CLOSE_UNAUTHORIZED), deps.authTimeoutMs);

  const handle = async (message: LiveClientMessage) => {
    if (phase === 'closed') return;
    if (message.type === 'ping') {
      if (phase === 'ready') send({ type: 'pong' });
      else close(LIVE_CLOSE_UNAUTHORIZED);
      return;
    }
    if (message.type === 'crash:subscribe' || message.type === 'crash:unsubscribe') {
      // Like a ping: only an authenticated page may ask. A repeated subscribe replaces the first.
      if (phase !== 'ready' || identity === undefined) return close(LIVE_CLOSE_UNAUTHORIZED);
      stopCrash();
      stopCrash = () => {};
      if (message.type === 'crash:subscribe' && deps.subscribeCrash)
        stopCrash = deps.subscribeCrash({ send }, identity);
      return;
    }
    if (phase !== 'waiting') return close(LIVE_CLOSE_BAD_MESSAGE);
    phase = 'authenticating';
    let who: Identity;
    try {
      who = await deps.authenticate(message.token);
    } catch (err) {
      if (!(err instanceof ApiError)) deps.log.warn({ err }, 'live socket authentication failed');
      return close(LIVE_CLOSE_UNAUTHORIZED);
    }
    if (phase !== 'authenticating') return;
    clearTimeout(authTimer);
    phase = 'ready';
    identity = who;
    send({ type: 'ready' });
    unsubscribe = deps.subscribe({ send }, who);
  };

  socket.on('message', (data, isBinary) => {
    const message = parse(data, isBinary);
    if (!message) return close(LIVE_CLOSE_BAD_MESSAGE);
    queue = queue
      .then(() => handle(message))
      .catch((err) => {
        deps.log.warn({ err }, 'live socket message failed');
        close(SERVER_ERROR);
      });
  });
  socket.on('close', end);
}

import type { CrashState } from '@platform/contracts/crash';
import { type CreateSocket, startLiveSocket } from '../../../shared/api/live-socket';

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
 * The crash page's own socket on the live protocol (shared/api/live-socket.ts): `crash:subscribe`
 * once authenticated, again after every reconnection. Returns the function that closes it.
 */
export function startCrashFeed(options: Options): () => void {
  return startLiveSocket({
    url: options.url,
    token: options.token,
    createSocket: options.createSocket,
    onReady: (send, reconnected) => {
      send({ type: 'crash:subscribe' });
      options.onWatching(reconnected);
    },
    onMessage: (message) => {
      if (message.type === 'crash') options.onState(message.state);
      else if (message.type === 'balance') options.onBalance?.(message.wallet.balance);
    },
    onLost: options.onLost,
    onUnauthorized: options.onUnauthorized,
  });
}

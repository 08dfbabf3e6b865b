import type { WalletBalance } from '@platform/contracts/wallet';
import { type CreateSocket, startLiveSocket } from '../../shared/api/live-socket';

type Options = {
  url: string;
  /** Read at every (re)connection: the token in session storage is the session. */
  token: () => string | null;
  createSocket: CreateSocket;
  onBalance: (wallet: WalletBalance) => void;
  /** Authenticated again after a lost connection: pushes may have been missed meanwhile. */
  onReconnected: () => void;
  /** The server closed with 4401: the token is no longer a session, so there is no point retrying. */
  onUnauthorized: () => void;
};

/** The header's balance: every `balance` push of the live socket. Returns the function that closes it. */
export function startLiveBalance(options: Options): () => void {
  return startLiveSocket({
    url: options.url,
    token: options.token,
    createSocket: options.createSocket,
    onReady: (_send, reconnected) => {
      if (reconnected) options.onReconnected();
    },
    onMessage: (message) => {
      if (message.type === 'balance') options.onBalance(message.wallet);
    },
    onUnauthorized: options.onUnauthorized,
  });
}

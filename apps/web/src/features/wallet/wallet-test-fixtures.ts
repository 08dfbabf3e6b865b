import type { MerchantWallet, WalletBalance } from '@platform/contracts/wallet';
import type { LiveSocket } from '../../shared/api/live-socket';
import { type FakeHandler, ok } from '../../test/render-app';

export function makeWallet(overrides: Partial<WalletBalance> = {}): WalletBalance {
  return {
    currency: 'USD',
    currencySymbol: '$',
    balance: '1234.50',
    bonus: '0.00',
    held: '0.00',
    subWallets: [
      { vendor: 'PG', displayName: 'PG Soft', balance: '20.00', inTransit: '0.00', maintenance: false },
      { vendor: 'EVO', displayName: 'Evolution', balance: '5.00', inTransit: '0.00', maintenance: true },
    ],
    total: '1259.50',
    ...overrides,
  };
}

export function makeMerchantWallet(overrides: Partial<MerchantWallet> = {}): MerchantWallet {
  return {
    isSingle: false,
    currency: 'USD',
    currencySymbol: '$',
    currencyDigits: 2,
    vendors: [
      { vendor: 'PG', displayName: 'PG Soft', maintenance: false },
      { vendor: 'EVO', displayName: 'Evolution', maintenance: true },
    ],
    ...overrides,
  };
}

export const CONSOLIDATED = {
  dailysalreqtype: true,
  divtypereq: false,
  contracthoursalreq: false,
  realtimesalreqtype: true,
};

/**
 * A WebSocket stand-in the test drives from the server's side: open(), receive(), drop(). Every
 * instance is recorded, so a test sees reconnections as new sockets.
 */
export function fakeSocketServer() {
  const sockets: FakeSocket[] = [];
  class FakeSocket implements LiveSocket {
    readyState = 0;
    readonly sent: unknown[] = [];
    closedWith: number | undefined;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    constructor(readonly url: string) {
      sockets.push(this);
    }
    send(data: string) {
      this.sent.push(JSON.parse(data));
    }
    close(code = 1000) {
      this.readyState = 3;
      this.closedWith = code;
    }
    open() {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }
    receive(message: unknown) {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }));
    }
    receiveRaw(data: string) {
      this.onmessage?.(new MessageEvent('message', { data }));
    }
    drop(code = 1006) {
      this.readyState = 3;
      this.onclose?.(new CloseEvent('close', { code }));
    }
  }
  return {
    sockets,
    FakeSocket,
    createSocket: (url: string) => new FakeSocket(url),
    last: () => {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket was opened');
      return socket;
    },
  };
}

/** The wallet calls every logged-in page makes: balance, merchant wallet and consolidated. */
export function walletHandlers(
  options: { wallet?: () => WalletBalance; merchant?: MerchantWallet } = {},
): Record<string, FakeHandler> {
  const wallet = options.wallet ?? (() => makeWallet());
  return {
    '/wps/v2/wallets/balance': () => ok(wallet()),
    '/wps/v2/wallets/merchant': () => ok(options.merchant ?? makeMerchantWallet()),
    '/wps/member/info/funds/consolidated': () => ok(CONSOLIDATED),
  };
}

/** The wallet paths that the fake fetch saw called. */
export function walletCalls(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost').pathname)
    .filter((path) => path.startsWith('/wps/v2/wallets') || path.includes('/funds/consolidated'));
}

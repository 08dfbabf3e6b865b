import type { MerchantWallet, WalletBalance } from '@platform/contracts/wallet';
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

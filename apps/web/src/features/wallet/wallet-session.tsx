import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CreateSocket } from '../../shared/api/live-socket';
import { retryNetworkOnce } from '../../shared/session/session-api';
import {
  CONSOLIDATED_KEY,
  MERCHANT_WALLET_KEY,
  saveSessionAnswer,
  saveSessionJson,
} from '../../shared/storage/session-keys';
import { useLiveBalance } from './use-live-balance';
import { consolidatedQueryKey, fetchConsolidated, useMerchantWallet } from './wallet-api';

type Props = {
  /** The logged-in real account (member or agent); null for guests, trial users and while loading. */
  memberId: string | null;
  /** The socket was refused as unauthorised: let the session find out that it has ended. */
  onSessionGone: () => void;
  createSocket?: CreateSocket;
};

/**
 * What a real account's page keeps running in the background: the live balance socket, and the
 * after-login calls whose answers spec 3 keeps in session storage (merchantWallet, consolidated).
 * Trial users get neither: the server refuses their wallet calls, and spec 6 skips consolidated.
 */
export function WalletSession({ memberId, onSessionGone, createSocket }: Props) {
  const real = memberId !== null;
  useLiveBalance(memberId, onSessionGone, createSocket);

  const merchantWallet = useMerchantWallet(real);
  const consolidated = useQuery({
    queryKey: consolidatedQueryKey,
    queryFn: ({ signal }) => fetchConsolidated(signal),
    enabled: real,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryNetworkOnce,
  });

  useEffect(() => {
    if (real && merchantWallet.data) saveSessionAnswer(MERCHANT_WALLET_KEY, merchantWallet.data);
  }, [real, merchantWallet.data]);
  useEffect(() => {
    if (real && consolidated.data) saveSessionJson(CONSOLIDATED_KEY, consolidated.data);
  }, [real, consolidated.data]);
  return null;
}

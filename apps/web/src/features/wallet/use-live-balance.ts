import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { browserSocket, type CreateSocket, liveSocketUrl } from '../../shared/api/live-socket';
import { readSessionToken } from '../../shared/storage/session-keys';
import { startLiveBalance } from './live-balance-socket';
import { applyWallet, walletBalanceQueryKey } from './wallet-api';

/**
 * One live socket for the page while a real account is logged in (memberId not null); it closes
 * when the member logs out or changes. Pushed balances replace the cached wallet, so the header
 * and the wallet pages change at once without another call.
 */
export function useLiveBalance(
  memberId: string | null,
  onSessionGone: () => void,
  createSocket: CreateSocket = browserSocket,
): void {
  const queryClient = useQueryClient();
  const latest = useRef({ onSessionGone, createSocket });
  latest.current = { onSessionGone, createSocket };

  useEffect(() => {
    if (memberId === null) return;
    return startLiveBalance({
      url: liveSocketUrl(),
      token: readSessionToken,
      createSocket: (url) => latest.current.createSocket(url),
      onBalance: (wallet) => applyWallet(queryClient, wallet),
      onReconnected: () => void queryClient.invalidateQueries({ queryKey: walletBalanceQueryKey }),
      onUnauthorized: () => latest.current.onSessionGone(),
    });
  }, [memberId, queryClient]);
}

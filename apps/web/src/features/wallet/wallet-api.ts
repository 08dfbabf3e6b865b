import type { MemberInfo } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import type { Consolidated, MerchantWallet, WalletBalance } from '@platform/contracts/wallet';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/http';
import { memberInfoQueryKey, retryNetworkOnce } from '../../shared/session/session-api';
import { MERCHANT_WALLET_KEY, readSessionAnswer } from '../../shared/storage/session-keys';

/*
 * Keys live under 'session' so that a logout or a new login drops them with the rest of what the
 * last person saw. Other features refresh the header balance by invalidating walletBalanceQueryKey.
 */
export const walletBalanceQueryKey = ['session', 'wallet', 'balance'] as const;
export const merchantWalletQueryKey = ['session', 'wallet', 'merchant'] as const;
export const consolidatedQueryKey = ['session', 'wallet', 'consolidated'] as const;

export function fetchWalletBalance(signal?: AbortSignal) {
  return apiRequest<WalletBalance>(API.walletBalance, { signal });
}

export function fetchMerchantWallet(signal?: AbortSignal) {
  return apiRequest<MerchantWallet>(API.merchantWallet, { signal });
}

export function fetchConsolidated(signal?: AbortSignal) {
  return apiRequest<Consolidated>(API.consolidated, { signal });
}

/**
 * A fresh wallet (pushed by the socket or returned by a transfer) replaces the cached one, so the
 * header and the pages change at once; member info carries the balance too and follows it.
 */
export function applyWallet(queryClient: QueryClient, wallet: WalletBalance): void {
  queryClient.setQueryData<WalletBalance>(walletBalanceQueryKey, wallet);
  queryClient.setQueryData<MemberInfo>(memberInfoQueryKey, (member) =>
    member ? { ...member, balance: wallet.balance } : member,
  );
}

/**
 * The member's wallets (header and wallet pages share this one cache entry, which the live socket
 * overwrites). Trial accounts pass enabled=false: the server refuses them with TRIAL_NOT_ALLOWED.
 */
export function useWalletBalance(enabled = true) {
  return useQuery<WalletBalance>({
    queryKey: walletBalanceQueryKey,
    queryFn: ({ signal }) => fetchWalletBalance(signal),
    enabled,
    staleTime: 15_000,
    retry: retryNetworkOnce,
  });
}

/** The merchant wallet changes only with the merchant's setup: once per session (spec 7.2, "cached"). */
export function useMerchantWallet(enabled = true) {
  return useQuery<MerchantWallet>({
    queryKey: merchantWalletQueryKey,
    queryFn: ({ signal }) => fetchMerchantWallet(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    initialData: () => readSessionAnswer<MerchantWallet>(MERCHANT_WALLET_KEY),
    retry: retryNetworkOnce,
  });
}

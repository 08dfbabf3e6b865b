import { API } from '@platform/contracts/api-paths';
import {
  lineTransferValueSchema,
  type transferUplineBodySchema,
  uplineTransferInfoValueSchema,
  type WalletTransferBody,
  walletTransferValueSchema,
} from '@platform/contracts/wallet';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/http';

/*
 * The transfer pages' calls, apart from wallet-api.ts, which the header (first screen) uses: these
 * load with the member centre and check their answers against the contracts. The key lives under
 * 'session' like wallet-api's, so a logout drops it too.
 */
export const uplineInfoQueryKey = ['session', 'wallet', 'upline'] as const;

export function transferWallet(body: WalletTransferBody) {
  return apiRequest(API.walletTransfer, { method: 'POST', body, schema: walletTransferValueSchema });
}

export type UplineInfo = z.infer<typeof uplineTransferInfoValueSchema>;

export function fetchUplineInfo(signal?: AbortSignal) {
  return apiRequest(API.transferUplineInfo, { schema: uplineTransferInfoValueSchema, signal });
}

export function transferToUpline(body: z.infer<typeof transferUplineBodySchema>) {
  return apiRequest(API.transferUpline, { method: 'POST', body, schema: lineTransferValueSchema });
}

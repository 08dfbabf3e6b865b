import { API, apiPath } from '@platform/contracts/api-paths';
import {
  type withdrawBodySchema,
  withdrawOrdersValueSchema,
  withdrawSettingsValueSchema,
  withdrawValueSchema,
} from '@platform/contracts/withdraw';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/http';
import { ORDERS_PAGE_SIZE } from './deposit-api';

export const withdrawSettingsQueryKey = ['payments', 'withdrawSettings'] as const;
export const withdrawOrdersQueryKey = ['payments', 'withdrawOrders'] as const;

export function fetchWithdrawSettings(signal?: AbortSignal) {
  return apiRequest(API.withdrawSettings, { schema: withdrawSettingsValueSchema, signal });
}

export function submitWithdraw(body: z.infer<typeof withdrawBodySchema>) {
  return apiRequest(API.withdraw, { method: 'POST', body, schema: withdrawValueSchema });
}

export function fetchWithdrawOrders(pageNo: number, signal?: AbortSignal) {
  return apiRequest(API.withdrawOrders, {
    query: { pageNo: String(pageNo), pageSize: String(ORDERS_PAGE_SIZE) },
    schema: withdrawOrdersValueSchema,
    signal,
  });
}

export type WithdrawConfirmationInput =
  | { result: 'RECEIVED'; receivedAmount: string }
  | { result: 'NOT_RECEIVED'; proof: File[] }
  | { result: 'ALL_RECEIVED' };

/** The confirmation is multipart (contracts/withdraw.ts): fields first, then the proof files. */
export function confirmWithdrawal(orderId: string, input: WithdrawConfirmationInput) {
  const form = new FormData();
  form.append('result', input.result);
  if (input.result === 'RECEIVED') form.append('receivedAmount', input.receivedAmount);
  if (input.result === 'NOT_RECEIVED') for (const file of input.proof) form.append('proof', file, file.name);
  return apiRequest(apiPath(API.withdrawConfirmation, { id: orderId }), {
    method: 'POST',
    body: form,
    schema: withdrawValueSchema,
  });
}

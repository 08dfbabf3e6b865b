import { API, apiPath } from '@platform/contracts/api-paths';
import {
  type addBankAccountBodySchema,
  bankAccountsValueSchema,
  paymentPasswordStatusValueSchema,
  type setPaymentPasswordBodySchema,
} from '@platform/contracts/withdraw';
import type { z } from 'zod';
import { apiRequest } from '../../shared/api/http';

export const paymentPasswordQueryKey = ['payments', 'paymentPassword'] as const;
export const bankAccountsQueryKey = ['payments', 'bankAccounts'] as const;

export function fetchPaymentPasswordStatus(signal?: AbortSignal) {
  return apiRequest(API.paymentPassword, { schema: paymentPasswordStatusValueSchema, signal });
}

export function setPaymentPassword(body: z.input<typeof setPaymentPasswordBodySchema>) {
  return apiRequest(API.paymentPassword, { method: 'PUT', body, schema: paymentPasswordStatusValueSchema });
}

export function fetchBankAccounts(signal?: AbortSignal) {
  return apiRequest(API.bankAccounts, { schema: bankAccountsValueSchema, signal });
}

/** Adding and deleting both answer the list as it now is. */
export function addBankAccount(body: z.input<typeof addBankAccountBodySchema>) {
  return apiRequest(API.bankAccounts, { method: 'POST', body, schema: bankAccountsValueSchema });
}

export function deleteBankAccount(id: string) {
  return apiRequest(apiPath(API.bankAccount, { id }), { method: 'DELETE', schema: bankAccountsValueSchema });
}

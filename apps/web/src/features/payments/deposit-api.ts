import { API } from '@platform/contracts/api-paths';
import {
  type DepositBody,
  depositChannelsValueSchema,
  depositOrdersValueSchema,
  depositValueSchema,
} from '@platform/contracts/deposit';
import { apiRequest } from '../../shared/api/http';

export const depositChannelsQueryKey = ['payments', 'depositChannels'] as const;
export const depositOrdersQueryKey = ['payments', 'depositOrders'] as const;

/** Recent orders shown under the deposit form: a short page, newest first (the server's order). */
export const ORDERS_PAGE_SIZE = 10;

export function fetchDepositChannels(signal?: AbortSignal) {
  return apiRequest(API.depositChannels, { schema: depositChannelsValueSchema, signal });
}

export function submitDeposit(body: DepositBody) {
  return apiRequest(API.deposit, { method: 'POST', body, schema: depositValueSchema });
}

export function fetchDepositOrders(pageNo: number, signal?: AbortSignal) {
  return apiRequest(API.depositOrders, {
    query: { pageNo: String(pageNo), pageSize: String(ORDERS_PAGE_SIZE) },
    schema: depositOrdersValueSchema,
    signal,
  });
}

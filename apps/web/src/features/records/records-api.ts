import { API, apiPath } from '@platform/contracts/api-paths';
import { memberMessagesValueSchema } from '@platform/contracts/member-messages';
import {
  bonusRecordsValueSchema,
  profitValueSchema,
  type RecordType,
  transactionRecordsValueSchema,
} from '@platform/contracts/records';
import { apiRequest } from '../../shared/api/http';
import type { DateRange } from './record-dates';

export const RECORDS_PAGE_SIZE = 10;

// Under 'session' so that logging out drops another member's records from the cache.
export const recordsQueryKey = ['session', 'records'] as const;
export const messagesQueryKey = ['session', 'memberMessages'] as const;

type RangeQuery = DateRange & { timeZone: string };

function rangeParams({ from, to, timeZone }: RangeQuery): Record<string, string> {
  return { from, to, timeZone };
}

export function fetchTransactions(query: RangeQuery & { type: RecordType; pageNo: number }, signal?: AbortSignal) {
  return apiRequest(API.transactionRecords, {
    query: {
      ...rangeParams(query),
      type: query.type,
      pageNo: String(query.pageNo),
      pageSize: String(RECORDS_PAGE_SIZE),
    },
    schema: transactionRecordsValueSchema,
    signal,
  });
}

export function fetchProfit(query: RangeQuery, signal?: AbortSignal) {
  return apiRequest(API.profitRecords, { query: rangeParams(query), schema: profitValueSchema, signal });
}

export function fetchBonusRecords(query: RangeQuery & { pageNo: number }, signal?: AbortSignal) {
  return apiRequest(API.bonusRecords, {
    query: { ...rangeParams(query), pageNo: String(query.pageNo), pageSize: String(RECORDS_PAGE_SIZE) },
    schema: bonusRecordsValueSchema,
    signal,
  });
}

export function fetchMemberMessages(pageNo: number, signal?: AbortSignal) {
  return apiRequest(API.memberMessages, {
    query: { pageNo: String(pageNo), pageSize: String(RECORDS_PAGE_SIZE) },
    schema: memberMessagesValueSchema,
    signal,
  });
}

/** Reading a message again is harmless, so a retried call needs no request id. */
export function markMessageRead(id: string) {
  return apiRequest(apiPath(API.memberMessageRead, { id }), { method: 'POST' });
}

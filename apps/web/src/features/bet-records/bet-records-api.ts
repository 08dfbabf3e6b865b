import { API } from '@platform/contracts/api-paths';
import { type BetRecordGameType, betRecordsValueSchema } from '@platform/contracts/bet-records';
import { apiRequest } from '../../shared/api/http';
import type { ApiLanguage } from '../../shared/i18n/api-language';
import type { DateRange } from '../records/record-dates';

export const BET_RECORDS_PAGE_SIZE = 10;

// Under 'session' so that logging out drops another member's bets from the cache.
export const betRecordsQueryKey = ['session', 'betRecords'] as const;

export type BetRecordsParams = DateRange & {
  timeZone: string;
  gameType: BetRecordGameType;
  /** '' for every provider. */
  vendor: string;
  pageNo: number;
  /** Names of games and providers come in it where the catalogue has them. */
  language: ApiLanguage;
};

export function fetchBetRecords(params: BetRecordsParams, signal?: AbortSignal) {
  const query: Record<string, string> = {
    from: params.from,
    to: params.to,
    timeZone: params.timeZone,
    gameType: params.gameType,
    pageNo: String(params.pageNo),
    pageSize: String(BET_RECORDS_PAGE_SIZE),
    language: params.language,
  };
  if (params.vendor) query.vendor = params.vendor;
  return apiRequest(API.betRecords, { query, schema: betRecordsValueSchema, signal });
}

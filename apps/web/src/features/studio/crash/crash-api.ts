import { API } from '@platform/contracts/api-paths';
import {
  type CrashBetBody,
  type CrashBetValue,
  type CrashFairness,
  type CrashHistoryRound,
  type CrashStateValue,
  crashBetValueSchema,
  crashFairnessValueSchema,
  crashHistoryValueSchema,
  crashStateValueSchema,
} from '@platform/contracts/crash';
import { apiRequest } from '../../../shared/api/http';

/** The crash game's calls (contracts/crash.ts): the member's token and the page's launch id. */

export function placeCrashBet(body: CrashBetBody): Promise<CrashBetValue> {
  return apiRequest(API.crashBet, { method: 'POST', body, schema: crashBetValueSchema });
}

export function cashOutCrash(launchId: string, roundNumber: number): Promise<CrashBetValue> {
  return apiRequest(API.crashCashOut, { method: 'POST', body: { launchId, roundNumber }, schema: crashBetValueSchema });
}

export function fetchCrashState(launchId: string, signal?: AbortSignal): Promise<CrashStateValue> {
  return apiRequest(API.crashState, { query: { launchId }, schema: crashStateValueSchema, signal });
}

export async function fetchCrashHistory(launchId: string, limit = 20): Promise<CrashHistoryRound[]> {
  const value = await apiRequest(API.crashHistory, {
    query: { launchId, limit: String(limit) },
    schema: crashHistoryValueSchema,
  });
  return value.rounds;
}

export function fetchCrashFairness(launchId: string): Promise<CrashFairness> {
  return apiRequest(API.crashFairness, { query: { launchId }, schema: crashFairnessValueSchema });
}

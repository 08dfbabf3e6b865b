import { API, apiPath } from '@platform/contracts/api-paths';
import { RESULT_CODES, type ResultCode } from '@platform/contracts/result-code';
import {
  type StudioInstantEngine,
  type StudioRound,
  type StudioSession,
  studioClientSeedValueSchema,
  studioRotateSeedValueSchema,
  studioRoundValueSchema,
  studioSessionValueSchema,
} from '@platform/contracts/studio';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/api-error';
import { apiRequest } from '../../shared/api/http';
import { readSessionToken } from '../../shared/storage/session-keys';

/**
 * The studio's calls (contracts/studio.ts). Each carries the launch id beside the member's Bearer
 * token (same origin as the lobby, so the token in session storage is the member's session).
 */

/** A launch id as the lobby's launch answers it: checked here so a mangled URL never reaches the API. */
export const LAUNCH_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export function openStudioSession(launchId: string, signal?: AbortSignal): Promise<StudioSession> {
  return apiRequest(API.studioSession, {
    method: 'POST',
    body: { launchId },
    schema: studioSessionValueSchema,
    signal,
  });
}

/** One round of an instant game (slot, roulette, dice, plinko): the bet and its outcome at once. */
export function playRound(engine: StudioInstantEngine, body: Record<string, unknown>): Promise<StudioRound> {
  return apiRequest(apiPath(API.studioPlay, { engine }), { method: 'POST', body, schema: studioRoundValueSchema });
}

export function startMines(body: {
  launchId: string;
  requestId: string;
  stake: string;
  mines: number;
}): Promise<StudioRound> {
  return apiRequest(API.studioMinesStart, { method: 'POST', body, schema: studioRoundValueSchema });
}

export function revealMines(body: { launchId: string; roundId: string; tile: number }): Promise<StudioRound> {
  return apiRequest(API.studioMinesReveal, { method: 'POST', body, schema: studioRoundValueSchema });
}

export function cashOutMines(body: { launchId: string; roundId: string }): Promise<StudioRound> {
  return apiRequest(API.studioMinesCashOut, { method: 'POST', body, schema: studioRoundValueSchema });
}

export type RotatedSeeds = z.infer<typeof studioRotateSeedValueSchema>;

export function rotateSeed(launchId: string): Promise<RotatedSeeds> {
  return apiRequest(API.studioRotateSeed, { method: 'POST', body: { launchId }, schema: studioRotateSeedValueSchema });
}

/** A new client seed always rotates the pair: the answer reveals the old server seed. */
export function changeClientSeed(launchId: string, clientSeed: string): Promise<RotatedSeeds> {
  return apiRequest(API.studioClientSeed, {
    method: 'POST',
    body: { launchId, clientSeed },
    schema: studioClientSeedValueSchema,
  });
}

/**
 * The member's verifiable rounds as JSON lines (GET API.studioRoundsExport, not an envelope on
 * success): the text docs/verify-rounds.mjs reads. A refusal still answers the JSON envelope.
 */
export async function exportRounds(): Promise<string> {
  const headers: Record<string, string> = { Accept: 'application/x-ndjson, application/json' };
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(API.studioRoundsExport, { headers });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  const text = await response.text().catch(() => {
    throw new ApiError('NETWORK', response.status);
  });
  if (response.ok && !(response.headers.get('content-type') ?? '').includes('application/json')) return text;
  let code: unknown = 'NETWORK';
  let value: unknown = null;
  try {
    const envelope = JSON.parse(text) as { success?: unknown; code?: unknown; value?: unknown };
    // An empty export may come back as an envelope too.
    if (envelope.success === true) return typeof envelope.value === 'string' ? envelope.value : '';
    code = envelope.code;
    value = envelope.value ?? null;
  } catch {
    throw new ApiError('NETWORK', response.status);
  }
  throw new ApiError(
    typeof code === 'string' && (RESULT_CODES as readonly string[]).includes(code)
      ? (code as ResultCode)
      : 'INTERNAL_ERROR',
    response.status,
    value,
  );
}

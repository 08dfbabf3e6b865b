import type { ResultCode } from '@platform/contracts/result-code';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';
import { forgetStaffToken, staffToken } from '../session/staff-token';

/** A failed call: the envelope's code, or NETWORK when no envelope came back at all. */
export class ApiError extends Error {
  readonly code: ResultCode | 'NETWORK';
  readonly value: unknown;

  constructor(code: ResultCode | 'NETWORK', value: unknown = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.value = value;
  }
}

/** Codes that mean the staff session is gone: the console returns to its login. */
const SESSION_ENDED: ReadonlySet<string> = new Set(['LOGIN_REQUIRED', 'SESSION_EXPIRED']);

let onSessionEnded: () => void = () => {};
let lastCallAt = Date.now();

/** The app's reaction to a session the server no longer knows (idle, logged out elsewhere, revoked). */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

/** When the console last reached the server: the server's idle clock restarts with every call. */
export function lastServerCall(): number {
  return lastCallAt;
}

type CallOptions = {
  method?: 'GET' | 'POST' | 'PUT';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
};

/** Calls the staff API with the session's token and returns the envelope's value, checked by `schema`. */
export async function apiCall<T>(schema: z.ZodType<T>, path: string, options: CallOptions = {}): Promise<T> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const search = query.toString();
  const url = search ? `${path}?${search}` : path;
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = staffToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let envelope: { success?: boolean; code?: ResultCode; value?: unknown };
  try {
    const response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    envelope = await response.json();
  } catch {
    throw new ApiError('NETWORK');
  }
  lastCallAt = Date.now();
  if (!envelope.success || !envelope.code) {
    const code = envelope.code ?? 'INTERNAL_ERROR';
    if (token && SESSION_ENDED.has(code)) {
      forgetStaffToken();
      onSessionEnded();
    }
    throw new ApiError(code, envelope.value ?? null);
  }
  return schema.parse(envelope.value);
}

/** A path of api-paths.ts with its `:id` filled in. */
export function pathWithId(path: string, id: string): string {
  return path.replace(':id', encodeURIComponent(id));
}

/**
 * A refused form's field errors, as the server names them (`body.deniedNetworks.1` -> rule), keyed
 * by the field's path in the form (`deniedNetworks.1`); empty for any other failure.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return {};
  const errors = (error.value as { errors?: { field?: unknown; rule?: unknown }[] } | null)?.errors ?? [];
  const found: Record<string, string> = {};
  for (const { field, rule } of errors) {
    if (typeof field === 'string' && typeof rule === 'string') found[field.replace(/^body\./, '')] = rule;
  }
  return found;
}

/** The catalogue key of a failure's message: `code_<CODE>`, or the network's. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return 'network_error';
    // A code the console has no sentence for yet still says something went wrong, never the key.
    return i18n.exists(`code_${error.code}`) ? `code_${error.code}` : 'code_UNKNOWN';
  }
  return 'code_UNKNOWN';
}

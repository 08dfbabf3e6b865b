import { DEVICE_ID_HEADER } from '@platform/contracts/device-id';
import { RESULT_CODES, type ResultCode } from '@platform/contracts/result-code-list';
import type { z } from 'zod';
import { deviceId } from '../storage/device-id';
import { readSessionToken } from '../storage/session-keys';
import { ApiError } from './api-error';

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  /** JSON-encoded, except FormData which goes as multipart (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
};

type CheckedRequestOptions<S extends z.ZodType> = RequestOptions & {
  /** Validates `value` of a successful envelope, so a drifted server fails loudly, not subtly. */
  schema: S;
};

function isResultCode(code: unknown): code is ResultCode {
  return typeof code === 'string' && (RESULT_CODES as readonly string[]).includes(code);
}

/**
 * Calls the API and unwraps the `{success, code, message, value}` envelope. With a schema the value
 * is checked against it: the lazily loaded features pass one, since zod comes with them anyway.
 */
export function apiRequest<S extends z.ZodType>(path: string, options: CheckedRequestOptions<S>): Promise<z.infer<S>>;
/**
 * Without a schema the value is taken as `T`: the server checked it against the same contract
 * before sending it (the web is served by the same build), so the first screen does not ship zod
 * to check it again (decision 0019).
 */
export function apiRequest<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
export async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: z.ZodType } = {},
): Promise<unknown> {
  const url = options.query ? `${path}?${new URLSearchParams(options.query).toString()}` : path;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The page's language, not the browser's: what the server writes itself (sms codes, e-mails)
  // is in the language the member reads the site in.
  const language = document.documentElement.lang;
  if (language) headers['Accept-Language'] = language;
  const token = readSessionToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const device = deviceId();
  if (device) headers[DEVICE_ID_HEADER] = device;
  // A FormData body is sent as it is: the browser writes the multipart Content-Type with its boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body:
        options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK', 0);
  }

  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('NETWORK', response.status);
  }
  if (typeof envelope !== 'object' || envelope === null || !('success' in envelope) || !('code' in envelope)) {
    throw new ApiError('NETWORK', response.status);
  }
  const { success, code } = envelope as { success: unknown; code: unknown };
  const value = (envelope as { value?: unknown }).value ?? null;
  if (success !== true) {
    throw new ApiError(isResultCode(code) ? code : 'INTERNAL_ERROR', response.status, value);
  }
  if (!options.schema) return value;
  const parsed = options.schema.safeParse(value);
  if (!parsed.success) {
    console.error(`Response of ${path} does not match its contract`, parsed.error);
    throw new ApiError('INTERNAL_ERROR', response.status, value);
  }
  return parsed.data;
}

import { z } from 'zod';

/**
 * Every API response carries one of these codes. The web translates the code (key `code_<CODE>`);
 * the server never sends user-facing prose. Later features add their codes here, in one place.
 */
export const RESULT_CODES = [
  'OK',
  'VALIDATION_FAILED',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'TOO_MANY_REQUESTS',
  'REGION_RESTRICTED',
  'MAINTENANCE',
  'MERCHANT_NOT_FOUND',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;

export const resultCodeSchema = z.enum(RESULT_CODES);
export type ResultCode = z.infer<typeof resultCodeSchema>;

/** The HTTP status each failure code is sent with; success is always 200. */
export const HTTP_STATUS_OF_CODE: Record<ResultCode, number> = {
  OK: 200,
  VALIDATION_FAILED: 400,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  TOO_MANY_REQUESTS: 429,
  REGION_RESTRICTED: 403,
  MAINTENANCE: 503,
  MERCHANT_NOT_FOUND: 404,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

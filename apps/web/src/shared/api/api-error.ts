import type { ResultCode } from '@platform/contracts/result-code';

/**
 * A failed call. `code` is the envelope's code, or NETWORK when no envelope came back at all
 * (offline, proxy error page, unparsable body): the UI shows "Link abnormal" for that.
 */
export type ApiFailureCode = ResultCode | 'NETWORK';

export class ApiError extends Error {
  readonly code: ApiFailureCode;
  readonly httpStatus: number;
  readonly value: unknown;

  constructor(code: ApiFailureCode, httpStatus: number, value: unknown = null) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.httpStatus = httpStatus;
    this.value = value;
  }
}

/** The translation key of a failure: `code_<CODE>` from the envelope, `link_abnormal` for the network. */
export function errorMessageKey(error: unknown): string {
  if (error instanceof ApiError) return error.code === 'NETWORK' ? 'link_abnormal' : `code_${error.code}`;
  return 'unknown_error';
}

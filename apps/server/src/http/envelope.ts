import type { Envelope } from '@platform/contracts/envelope';
import { HTTP_STATUS_OF_CODE, type ResultCode } from '@platform/contracts/result-code';

export function ok<T>(value: T): Envelope<T> {
  return { success: true, code: 'OK', message: '', value };
}

export function failure<T>(code: ResultCode, value: T, message: string = code): Envelope<T> {
  return { success: false, code, message, value };
}

/**
 * Thrown by services for an expected refusal; the error handler sends it as the envelope with the
 * code's HTTP status. `message` is for developers and logs: users see the web's translation of `code`.
 */
export class ApiError extends Error {
  readonly httpStatus: number;
  constructor(
    readonly code: ResultCode,
    readonly value: unknown = null,
    message: string = code,
  ) {
    super(message);
    this.httpStatus = HTTP_STATUS_OF_CODE[code];
  }

  toEnvelope(): Envelope<unknown> {
    return failure(this.code, this.value, this.message);
  }
}

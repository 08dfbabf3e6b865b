import { API, apiPath } from '@platform/contracts/api-paths';
import { VENDOR_WALLET_LIMITS } from '@platform/contracts/vendor-wallet';
import type { CallAttempt, CallLog, CallRecord, SentRequest } from './call-log';
import { signedHeaders } from './signing';
import type { Switches } from './switches';

/** The platform's answer to one call, as the simulator saw it. */
export type PlatformAnswer = {
  httpStatus: number | null;
  /** The envelope, when the answer was one. */
  success: boolean;
  code: string;
  value: Record<string, unknown> | null;
  /** Set when no usable answer came: TIMEOUT, UNREACHABLE: ..., or NOT_AN_ENVELOPE. */
  error: string | null;
  seq: number;
};

/** A call whose outcome the vendor cannot know: no answer, or a server error. It must be retried or undone. */
export const isUnknown = (answer: PlatformAnswer) =>
  answer.error !== null || answer.httpStatus === null || answer.httpStatus >= 500;

export type WalletCall = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback';

const PATH_OF: Record<WalletCall, string> = {
  authenticate: API.vendorAuthenticate,
  balance: API.vendorBalance,
  debit: API.vendorDebit,
  credit: API.vendorCredit,
  rollback: API.vendorRollback,
};

/** The money calls: the only ones the misbehaviour switches touch (a launch token works once anyway). */
const SWITCHED: ReadonlySet<WalletCall> = new Set(['debit', 'credit', 'rollback']);

export type PlatformClientOptions = {
  platformUrl: string;
  secret: string;
  switches: () => Switches;
  calls: CallLog;
};

/**
 * Calls the platform's seamless wallet as a vendor does: signed JSON over HTTP, each call logged.
 * The switches decide how badly: cut short and sent again, sent twice in a row or at once.
 */
export class PlatformClient {
  constructor(private readonly options: PlatformClientOptions) {}

  pathOf(call: WalletCall, vendor: string): string {
    return apiPath(PATH_OF[call], { vendor });
  }

  async call(
    call: WalletCall,
    vendor: string,
    body: Record<string, unknown>,
    roundId: string | null = null,
    attempt: CallAttempt = 'FIRST',
  ): Promise<PlatformAnswer> {
    const path = this.pathOf(call, vendor);
    const rawBody = JSON.stringify(body);
    const request: SentRequest = {
      vendor,
      path,
      rawBody,
      headers: signedHeaders(this.options.secret, vendor, path, rawBody),
    };
    if (!SWITCHED.has(call)) return this.send(request, attempt, roundId);
    const switches = this.options.switches();
    if (switches.duplicate) {
      const [first] = await Promise.all([
        this.deliver(request, attempt, roundId, switches),
        this.deliver(request, 'DUPLICATE', roundId, switches),
      ]);
      return first;
    }
    const first = await this.deliver(request, attempt, roundId, switches);
    if (!switches.retry) return first;
    return this.deliver(request, 'RETRY', roundId, switches);
  }

  /** Sends an earlier call again, signed now unless `sameSignature` (then byte for byte). */
  async replay(
    seq: number,
    options: { changes?: Record<string, unknown>; timestampOffsetSeconds?: number; sameSignature?: boolean },
  ): Promise<PlatformAnswer | null> {
    const earlier = this.options.calls.request(seq);
    if (!earlier) return null;
    const rawBody = options.changes
      ? JSON.stringify({ ...(JSON.parse(earlier.rawBody) as object), ...options.changes })
      : earlier.rawBody;
    const nowMs = Date.now() + (options.timestampOffsetSeconds ?? 0) * 1000;
    const headers = options.sameSignature
      ? earlier.headers
      : signedHeaders(this.options.secret, earlier.vendor, earlier.path, rawBody, nowMs);
    return this.send({ ...earlier, rawBody, headers }, 'REPLAY', null);
  }

  /** One sending, cut short and sent again while the timeout switch says so. */
  private async deliver(
    request: SentRequest,
    attempt: CallAttempt,
    roundId: string | null,
    switches: Switches,
  ): Promise<PlatformAnswer> {
    if (switches.timeoutMs === null) return this.send(request, attempt, roundId);
    let label = attempt;
    for (let i = 0; i < switches.timeoutAttempts; i++) {
      const answer = await this.send(request, label, roundId, switches.timeoutMs);
      if (answer.error !== 'TIMEOUT') return answer;
      label = 'AFTER_TIMEOUT';
    }
    return this.send(request, 'AFTER_TIMEOUT', roundId);
  }

  async send(
    request: SentRequest,
    attempt: CallAttempt,
    roundId: string | null,
    timeoutMs: number = VENDOR_WALLET_LIMITS.transferRequestTimeoutMs,
  ): Promise<PlatformAnswer> {
    const started = performance.now();
    let httpStatus: number | null = null;
    let answer: unknown = null;
    let error: string | null = null;
    try {
      const res = await fetch(`${this.options.platformUrl}${request.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...request.headers },
        body: request.rawBody,
        signal: AbortSignal.timeout(timeoutMs),
      });
      httpStatus = res.status;
      const text = await res.text();
      try {
        answer = JSON.parse(text);
      } catch {
        answer = text.slice(0, 500);
      }
    } catch (caught) {
      httpStatus = null;
      const name = caught instanceof Error ? caught.name : '';
      error =
        name === 'TimeoutError' || name === 'AbortError'
          ? 'TIMEOUT'
          : `UNREACHABLE: ${caught instanceof Error ? ((caught.cause as Error | undefined)?.message ?? caught.message) : String(caught)}`;
    }
    const record = this.options.calls.add(
      {
        direction: 'OUT',
        vendor: request.vendor,
        path: request.path,
        attempt,
        roundId,
        body: JSON.parse(request.rawBody),
        httpStatus,
        answer,
        error,
        ms: Math.round(performance.now() - started),
      },
      request,
    );
    return toAnswer(record);
  }
}

function toAnswer(record: CallRecord): PlatformAnswer {
  const base = { httpStatus: record.httpStatus, seq: record.seq };
  if (record.error !== null) return { ...base, success: false, code: '', value: null, error: record.error };
  const answer = record.answer as Record<string, unknown> | null;
  if (!answer || typeof answer !== 'object' || typeof answer.success !== 'boolean' || typeof answer.code !== 'string') {
    return { ...base, success: false, code: '', value: null, error: 'NOT_AN_ENVELOPE' };
  }
  const value = answer.value && typeof answer.value === 'object' ? (answer.value as Record<string, unknown>) : null;
  return { ...base, success: answer.success, code: answer.code, value, error: null };
}

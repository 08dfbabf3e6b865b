import { VENDOR_WALLET_LIMITS } from '@platform/contracts/vendor-wallet';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobRunner } from '../../jobs/job-runner';

/** How long transfer-wallet calls may take, and when unanswered transfers are checked again. */
export type TransferTiming = {
  /** A /transfer or /transfer-status call unanswered after this is UNKNOWN. */
  requestTimeoutMs: number;
  /**
   * The first status check of a transfer waits this long after it opened: past the request's own
   * timeout, so the check never races the call it is about.
   */
  firstCheckAfterMs: number;
  /** A claimed check owns its transfer this long; a reconciler that died mid-check lets go then. */
  leaseMs: number;
  /** Unanswered checks back off from firstCheckAfterMs, doubling, up to this. */
  backoffMaxMs: number;
  /** A member's sub-wallet balance is asked of the vendor at most this often on wallet reads. */
  balanceCacheMs: number;
  /** Calls made while a member waits for the wallet page are cut shorter than transfers. */
  refreshTimeoutMs: number;
};

export type VendorTransferDeps = { db: Db; jobs: JobRunner; log: FastifyBaseLogger; timing: TransferTiming };

export function transferTimingOf(
  config: Partial<Pick<Config, 'VENDOR_TRANSFER_TIMEOUT_MS' | 'VENDOR_BALANCE_CACHE_SECONDS'>>,
): TransferTiming {
  const timeout = config.VENDOR_TRANSFER_TIMEOUT_MS ?? VENDOR_WALLET_LIMITS.transferRequestTimeoutMs;
  return {
    requestTimeoutMs: timeout,
    firstCheckAfterMs: Math.round(timeout * 1.5),
    leaseMs: timeout * 2,
    backoffMaxMs: 10 * 60_000,
    balanceCacheMs: (config.VENDOR_BALANCE_CACHE_SECONDS ?? 15) * 1000,
    refreshTimeoutMs: Math.min(timeout, 3_000),
  };
}

/** The wait before the next status check once `checks` checks went unanswered. */
export function backoffMs(timing: TransferTiming, checks: number): number {
  const exponent = Math.min(Math.max(checks - 1, 0), 20);
  return Math.min(timing.firstCheckAfterMs * 2 ** exponent, timing.backoffMaxMs);
}

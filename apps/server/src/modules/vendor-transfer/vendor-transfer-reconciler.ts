import type { Db } from '../../db/database';
import { defineQueue, type JobRunner } from '../../jobs/job-runner';
import { findIntegration } from '../vendor-wallet/vendor-integration-reads';
import { callTransferStatus } from './vendor-api-client';
import { backoffMs, type VendorTransferDeps } from './vendor-transfer-deps';
import {
  claimDueTransfers,
  deferCheck,
  findTransfer,
  listOpenTransfers,
  type TransferRow,
} from './vendor-transfer-repository';
import { closeWithVendorWord } from './vendor-transfer-settlement';

/**
 * Reconciliation of transfers whose outcome is unknown (the vendor hung, failed with a 5xx, or
 * answered without a valid signature): ask the vendor's /transfer-status, with backoff, until it
 * says SUCCEEDED, FAILED or NOT_FOUND, then move the money on or back. Every open transfer has one
 * pg-boss job, sent in the transaction that opened it; each check claims its transfer first, so
 * two server processes (or a job and a member's re-check) never settle one transfer twice.
 */
export const VENDOR_TRANSFER_QUEUE = defineQueue<{ id: string }>({ name: 'vendor-transfer-check', policy: 'short' });

export type CheckResult = { settled: boolean; nextCheckAt?: Date };

export async function scheduleCheck(jobs: JobRunner, id: string, at: Date, trx?: Db): Promise<void> {
  await jobs.send(
    VENDOR_TRANSFER_QUEUE,
    { id },
    // One waiting job per transfer, whoever schedules it (the transfer, a deferral, the sweep).
    { startAfter: at, singletonKey: `vendor-transfer:${id}`, ...(trx && { trx }) },
  );
}

/**
 * What a check that a staff member asked for also writes: `settled` in the transaction that closes
 * the transfer, `unanswered` once the next check is deferred.
 */
export type CheckRecorder = {
  settled: (trx: Db, closed: TransferRow, vendorStatus: string) => Promise<void>;
  unanswered: (reason: string) => Promise<void>;
};

/** Asks the vendor about one claimed transfer; settles it, or defers the next check. */
export async function checkClaimed(
  deps: VendorTransferDeps,
  row: TransferRow,
  timeoutMs: number,
  recorder?: CheckRecorder,
): Promise<CheckResult> {
  // The registry is read without regard to `enabled` or mode: money already on its way must be
  // settled even if the vendor was switched off since.
  const integration = await findIntegration(deps.db, row.merchantId, row.vendor);
  const call = integration?.apiUrl
    ? await callTransferStatus(
        { vendor: row.vendor, secret: integration.secret, apiUrl: integration.apiUrl },
        { transferId: row.transferId },
        timeoutMs,
      )
    : ({ answered: false, reason: 'NO_VENDOR_API' } as const);
  if (!call.answered) {
    const nextCheckAt = await deferCheck(deps.db, row.id, backoffMs(deps.timing, row.checks), call.reason);
    deps.log.warn({ transfer: row.id, vendor: row.vendor, reason: call.reason }, 'vendor transfer still unknown');
    await recorder?.unanswered(call.reason);
    return { settled: false, ...(nextCheckAt && { nextCheckAt }) };
  }
  const vendorStatus = call.value.status;
  const closed = await closeWithVendorWord(
    deps.db,
    row,
    vendorStatus,
    recorder && ((trx, done) => recorder.settled(trx, done, vendorStatus)),
  );
  if (closed) deps.log.info({ transfer: row.id, vendor: row.vendor, status: vendorStatus }, 'vendor transfer settled');
  return { settled: closed !== undefined };
}

/** The job's work: one transfer, if its check is due; otherwise when it will be. */
export async function recheckTransfer(deps: VendorTransferDeps, id: string): Promise<CheckResult> {
  const [claimed] = await claimDueTransfers(deps.db, { id, limit: 1, leaseMs: deps.timing.leaseMs });
  if (claimed) return checkClaimed(deps, claimed, deps.timing.requestTimeoutMs);
  const row = await findTransfer(deps.db, id);
  const open = row && (row.status === 'PENDING' || row.status === 'UNKNOWN');
  return { settled: false, ...(open && { nextCheckAt: row.nextCheckAt }) };
}

/** Checks every due transfer (of one member, for a re-check the member triggers), up to `limit`. */
export async function reconcileDue(
  deps: VendorTransferDeps,
  filter: { merchantId?: number; memberId?: number; limit?: number; timeoutMs?: number } = {},
): Promise<{ settled: number; deferred: number }> {
  const claimed = await claimDueTransfers(deps.db, {
    ...(filter.merchantId !== undefined && { merchantId: filter.merchantId }),
    ...(filter.memberId !== undefined && { memberId: filter.memberId }),
    limit: filter.limit ?? 50,
    leaseMs: deps.timing.leaseMs,
  });
  const results = await Promise.all(
    claimed.map((row) => checkClaimed(deps, row, filter.timeoutMs ?? deps.timing.requestTimeoutMs)),
  );
  // A deferred check still needs its job at the new time (the member's re-check moved it).
  for (const [i, result] of results.entries()) {
    const row = claimed[i];
    if (row && result.nextCheckAt) await scheduleCheck(deps.jobs, row.id, result.nextCheckAt);
  }
  const settled = results.filter((r) => r.settled).length;
  return { settled, deferred: results.length - settled };
}

/**
 * Starts this process's worker and re-sends a job for every open transfer, so a job lost with a
 * process (or never run) cannot leave money in transit for good.
 */
export async function startVendorTransferReconciler(deps: VendorTransferDeps): Promise<void> {
  await deps.jobs.queue(VENDOR_TRANSFER_QUEUE, async ({ id }) => {
    const { nextCheckAt } = await recheckTransfer(deps, id);
    if (nextCheckAt) await scheduleCheck(deps.jobs, id, nextCheckAt);
  });
  const open = await listOpenTransfers(deps.db);
  for (const transfer of open) await scheduleCheck(deps.jobs, transfer.id, transfer.nextCheckAt);
  if (open.length > 0) deps.log.info({ transfers: open.length }, 'vendor transfers in transit rescheduled');
}

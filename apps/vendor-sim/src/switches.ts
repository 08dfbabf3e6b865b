import { HttpError } from './http-helpers';

/**
 * What a misbehaving vendor does, switched on by tests (POST /admin/switches). Each switch copies a
 * failure real vendors show in production, so the platform's rules can be shown to hold under it.
 */

/** How the simulator treats a transfer call the platform makes to it (TRANSFER mode). */
export const TRANSFER_FAULTS = [
  /** Applies the transfer and answers. */
  'NONE',
  /** Never answers and applies nothing (the call got lost before the vendor's books). */
  'HANG',
  /** Applies the transfer, then never answers (the answer got lost). */
  'HANG_AFTER_APPLY',
  /** Refuses the transfer: answers status FAILED and remembers it as FAILED. */
  'FAIL',
  /** Answers 500 without applying anything. */
  'ERROR',
  /** Applies the transfer, then answers 500: only transfer-status tells the truth. */
  'DROP_ANSWER',
] as const;
export type TransferFault = (typeof TRANSFER_FAULTS)[number];

export type Switches = {
  /**
   * Cuts each wallet call (debit, credit, rollback) short after this many milliseconds and sends the
   * same request again, as a vendor whose HTTP client times out does; null: the normal 10 s timeout.
   */
  timeoutMs: number | null;
  /** How many attempts of one call `timeoutMs` cuts short before one is let through normally. */
  timeoutAttempts: number;
  /** Sends every wallet call twice, one after the other (a vendor that retries an answered call). */
  retry: boolean;
  /** Sends every wallet call twice at the same moment (two vendor servers handling the same bet). */
  duplicate: boolean;
  /** After the debit, sends a rollback instead of the credit (the vendor cancelled the round). */
  rollback: boolean;
  /** Sends the rollback of a debit before the debit itself: the debit must then be refused. */
  rollbackBeforeDebit: boolean;
  /** Keeps the credit back until POST /admin/release (a late win, e.g. after the session expired). */
  holdCredit: boolean;
  /** What happens to transfer calls the platform makes to us. */
  transferFault: TransferFault;
  /** The fault hits only this many transfer calls, then transfers work again; null: every call. */
  transferFaultTimes: number | null;
};

export const DEFAULT_SWITCHES: Readonly<Switches> = Object.freeze({
  timeoutMs: null,
  timeoutAttempts: 1,
  retry: false,
  duplicate: false,
  rollback: false,
  rollbackBeforeDebit: false,
  holdCredit: false,
  transferFault: 'NONE',
  transferFaultTimes: null,
});

const BOOLEAN_SWITCHES = ['retry', 'duplicate', 'rollback', 'rollbackBeforeDebit', 'holdCredit'] as const;

function invalid(field: string): never {
  throw new HttpError(400, 'INVALID_SWITCH', { field });
}

function intOrNull(value: unknown, field: string, min: number, max: number): number | null {
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) invalid(field);
  return value;
}

/**
 * The switches after applying `changes` (a partial object, as the admin call sends it). Unknown
 * names and wrong values are refused as a whole, so a typo never leaves a test running unswitched.
 */
export function applySwitches(current: Switches, changes: Record<string, unknown>): Switches {
  const next: Switches = { ...current };
  for (const [field, value] of Object.entries(changes)) {
    if ((BOOLEAN_SWITCHES as readonly string[]).includes(field)) {
      if (typeof value !== 'boolean') invalid(field);
      next[field as (typeof BOOLEAN_SWITCHES)[number]] = value;
    } else if (field === 'timeoutMs') {
      next.timeoutMs = intOrNull(value, field, 1, 60_000);
    } else if (field === 'timeoutAttempts') {
      next.timeoutAttempts = intOrNull(value, field, 1, 10) ?? invalid(field);
    } else if (field === 'transferFault') {
      if (!TRANSFER_FAULTS.includes(value as TransferFault)) invalid(field);
      next.transferFault = value as TransferFault;
    } else if (field === 'transferFaultTimes') {
      next.transferFaultTimes = intOrNull(value, field, 1, 1_000);
    } else {
      invalid(field);
    }
  }
  if (next.rollback && next.holdCredit) invalid('holdCredit');
  return next;
}

/**
 * The fault for the next transfer call, counting it down when it is limited to a number of calls:
 * the first `transferFaultTimes` calls get the fault, later ones go through.
 */
export function takeTransferFault(switches: Switches): TransferFault {
  if (switches.transferFault === 'NONE') return 'NONE';
  const fault = switches.transferFault;
  if (switches.transferFaultTimes !== null) {
    switches.transferFaultTimes -= 1;
    if (switches.transferFaultTimes <= 0) {
      switches.transferFault = 'NONE';
      switches.transferFaultTimes = null;
    }
  }
  return fault;
}

import { createHash } from 'node:crypto';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import {
  type AccountKind,
  isAccountKind,
  isTransactionKind,
  SHARED_ACCOUNT_KINDS,
  type TransactionKind,
} from './ledger-kinds';
import {
  type BalancesAfter,
  findByIdempotency,
  findLines,
  type HistoryFilter,
  type HistoryRow,
  insertTransaction,
  type MemberAccount,
  memberBalances,
  memberHistory,
  type PostingLine,
  sharedBalance,
} from './ledger-repository';
import { announceAfterCommit, assertMoneyTransaction, holdUntilCommit, releaseCommitted } from './money-event-bus';
import type { MoneyEvent, MovementEvent } from './money-events';

/**
 * The only way into the ledger: every movement of money in any module is a call here. Amounts are
 * bigint minor units in the merchant's one currency; positive credits an account, negative debits.
 */

export type AccountRef = { kind: AccountKind; memberId?: number | string; vendor?: string };
export type PostingInput = { account: AccountRef; amount: bigint };
export type Idempotency = { source: string; key: string };

export type PostInput = {
  merchantId: number;
  kind: TransactionKind;
  idempotency: Idempotency;
  postings: PostingInput[];
  /** Descriptive only (not part of the request hash): a retry may carry a fresher memo. */
  memo?: Record<string, unknown>;
  reversesId?: string;
  /** The movement to tell money-event listeners about once this commits; never on a replay. */
  announce?: MovementEvent;
};

export type PostResult = {
  transactionId: string;
  /** True when the key had already taken effect: this is the first answer, nothing changed. */
  replayed: boolean;
  /** Account id -> balance right after this transaction. */
  balances: BalancesAfter;
};

const INT8_MAX = 2n ** 63n - 1n;
const MAX_ATTEMPTS = 5;

/** The same value shape as every other VALIDATION_FAILED, should the refusal reach a client. */
function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

function memberIdOf(ref: AccountRef): number | null {
  if (ref.memberId === undefined) return null;
  const id = Number(ref.memberId);
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== String(ref.memberId)) {
    throw invalid('postings.account.memberId', 'positive integer');
  }
  return id;
}

/**
 * Accounts every member's money passes through: each is split into SHARED_ACCOUNT_SHARDS rows
 * (migration 0019), its balance the sum of them, so that concurrent transactions of different
 * members do not all wait for one row's lock. A transaction books them on the shard of its member
 * with the lowest id (shard 0 when no member takes part): the same lines always land on the same
 * rows, and a reversal undoes each posting on the row it moved.
 */
export const SHARED_ACCOUNT_SHARDS = 16;

function withShards(lines: Omit<PostingLine, 'shard'>[]): PostingLine[] {
  const members = lines.flatMap((l) => (l.memberId === null ? [] : [l.memberId]));
  const shard = members.length === 0 ? 0 : Math.min(...members) % SHARED_ACCOUNT_SHARDS;
  return lines.map((l) => ({
    ...l,
    shard: (SHARED_ACCOUNT_KINDS as readonly AccountKind[]).includes(l.kind) ? shard : 0,
  }));
}

function toLine(p: PostingInput): Omit<PostingLine, 'shard'> {
  const { kind, vendor } = p.account;
  if (!isAccountKind(kind)) throw invalid('postings.account.kind', 'known kind');
  const memberId = memberIdOf(p.account);
  const ownedByMember = kind.startsWith('MEMBER_') || kind === 'AGENT_COMMISSION';
  if (ownedByMember !== (memberId !== null)) throw invalid('postings.account.memberId', `required only for ${kind}`);
  const isVendor = kind === 'VENDOR_CLEARING' || kind === 'MEMBER_VENDOR_WALLET' || kind === 'MEMBER_IN_TRANSIT';
  if (isVendor !== (vendor !== undefined)) throw invalid('postings.account.vendor', `required only for ${kind}`);
  if (vendor !== undefined && (vendor.length < 1 || vendor.length > 64)) {
    throw invalid('postings.account.vendor', '1 to 64 characters');
  }
  if (typeof p.amount !== 'bigint' || p.amount === 0n || p.amount > INT8_MAX || p.amount < -INT8_MAX) {
    throw invalid('postings.amount', 'non-zero int8');
  }
  return { kind, memberId, vendor: vendor ?? null, amount: p.amount };
}

const lineKey = (l: Omit<PostingLine, 'shard'>) => `${l.kind}|${l.memberId ?? ''}|${l.vendor ?? ''}`;

function validate(input: PostInput): PostingLine[] {
  if (!Number.isSafeInteger(input.merchantId) || input.merchantId <= 0) throw invalid('merchantId', 'positive integer');
  if (!isTransactionKind(input.kind)) throw invalid('kind', 'known kind');
  const { source, key } = input.idempotency;
  if (source.length < 1 || source.length > 64) throw invalid('idempotency.source', '1 to 64 characters');
  if (key.length < 1 || key.length > 200) throw invalid('idempotency.key', '1 to 200 characters');
  if (input.reversesId !== undefined && !/^[1-9][0-9]{0,18}$/.test(input.reversesId)) {
    throw invalid('reversesId', 'transaction id');
  }
  if (input.postings.length < 2) throw invalid('postings', 'at least two lines');
  const lines = input.postings.map(toLine);
  if (lines.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw invalid('postings', 'sum to zero');
  if (new Set(lines.map(lineKey)).size !== lines.length) throw invalid('postings', 'one line per account');
  return withShards(lines);
}

/** What makes two requests "the same": order of lines and the memo do not count. */
function requestHash(input: PostInput, lines: PostingLine[]): string {
  const canonical = JSON.stringify({
    kind: input.kind,
    reversesId: input.reversesId ?? null,
    postings: lines
      .map((l) => [lineKey(l), l.amount.toString()] as const)
      .sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0)),
  });
  return createHash('sha256').update(canonical).digest('hex');
}

type PgError = { code?: string; constraint?: string };

function translate(error: unknown): unknown {
  const e = error as PgError;
  if (e.code === '23514' && e.constraint === 'ledger_account_balance_non_negative') {
    return new ApiError('INSUFFICIENT_FUNDS');
  }
  if (e.code === '23505' && e.constraint === 'ledger_transaction_reverses_once') {
    return new ApiError('IDEMPOTENCY_CONFLICT', { reason: 'ALREADY_REVERSED' });
  }
  if (e.code === '23503' && e.constraint?.startsWith('ledger_transaction_reverses_id')) {
    return invalid('reversesId', 'transaction of this merchant');
  }
  if (e.code === '23503') return invalid('postings.account.memberId', 'member of this merchant');
  return error;
}

const retryable = (error: unknown) => ['40001', '40P01'].includes((error as PgError).code ?? '');

/** After commit: which members' balances the write touched (a replay's too, see money-events.ts). */
function announceBalances(db: Db, merchantId: number, lines: PostingLine[]): void {
  const memberIds = [...new Set(lines.flatMap((l) => (l.memberId === null ? [] : [l.memberId])))];
  if (memberIds.length > 0) announceAfterCommit(db, { type: 'balancesChanged', merchantId, memberIds });
}

/**
 * The one way to write to the ledger inside a transaction: runs `work` in `db.transaction()` (same
 * isolation, same single attempt: a caller that retries wraps this) and, once the commit has
 * succeeded, hands the money events of its ledger writes to their listeners (money-events.ts).
 * Nothing is announced on rollback.
 */
export async function runMoneyTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  let held: MoneyEvent[] = [];
  const result = await db.transaction().execute((trx) => {
    held = holdUntilCommit(trx);
    return work(trx);
  });
  releaseCommitted(db, held);
  return result;
}

/**
 * Posts one balanced transaction, exactly once per idempotency key. Runs as a single statement: on
 * its own it is its own database transaction; inside a caller's transaction (which must come from
 * runMoneyTransaction, or this throws) it commits with it.
 */
export async function postTransaction(db: Db, input: PostInput): Promise<PostResult> {
  assertMoneyTransaction(db);
  const lines = validate(input);
  const hash = requestHash(input, lines);
  const { source, key } = input.idempotency;
  for (let attempt = 1; ; attempt++) {
    try {
      const posted = await insertTransaction(db, {
        merchantId: input.merchantId,
        kind: input.kind,
        source,
        key,
        requestHash: hash,
        reversesId: input.reversesId ?? null,
        memo: input.memo ?? null,
        lines,
      });
      if (posted) {
        announceBalances(db, input.merchantId, lines);
        if (input.announce) announceAfterCommit(db, { ...input.announce, transactionId: posted.transactionId });
        return { ...posted, replayed: false };
      }
      const first = await findByIdempotency(db, input.merchantId, source, key);
      if (!first) {
        // Taken by a writer that then rolled back: the key is free again.
        if (attempt < MAX_ATTEMPTS) continue;
        throw new Error('ledger idempotency key neither free nor found');
      }
      if (first.requestHash !== hash) throw new ApiError('IDEMPOTENCY_CONFLICT');
      announceBalances(db, input.merchantId, lines);
      return { transactionId: first.transactionId, replayed: true, balances: first.balances };
    } catch (error) {
      // Inside a caller's transaction the failed statement has aborted it: only the caller can retry.
      if (retryable(error) && !db.isTransaction && attempt < MAX_ATTEMPTS) continue;
      throw translate(error);
    }
  }
}

/**
 * Undoes a transaction by posting its negation (kind REVERSAL). A transaction is reversed at most
 * once: a second reversal under another key is refused (IDEMPOTENCY_CONFLICT, ALREADY_REVERSED);
 * under the same key it is a replay. Refused with INSUFFICIENT_FUNDS when a member has spent it.
 */
export async function reverseTransaction(
  db: Db,
  input: {
    merchantId: number;
    transactionId: string;
    idempotency: Idempotency;
    memo?: Record<string, unknown>;
    announce?: MovementEvent;
  },
): Promise<PostResult> {
  assertMoneyTransaction(db); // A transaction runMoneyTransaction did not open is refused before any read.
  if (!/^[1-9][0-9]{0,18}$/.test(input.transactionId)) throw invalid('transactionId', 'transaction id');
  const lines = await findLines(db, input.merchantId, input.transactionId);
  if (lines.length === 0) throw new ApiError('NOT_FOUND');
  return postTransaction(db, {
    merchantId: input.merchantId,
    kind: 'REVERSAL',
    idempotency: input.idempotency,
    reversesId: input.transactionId,
    memo: input.memo,
    announce: input.announce,
    postings: lines.map((l) => ({
      account: {
        kind: l.kind,
        ...(l.memberId !== null && { memberId: l.memberId }),
        ...(l.vendor !== null && { vendor: l.vendor }),
      },
      amount: -l.amount,
    })),
  });
}

/** Every account a member owns with its balance, vendor sub-wallets one by one (accounts never used are absent). */
export function accountsOf(db: Db, merchantId: number, memberId: number): Promise<MemberAccount[]> {
  return memberBalances(db, merchantId, memberId);
}

/** The balance of the house, a payment clearing or a vendor's clearing account, all its shards together. */
export function sharedAccountBalance(
  db: Db,
  merchantId: number,
  ref: { kind: 'HOUSE' | 'PAYMENT_CLEARING' } | { kind: 'VENDOR_CLEARING'; vendor: string },
): Promise<bigint> {
  return sharedBalance(db, merchantId, ref.kind, 'vendor' in ref ? ref.vendor : null);
}

/** A member's own balances; an account never used reads 0. */
export async function balancesOf(
  db: Db,
  merchantId: number,
  memberId: number,
): Promise<{ cash: bigint; bonus: bigint; points: bigint; agentCommission: bigint }> {
  const out = { cash: 0n, bonus: 0n, points: 0n, agentCommission: 0n };
  for (const { kind, balance } of await memberBalances(db, merchantId, memberId)) {
    if (kind === 'MEMBER_CASH') out.cash = balance;
    else if (kind === 'MEMBER_BONUS') out.bonus = balance;
    else if (kind === 'MEMBER_POINTS') out.points = balance;
    else if (kind === 'AGENT_COMMISSION') out.agentCommission = balance;
  }
  return out;
}

/** A member's postings over all the member's accounts, newest first, one page at a time. */
export async function historyOf(
  db: Db,
  merchantId: number,
  memberId: number,
  filter: HistoryFilter,
): Promise<{ rows: HistoryRow[]; total: number }> {
  if (!Number.isSafeInteger(filter.page) || filter.page < 1) throw invalid('page', 'positive integer');
  if (!Number.isSafeInteger(filter.pageSize) || filter.pageSize < 1 || filter.pageSize > 200) {
    throw invalid('pageSize', '1 to 200');
  }
  return memberHistory(db, merchantId, memberId, filter);
}

export type { HistoryFilter, HistoryRow, MemberAccount };

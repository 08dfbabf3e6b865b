import { createHash } from 'node:crypto';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import { VENDOR_WALLET_LIMITS, type VendorTransactionKind } from '@platform/contracts/vendor-wallet';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { cashBalance } from '../ledger/ledger-reads';
import { type PostingInput, postTransaction, reverseTransaction, runMoneyTransaction } from '../ledger/ledger-service';
import { announceMoneyEvent } from '../ledger/money-events';
import {
  addToWinnerBoard,
  findCall,
  insertTombstone,
  lockRound,
  lockRoundForCall,
  openRound,
  recordCall,
  type StoredCall,
} from './vendor-wallet-repository';

/**
 * The seamless wallet (docs/vendor-wallet-protocol.md): bets, wins and rollbacks of a
 * vendor's rounds on the member's main wallet. The HTTP callbacks call these after checking the
 * vendor's signature and session; the in-house studio (PGE) calls them in-process, as a vendor.
 *
 * Each call is one database transaction holding its ledger posting, its vendor_transaction row (the
 * idempotency record, with the answer to replay) and its round's change. Amounts are bigint minor
 * units of the merchant's one currency.
 */

/** Who plays: the member at one brand, through one vendor. */
export type WalletPlayer = {
  merchantId: number;
  vendor: string;
  memberId: number;
  /** The brand's currency (for the balance in refusals). */
  currency: string;
};

export type DebitInput = {
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** > 0 */
  amount: bigint;
};

export type CreditInput = {
  transactionId: string;
  roundId: string;
  gameCode: string;
  /** >= 0: a lost round is credited 0 (recorded, no ledger posting). */
  amount: bigint;
  /** The round is over: COMPLETED, no more bets in it. */
  roundEnded: boolean;
  /** What makes an in-house round verifiable (seeds, nonce, outcome): merged into the round's detail. */
  detail?: Record<string, unknown>;
};

export type RollbackInput = {
  /** The rollback's own id. */
  transactionId: string;
  /** The debit to undo. */
  rollbackOf: string;
  roundId: string;
  gameCode: string;
};

export type WalletAnswer = {
  /** The member's cash balance after the call (as it was then, on a replay). */
  balance: bigint;
  transactionId: string;
  /** Our ledger transaction id; null where nothing moved. */
  reference: string | null;
  /** True when this is the first answer given again: nothing changed. */
  replayed: boolean;
};

/** Vendor calls and their ledger postings share one idempotency namespace per vendor. */
export const ledgerSourceOf = (vendor: string) => `vendor-wallet:${vendor}`;

/** Thrown inside a transaction when a concurrent duplicate took the id first: the call is re-read. */
class DuplicateCall extends Error {}

const MAX_ATTEMPTS = 4;
const retryable = (error: unknown) => ['40001', '40P01'].includes((error as { code?: string }).code ?? '');
const ID = /^[A-Za-z0-9._:-]+$/;

function invalid(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

/** The same checks as the HTTP schemas, for in-process callers. */
function checkIds(ids: Record<string, string>): void {
  for (const [field, value] of Object.entries(ids)) {
    if (value.length < 1 || value.length > VENDOR_WALLET_LIMITS.idMaxLength || !ID.test(value)) {
      throw invalid(`body.${field}`, 'id');
    }
  }
}

function checkGameCode(gameCode: string): void {
  if (gameCode.length < 1 || gameCode.length > VENDOR_WALLET_LIMITS.gameCodeMaxLength) {
    throw invalid('body.gameCode', 'max_length');
  }
}

/** What makes two calls with one transaction id "the same call". */
function requestHash(kind: VendorTransactionKind, memberId: number, fields: Record<string, unknown>): string {
  return createHash('sha256')
    .update(JSON.stringify({ kind, memberId, ...fields }))
    .digest('hex');
}

/** The first answer again, or the refusal an id already used for something else deserves. */
function replayOf(call: StoredCall, hash: string, transactionId: string): WalletAnswer {
  if (call.kind === 'TOMBSTONE') throw new ApiError('TRANSACTION_ROLLED_BACK');
  if (call.requestHash !== hash || !call.answer) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return { balance: BigInt(call.answer.balance), transactionId, reference: call.answer.reference, replayed: true };
}

/**
 * Runs one call: answers a replay from its record, otherwise `work` in a money transaction; a
 * concurrent duplicate that wins the race makes the loser re-read and answer as a replay. With
 * `seenInside`, the first attempt skips the read: `work` learns whether the call is a replay in
 * the statement that locks its round, and throws DuplicateCall to come back here for the answer.
 */
async function once(
  db: Db,
  player: WalletPlayer,
  transactionId: string,
  hash: string,
  work: (trx: Db) => Promise<Omit<WalletAnswer, 'replayed'>>,
  options: { seenInside?: boolean } = {},
): Promise<WalletAnswer> {
  for (let attempt = 1; ; attempt++) {
    if (attempt > 1 || !options.seenInside) {
      const prior = await findCall(db, player.merchantId, player.vendor, transactionId);
      if (prior) return replayOf(prior, hash, transactionId);
    }
    try {
      const answer = await runMoneyTransaction(db, work);
      return { ...answer, replayed: false };
    } catch (error) {
      // A refusal may come from a round a duplicate has just changed (it completed the round while
      // this one waited for the lock, after this statement's `seen` was read): the duplicate's
      // answer, if there is one, is this call's answer.
      if (options.seenInside && error instanceof ApiError) {
        const prior = await findCall(db, player.merchantId, player.vendor, transactionId);
        if (prior) return replayOf(prior, hash, transactionId);
      }
      // A duplicate that won the race, or PostgreSQL asking for a retry (two first bets creating
      // one ledger account, a deadlock): the whole call again, from the replay check.
      const again = error instanceof DuplicateCall || retryable(error);
      if (again && attempt < MAX_ATTEMPTS) continue;
      if (error instanceof DuplicateCall) throw new ApiError('IDEMPOTENCY_CONFLICT');
      throw error;
    }
  }
}

/** Inside the transaction, after the round lock: a duplicate that got there first ends this attempt. */
async function assertNotSeen(trx: Db, player: WalletPlayer, transactionId: string): Promise<void> {
  if (await findCall(trx, player.merchantId, player.vendor, transactionId)) throw new DuplicateCall();
}

const recorded = <T>(value: T | null): T => {
  if (value === null) throw new DuplicateCall();
  return value;
};

function cashAndClearing(player: WalletPlayer, toMember: bigint): PostingInput[] {
  return [
    { account: { kind: 'MEMBER_CASH', memberId: player.memberId }, amount: toMember },
    { account: { kind: 'VENDOR_CLEARING', vendor: player.vendor }, amount: -toMember },
  ];
}

/** Who played which round, as the money events tell it. */
function roundOf(player: WalletPlayer, input: { roundId: string; gameCode: string }) {
  return {
    merchantId: player.merchantId,
    memberId: player.memberId,
    vendor: player.vendor,
    roundId: input.roundId,
    gameCode: input.gameCode,
  };
}

/** The member's cash balance, minor units. */
export function walletBalance(db: Db, player: Pick<WalletPlayer, 'merchantId' | 'memberId'>): Promise<bigint> {
  return cashBalance(db, player.merchantId, player.memberId);
}

/**
 * A bet: MEMBER_CASH -> VENDOR_CLEARING(vendor), kind BET. Refused: INSUFFICIENT_FUNDS (value
 * {balance}), ACCOUNT_LOCKED, ROUND_CLOSED (the round was completed or cancelled),
 * TRANSACTION_ROLLED_BACK (its id was rolled back before it came), IDEMPOTENCY_CONFLICT,
 * VALIDATION_FAILED body.gameCode `vendor_game` (no game of the vendor's catalogue) or
 * `round_game` (the round was opened for another game).
 */
export async function debit(
  db: Db,
  player: WalletPlayer,
  input: DebitInput,
  /** Runs once the call is known to be new (not a replay): the HTTP callback's live-session check. */
  admit?: () => Promise<void>,
): Promise<WalletAnswer> {
  checkIds({ transactionId: input.transactionId, roundId: input.roundId });
  checkGameCode(input.gameCode);
  if (input.amount <= 0n) throw invalid('body.amount', 'positive');
  const hash = requestHash('DEBIT', player.memberId, {
    roundId: input.roundId,
    gameCode: input.gameCode,
    amount: input.amount.toString(),
  });
  try {
    return await once(
      db,
      player,
      input.transactionId,
      hash,
      async (trx) => {
        const { seen, locked, unknownGame, round } = await openRound(trx, {
          merchantId: player.merchantId,
          vendor: player.vendor,
          roundId: input.roundId,
          memberId: player.memberId,
          gameCode: input.gameCode,
          transactionId: input.transactionId,
        });
        // A replay is answered whatever changed since (a locked member, an ended session).
        if (seen) throw new DuplicateCall();
        await admit?.();
        if (locked) throw new ApiError('ACCOUNT_LOCKED');
        if (unknownGame || !round) throw invalid('body.gameCode', 'vendor_game');
        if (round.status !== 'OPEN') throw new ApiError('ROUND_CLOSED');
        if (round.gameCode !== input.gameCode) throw invalid('body.gameCode', 'round_game');
        const posted = await postTransaction(trx, {
          merchantId: player.merchantId,
          kind: 'BET',
          idempotency: { source: ledgerSourceOf(player.vendor), key: input.transactionId },
          postings: cashAndClearing(player, -input.amount),
          memo: { vendor: player.vendor, roundId: input.roundId, gameCode: input.gameCode },
          announce: { type: 'betPlaced', ...roundOf(player, input), amount: input.amount },
        });
        const answer = recorded(
          await recordCall(trx, {
            merchantId: player.merchantId,
            vendor: player.vendor,
            transactionId: input.transactionId,
            kind: 'DEBIT',
            memberId: player.memberId,
            roundPk: round.pk,
            roundId: input.roundId,
            amount: input.amount,
            rollbackOf: null,
            requestHash: hash,
            ledgerId: posted.transactionId,
            round: { betDelta: input.amount, winDelta: 0n, credit: false, complete: false },
          }),
        );
        return { ...answer, transactionId: input.transactionId };
      },
      { seenInside: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS') {
      const balance = await walletBalance(db, player);
      throw new ApiError('INSUFFICIENT_FUNDS', { balance: toDecimalAmount(balance, currencyDigits(player.currency)) });
    }
    throw error;
  }
}

/**
 * A win: VENDOR_CLEARING(vendor) -> MEMBER_CASH, kind WIN (a win of 0 is recorded without a
 * posting). Never refused for an expired session. Refused: ROUND_NOT_FOUND (no bet in the round),
 * ROUND_CLOSED (completed or cancelled), IDEMPOTENCY_CONFLICT.
 */
export async function credit(db: Db, player: WalletPlayer, input: CreditInput): Promise<WalletAnswer> {
  checkIds({ transactionId: input.transactionId, roundId: input.roundId });
  checkGameCode(input.gameCode);
  if (input.amount < 0n) throw invalid('body.amount', 'min');
  const hash = requestHash('CREDIT', player.memberId, {
    roundId: input.roundId,
    gameCode: input.gameCode,
    amount: input.amount.toString(),
    roundEnded: input.roundEnded,
  });
  const settle = async (trx: Db) => {
    const { seen, round } = await lockRoundForCall(trx, {
      merchantId: player.merchantId,
      vendor: player.vendor,
      roundId: input.roundId,
      memberId: player.memberId,
      transactionId: input.transactionId,
    });
    if (seen) throw new DuplicateCall();
    if (!round) throw new ApiError('ROUND_NOT_FOUND');
    if (round.status !== 'OPEN') throw new ApiError('ROUND_CLOSED');
    if (round.gameCode !== input.gameCode) throw invalid('body.gameCode', 'round_game');
    const posted =
      input.amount > 0n
        ? await postTransaction(trx, {
            merchantId: player.merchantId,
            kind: 'WIN',
            idempotency: { source: ledgerSourceOf(player.vendor), key: input.transactionId },
            postings: cashAndClearing(player, input.amount),
            memo: { vendor: player.vendor, roundId: input.roundId, gameCode: input.gameCode },
          })
        : undefined;
    announceMoneyEvent(trx, {
      type: 'betSettled',
      ...roundOf(player, input),
      amount: input.amount,
      transactionId: posted?.transactionId ?? null,
      roundEnded: input.roundEnded,
    });
    const answer = recorded(
      await recordCall(trx, {
        merchantId: player.merchantId,
        vendor: player.vendor,
        transactionId: input.transactionId,
        kind: 'CREDIT',
        memberId: player.memberId,
        roundPk: round.pk,
        roundId: input.roundId,
        amount: input.amount,
        rollbackOf: null,
        requestHash: hash,
        ledgerId: posted?.transactionId ?? null,
        round: { betDelta: 0n, winDelta: input.amount, credit: true, complete: input.roundEnded },
        ...(input.detail && { detail: input.detail }),
      }),
    );
    if (input.roundEnded && round.totalWin + input.amount > 0n) await addToWinnerBoard(trx, round.pk);
    return { ...answer, transactionId: input.transactionId };
  };
  return once(db, player, input.transactionId, hash, settle, { seenInside: true });
}

/**
 * Undoes a debit (a REVERSAL of its posting). Never refused for an expired session. A debit not
 * (yet) known leaves a tombstone and succeeds: the debit, should it come later, is refused. A debit
 * already refunded succeeds again without moving money. Refused: ROUND_SETTLED (the round was
 * credited), IDEMPOTENCY_CONFLICT, VALIDATION_FAILED (rollbackOf is no debit of this round).
 */
export async function rollback(db: Db, player: WalletPlayer, input: RollbackInput): Promise<WalletAnswer> {
  checkIds({ transactionId: input.transactionId, rollbackOf: input.rollbackOf, roundId: input.roundId });
  checkGameCode(input.gameCode);
  if (input.rollbackOf === input.transactionId) throw invalid('body.rollbackOf', 'other_transaction');
  const hash = requestHash('ROLLBACK', player.memberId, {
    rollbackOf: input.rollbackOf,
    roundId: input.roundId,
    gameCode: input.gameCode,
  });
  const base = {
    merchantId: player.merchantId,
    vendor: player.vendor,
    transactionId: input.transactionId,
    kind: 'ROLLBACK' as const,
    memberId: player.memberId,
    roundId: input.roundId,
    amount: 0n,
    rollbackOf: input.rollbackOf,
    requestHash: hash,
  };
  return once(db, player, input.transactionId, hash, async (trx) => {
    const target = await findCall(trx, player.merchantId, player.vendor, input.rollbackOf);
    if (!target) {
      // Unknown (a debit lost on its way, or still to come): its id is taken for good.
      if (!(await insertTombstone(trx, { ...base, transactionId: input.rollbackOf }))) throw new DuplicateCall();
      const answer = recorded(await recordCall(trx, { ...base, roundPk: null, ledgerId: null }));
      return { ...answer, transactionId: input.transactionId };
    }
    if (target.kind === 'TOMBSTONE') {
      const answer = recorded(await recordCall(trx, { ...base, roundPk: null, ledgerId: null }));
      return { ...answer, transactionId: input.transactionId };
    }
    if (target.kind !== 'DEBIT' || target.roundPk === null) throw invalid('body.rollbackOf', 'debit');
    if (target.memberId !== player.memberId) throw invalid('body.rollbackOf', 'debit_of_player');
    if (target.roundId !== input.roundId) throw invalid('body.roundId', 'round_of_debit');
    const round = await lockRound(trx, { pk: target.roundPk });
    await assertNotSeen(trx, player, input.transactionId);
    // Read again under the round's lock: a rollback or the sweeper may have refunded it meanwhile.
    const debitNow = (await findCall(trx, player.merchantId, player.vendor, input.rollbackOf)) as StoredCall;
    if (debitNow.reversalLedgerId) {
      // Refunded already: nothing moves; the reference names the reversal that did it.
      const answer = recorded(
        await recordCall(trx, { ...base, roundPk: target.roundPk, ledgerId: debitNow.reversalLedgerId }),
      );
      return { ...answer, transactionId: input.transactionId };
    }
    if (!round || round.credited) throw new ApiError('ROUND_SETTLED');
    if (round.status !== 'OPEN') throw new ApiError('ROUND_CLOSED');
    const reversal = await reverseTransaction(trx, {
      merchantId: player.merchantId,
      transactionId: debitNow.ledgerId as string,
      idempotency: { source: ledgerSourceOf(player.vendor), key: input.transactionId },
      memo: { vendor: player.vendor, roundId: input.roundId, rollbackOf: input.rollbackOf },
      announce: {
        type: 'betRefunded',
        ...roundOf(player, input),
        amount: debitNow.amount,
        betTransactionId: debitNow.ledgerId as string,
      },
    });
    const answer = recorded(
      await recordCall(trx, {
        ...base,
        roundPk: target.roundPk,
        ledgerId: reversal.transactionId,
        round: { betDelta: -debitNow.amount, winDelta: 0n, credit: false, complete: false, refunds: debitNow.pk },
      }),
    );
    return { ...answer, transactionId: input.transactionId };
  });
}

/**
 * The closed lists of what the ledger knows: the kinds of account money sits in and the kinds of
 * transaction that move it. Every module names them through these types, so a new kind is one line
 * here (and, for an account kind, a migration: ledger_account.kind is checked by the database).
 */

export const ACCOUNT_KINDS = [
  'MEMBER_CASH',
  'MEMBER_BONUS',
  'MEMBER_POINTS',
  /** A member's money in one vendor's sub-wallet (transfer-wallet merchants). */
  'MEMBER_VENDOR_WALLET',
  /** A member's withdrawals waiting for the operator. */
  'MEMBER_HELD',
  /** A member's money on its way to or from a transfer-wallet vendor whose answer is not in yet. */
  'MEMBER_IN_TRANSIT',
  'HOUSE',
  'VENDOR_CLEARING',
  'PAYMENT_CLEARING',
  'AGENT_COMMISSION',
] as const;

export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Accounts of no member: the house and the clearing accounts (split into shards, see ledger-service.ts). */
export const SHARED_ACCOUNT_KINDS = ['HOUSE', 'VENDOR_CLEARING', 'PAYMENT_CLEARING'] as const satisfies AccountKind[];

export const TRANSACTION_KINDS = [
  /** A deposit order paid: PAYMENT_CLEARING -> MEMBER_CASH. */
  'DEPOSIT',
  /** A withdrawal requested: MEMBER_CASH -> MEMBER_HELD until the operator decides. */
  'WITHDRAWAL_HOLD',
  /** A withdrawal paid out: MEMBER_HELD -> PAYMENT_CLEARING. */
  'WITHDRAWAL_PAID',
  /** A withdrawal rejected: MEMBER_HELD -> MEMBER_CASH. */
  'WITHDRAWAL_RETURN',
  /** A bet of a vendor's (or the studio's) round: MEMBER_CASH -> VENDOR_CLEARING. */
  'BET',
  /** A win of a round: VENDOR_CLEARING -> MEMBER_CASH. */
  'WIN',
  /** The negation of an earlier transaction (a refunded bet, an undone movement). */
  'REVERSAL',
  /** Main wallet <-> a vendor's sub-wallet, or money in transit to or from a transfer-wallet vendor. */
  'WALLET_TRANSFER',
  /** Cash to the member's upline. */
  'TRANSFER_UPLINE',
  /** Cash to a member of the caller's downline. */
  'TRANSFER_DOWNLINE',
  /** A transfer-wallet vendor's balance brought into the member's sub-wallet. */
  'VENDOR_SETTLEMENT',
  /** Money given by the house (promotions, rebates): the records show it as a bonus. */
  'BONUS',
  /** A correction by the house. */
  'ADJUSTMENT',
] as const;

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** Which transaction kinds a read takes: the kinds it takes in, or the kinds it leaves out (null: all). */
export type TransactionKindFilter =
  | { include: readonly TransactionKind[] }
  | { exclude: readonly TransactionKind[] }
  | null;

export const isAccountKind = (kind: string): kind is AccountKind => (ACCOUNT_KINDS as readonly string[]).includes(kind);

export const isTransactionKind = (kind: string): kind is TransactionKind =>
  (TRANSACTION_KINDS as readonly string[]).includes(kind);

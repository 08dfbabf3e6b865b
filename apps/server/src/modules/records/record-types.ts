import type { RecordType } from '@platform/contracts/records';
import type { TransactionKind, TransactionKindFilter } from '../ledger/ledger-kinds';

export type MovementType = Exclude<RecordType, 'ALL'>;

/**
 * The one mapping from ledger transaction kinds to what the member's records call them. A kind not
 * listed here (a future one, before it is given its own type) shows as ADJUSTMENT, so the ADJUSTMENT
 * filter is "every kind no other type claims" and the ALL list never holds a row no filter finds.
 */
const KINDS_OF_TYPE = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAW: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN'],
  TRANSFER: ['TRANSFER_UPLINE', 'TRANSFER_DOWNLINE', 'WALLET_TRANSFER'],
  BET: ['BET'],
  WIN: ['WIN'],
  BONUS: ['BONUS'],
  ADJUSTMENT: ['ADJUSTMENT', 'REVERSAL'],
} as const satisfies Record<MovementType, readonly TransactionKind[]>;

const TYPE_OF_KIND = new Map<TransactionKind, MovementType>(
  Object.entries(KINDS_OF_TYPE).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type as MovementType])),
);

export function recordTypeOf(kind: TransactionKind): MovementType {
  return TYPE_OF_KIND.get(kind) ?? 'ADJUSTMENT';
}

/** How a type filter selects transaction kinds: the kinds it takes in, or the kinds it leaves out. */
export function kindFilterOf(type: RecordType): TransactionKindFilter {
  if (type === 'ALL') return null;
  if (type !== 'ADJUSTMENT') return { include: KINDS_OF_TYPE[type] };
  return { exclude: [...TYPE_OF_KIND.entries()].filter(([, t]) => t !== 'ADJUSTMENT').map(([kind]) => kind) };
}

/** The kinds of one type, for queries that need exactly them (BONUS for the bonus details). */
export function kindsOfType(type: Exclude<MovementType, 'ADJUSTMENT'>): readonly TransactionKind[] {
  return KINDS_OF_TYPE[type];
}

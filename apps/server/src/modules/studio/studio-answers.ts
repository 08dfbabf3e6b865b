import { toDecimalAmount } from '@platform/contracts/money-amount';
import type { StudioRound } from '@platform/contracts/studio';
import type { JsonObject } from '@platform/games/records/verifiable-record';
import type { Db } from '../../db/database';
import { type PairView, type PublicPair, pairViews } from './seed-pair-repository';
import type { RoundRow } from './studio-round-repository';

/** The answer's status: a round still played is OPEN (mines); PENDING or SETTLING never reach a member. */
export type AnswerStatus = StudioRound['status'];

const NO_WIN = { num: '0', den: '1' };

/**
 * What a member sees of a round's outcome: the bet's parameters with the engine's outcome. A mines
 * round's mine tiles only once it has ended.
 */
export function visibleOutcome(row: Pick<RoundRow, 'engine' | 'params' | 'state'>, ended: boolean): JsonObject {
  const state = row.state ?? {};
  if (row.engine !== 'mines') return { ...row.params, ...state };
  return { ...state, mineTiles: ended ? (state.mineTiles ?? null) : null };
}

export type AnswerInput = {
  row: Pick<RoundRow, 'roundId' | 'engine' | 'stake' | 'params' | 'state' | 'nonce'>;
  status: AnswerStatus;
  /** What the round paid (0 while open, and when cancelled: the stake went back instead). */
  payout: bigint;
  balance: bigint;
  pair: PairView;
  next: PublicPair;
  digits: number;
};

/** A round as every play call answers it (contracts/studio.ts studioRoundValueSchema). */
export function roundAnswer(input: AnswerInput): StudioRound {
  const { row, digits } = input;
  const ended = input.status !== 'OPEN';
  const multiplier =
    input.status === 'CANCELLED' ? NO_WIN : ((row.state?.multiplier as StudioRound['multiplier']) ?? NO_WIN);
  return {
    roundId: row.roundId,
    engine: row.engine,
    status: input.status,
    stake: toDecimalAmount(row.stake, digits),
    payout: toDecimalAmount(input.payout, digits),
    multiplier,
    outcome: visibleOutcome(row, ended),
    fairness: {
      serverSeedHash: input.pair.serverSeedHash,
      clientSeed: input.pair.clientSeed,
      nonce: row.nonce ?? 0,
      serverSeed: input.pair.serverSeed,
    },
    balance: toDecimalAmount(input.balance, digits),
    next: input.next,
  };
}

/** A stored answer (JSON) back as the contract's type; it was built by roundAnswer. */
export const storedAnswer = (answer: JsonObject | null): StudioRound => answer as unknown as StudioRound;

/** A mines round still being played, as its moves answer it (its pair is active: no seed shown). */
export async function openAnswer(db: Db, row: RoundRow, balance: bigint, digits: number): Promise<StudioRound> {
  const views = await pairViews(db, { merchantId: row.merchantId, memberId: row.memberId }, row.pairId);
  if (!views.round || !views.next) throw new Error(`studio round ${row.roundId} has no pair`);
  return roundAnswer({ row, status: 'OPEN', payout: 0n, balance, pair: views.round, next: views.next, digits });
}

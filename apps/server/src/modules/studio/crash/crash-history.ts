import type { CrashFairness, CrashHistoryRound } from '@platform/contracts/crash';
import { hashServerSeed } from '@platform/games/fair/seed-pair';
import type { Db } from '../../../db/database';
import { ApiError } from '../../../http/envelope';
import { activeChain } from './crash-chain';
import { crashedRounds } from './crash-round-repository';

/** Crashed rounds, newest first, with all a member needs to recompute them (docs/provably-fair.md). */
export async function crashHistory(
  db: Db,
  merchantId: number,
  limit: number,
): Promise<{ rounds: CrashHistoryRound[] }> {
  const rows = await crashedRounds(db, merchantId, limit);
  return { rounds: rows.map((r) => ({ ...r, previousHash: hashServerSeed(r.gameHash) })) };
}

/** The commitment and salt of the chain the rounds come from now; NOT_FOUND before the first round. */
export async function crashFairness(db: Db, merchantId: number): Promise<CrashFairness> {
  const chain = await activeChain(db, merchantId);
  if (!chain) throw new ApiError('NOT_FOUND');
  return {
    commitment: chain.commitment,
    salt: chain.salt,
    chainLength: chain.length,
    committedAt: chain.createdAt.toISOString(),
  };
}

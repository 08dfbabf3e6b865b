import { randomBytes } from 'node:crypto';
import { createHashChain, type HashChain } from '@platform/games/fair/hash-chain';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * The crash game's hash chains (docs/provably-fair.md, "Crash"): per brand, one chain in use. It is
 * drawn on the server the first time a round needs it; its commitment (and salt) are public at once,
 * its game hashes stay in `crash_chain_hash` until each round has crashed.
 */
export type CrashChain = { id: number; commitment: string; salt: string; length: number; createdAt: Date };

/** A chain long enough for weeks of rounds at one every ~10-20 s; the tests pass a short one. */
export const DEFAULT_CHAIN_LENGTH = 100_000;

const columns = ['id', 'commitment', 'salt', 'length', 'created_at'] as const;
type ChainRow = { id: number; commitment: string; salt: string; length: number; created_at: Date };
const toChain = (r: ChainRow): CrashChain => ({
  id: r.id,
  commitment: r.commitment,
  salt: r.salt,
  length: r.length,
  createdAt: r.created_at,
});

export async function activeChain(db: Db, merchantId: number): Promise<CrashChain | undefined> {
  const row = await db
    .selectFrom('crash_chain')
    .select(columns)
    .where('merchant_id', '=', merchantId)
    .where('retired_at', 'is', null)
    .executeTakeFirst();
  return row && toChain(row);
}

export async function chainById(db: Db, chainId: number): Promise<CrashChain> {
  return toChain(
    await db.selectFrom('crash_chain').select(columns).where('id', '=', chainId).executeTakeFirstOrThrow(),
  );
}

/**
 * The brand's chain in use, drawn now if it has none. Two processes drawing at once: the unique
 * index keeps the first, the other reads it.
 */
export async function ensureActiveChain(
  db: Db,
  merchantId: number,
  length = DEFAULT_CHAIN_LENGTH,
): Promise<CrashChain> {
  const existing = await activeChain(db, merchantId);
  if (existing) return existing;
  const chain = createHashChain(length);
  // Drawn after the chain, so it was not chosen to suit it. A deployment that wants the salt from a
  // public source (a future block hash) would write it here before the first round.
  const salt = randomBytes(32).toString('hex');
  try {
    return await storeChain(db, merchantId, chain, salt);
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    const winner = await activeChain(db, merchantId);
    if (!winner) throw error;
    return winner;
  }
}

/** Stores a chain as the brand's chain in use (refused, 23505, while another one is). */
export async function storeChain(db: Db, merchantId: number, chain: HashChain, salt: string): Promise<CrashChain> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('crash_chain')
      .values({ merchant_id: merchantId, commitment: chain.commitment, salt, length: chain.gameHashes.length })
      .returning(columns)
      .executeTakeFirstOrThrow();
    // One statement for the whole chain: an array parameter, numbered by its position.
    await sql`
      insert into crash_chain_hash (chain_id, round_number, game_hash)
      select ${row.id}, t.n, t.h from unnest(${chain.gameHashes}::text[]) with ordinality as t(h, n)
    `.execute(trx);
    return toChain(row);
  });
}

/** Its last round was played: the next round draws a new chain. */
export async function retireChain(db: Db, chainId: number, at: Date): Promise<void> {
  await db
    .updateTable('crash_chain')
    .set({ retired_at: at })
    .where('id', '=', chainId)
    .where('retired_at', 'is', null)
    .execute();
}

export async function gameHashOf(db: Db, chainId: number, roundNumber: number): Promise<string> {
  const row = await db
    .selectFrom('crash_chain_hash')
    .select('game_hash')
    .where('chain_id', '=', chainId)
    .where('round_number', '=', roundNumber)
    .executeTakeFirstOrThrow();
  return row.game_hash;
}

/** SHA-256 of round n's hash: round n-1's hash, or the commitment for round 1 (public either way). */
export async function previousHashOf(db: Db, chain: CrashChain, roundNumber: number): Promise<string> {
  return roundNumber === 1 ? chain.commitment : gameHashOf(db, chain.id, roundNumber - 1);
}

/** A round's public seeds: its number, its chain's salt and the hash before its own. */
export async function roundSeeds(
  db: Db,
  round: { chainId: number; roundNumber: number },
): Promise<{ roundNumber: number; salt: string; previousHash: string }> {
  const chain = await chainById(db, round.chainId);
  return {
    roundNumber: round.roundNumber,
    salt: chain.salt,
    previousHash: await previousHashOf(db, chain, round.roundNumber),
  };
}

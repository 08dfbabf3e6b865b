import { newSeedPair } from '@platform/games/fair/seed-pair';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Whose pairs: one member at one brand. */
export type PairOwner = { merchantId: number; memberId: number };

/** What the member may see of the active pair: never its server seed. */
export type PublicPair = { serverSeedHash: string; clientSeed: string; nonce: number };

/** The fairness one bet was given: the pair's seeds and the nonce taken. */
export type DrawnPair = {
  pairId: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** What the round's answer shows of a pair it drew with just now: active, so no seed; the next nonce. */
export function drawnViews(pair: DrawnPair): { round: PairView; next: PublicPair } {
  return {
    round: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, serverSeed: null },
    next: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce + 1 },
  };
}

/** A pair as a round's answer shows it: the server seed only once the pair was rotated. */
export type PairView = { serverSeedHash: string; clientSeed: string; serverSeed: string | null };

/** Creates the member's first pair (a random client seed) unless one is active: safe to race. */
export async function ensureActivePair(db: Db, owner: PairOwner): Promise<void> {
  const pair = newSeedPair();
  await sql`
    insert into studio_seed_pair (merchant_id, member_id, server_seed, server_seed_hash, client_seed)
    values (${owner.merchantId}, ${owner.memberId}, ${pair.serverSeed}, ${pair.serverSeedHash}, ${pair.clientSeed})
    on conflict (merchant_id, member_id) where rotated_at is null do nothing
  `.execute(db);
}

export async function findActivePair(db: Db, owner: PairOwner): Promise<PublicPair | undefined> {
  const row = await db
    .selectFrom('studio_seed_pair')
    .select(['server_seed_hash', 'client_seed', 'next_nonce'])
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .where('rotated_at', 'is', null)
    .executeTakeFirst();
  return row && { serverSeedHash: row.server_seed_hash, clientSeed: row.client_seed, nonce: row.next_nonce };
}

/** The active pair, created first if the member has none. */
export async function activePair(db: Db, owner: PairOwner): Promise<PublicPair> {
  for (let attempt = 1; ; attempt++) {
    const pair = await findActivePair(db, owner);
    if (pair) return pair;
    // A rotation between the two statements leaves no active row for an instant: look again.
    if (attempt > 3) throw new Error('no active seed pair');
    await ensureActivePair(db, owner);
  }
}

/**
 * Takes the active pair's next nonce in one statement: the row lock makes parallel bets take
 * distinct nonces, and a caller's transaction that rolls back gives its nonce back.
 */
export async function takeNonce(trx: Db, owner: PairOwner): Promise<DrawnPair> {
  for (let attempt = 1; ; attempt++) {
    const { rows } = await sql<{
      id: string;
      server_seed: string;
      server_seed_hash: string;
      client_seed: string;
      nonce: number;
    }>`
      update studio_seed_pair set next_nonce = next_nonce + 1
      where merchant_id = ${owner.merchantId} and member_id = ${owner.memberId} and rotated_at is null
      returning id, server_seed, server_seed_hash, client_seed, next_nonce - 1 as nonce
    `.execute(trx);
    const row = rows[0];
    if (row) {
      return {
        pairId: row.id,
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce,
      };
    }
    // No pair yet, or a rotation committed while this statement waited for its lock (the new pair
    // is newer than the statement's snapshot): the next statement sees it.
    if (attempt > 3) throw new Error('no active seed pair');
    await ensureActivePair(trx, owner);
  }
}

/** A round's pair as its answer shows it, and the member's active pair for the next bet, in one query. */
export async function pairViews(
  db: Db,
  owner: PairOwner,
  pairId: string | null,
): Promise<{ round: PairView | null; next: PublicPair | null }> {
  const rows = await db
    .selectFrom('studio_seed_pair')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce', 'rotated_at'])
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .where((eb) => eb.or([eb('rotated_at', 'is', null), eb('id', '=', pairId ?? '0')]))
    .execute();
  const roundRow = rows.find((r) => r.id === pairId);
  const nextRow = rows.find((r) => r.rotated_at === null);
  return {
    round: roundRow
      ? {
          serverSeedHash: roundRow.server_seed_hash,
          clientSeed: roundRow.client_seed,
          // Secret while the pair is active.
          serverSeed: roundRow.rotated_at === null ? null : roundRow.server_seed,
        }
      : null,
    next: nextRow
      ? { serverSeedHash: nextRow.server_seed_hash, clientSeed: nextRow.client_seed, nonce: nextRow.next_nonce }
      : null,
  };
}

/** The active pair locked for a rotation, with its seed; undefined when the member has none. */
export async function lockActivePair(
  trx: Db,
  owner: PairOwner,
): Promise<{ id: string; serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number } | undefined> {
  const row = await trx
    .selectFrom('studio_seed_pair')
    .select(['id', 'server_seed', 'server_seed_hash', 'client_seed', 'next_nonce'])
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .where('rotated_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      nonce: row.next_nonce,
    }
  );
}

/** Ends a pair (its seed may be shown from now on) and commits the next one at nonce 0. */
export async function replacePair(
  trx: Db,
  owner: PairOwner,
  oldPairId: string,
  next: { serverSeed: string; serverSeedHash: string; clientSeed: string },
): Promise<void> {
  await trx.updateTable('studio_seed_pair').set({ rotated_at: sql<Date>`now()` }).where('id', '=', oldPairId).execute();
  await trx
    .insertInto('studio_seed_pair')
    .values({
      merchant_id: owner.merchantId,
      member_id: owner.memberId,
      server_seed: next.serverSeed,
      server_seed_hash: next.serverSeedHash,
      client_seed: next.clientSeed,
    })
    .execute();
}

/**
 * Marks the betting record's rounds of a rotated pair as verifiable (contracts/bet-records.ts): the
 * wallet round of every real studio round drawn with the pair gets the seed and seedRevealed. Found
 * through studio_round rather than by detail's hash, so a round whose win is still on its way is
 * marked too: the credit's detail merges over these keys and keeps them.
 */
export async function revealPairRounds(trx: Db, owner: PairOwner, pairId: string, serverSeed: string): Promise<void> {
  await sql`
    update vendor_round v
    set detail = coalesce(v.detail, '{}'::jsonb) || jsonb_build_object('serverSeed', ${serverSeed}::text, 'seedRevealed', true)
    from studio_round s
    where s.pair_id = ${pairId}::bigint and not s.trial
      and v.merchant_id = ${owner.merchantId} and v.member_id = ${owner.memberId}
      and v.vendor = 'PGE' and v.round_id = s.round_id
  `.execute(trx);
}

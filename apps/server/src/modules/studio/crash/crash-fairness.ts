import { STUDIO_VENDOR } from '@platform/contracts/studio';
import { crashBetOutcome } from '@platform/games/crash/crash-rules';
import { toJsonValue } from '@platform/games/records/verifiable-record';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';
import { walletRoundId } from './crash-wallet';

/** The public seeds of a round: everything but its game hash, which waits for the crash. */
export type RoundSeeds = { roundNumber: number; salt: string; previousHash: string };

/**
 * A real bet's `detail` for the betting record (contracts/bet-records.ts) and the round export, in
 * the shape of a verifiable record (docs/provably-fair.md section 5): the round's hash is its
 * server seed, the salt its client seed, the round number its nonce; the server seed hash is the
 * previous round's hash. Before the crash the server seed and the crash point are left out (a bet
 * cashed out early must not learn where the round it left will end); revealRound adds them.
 */
export function crashBetDetail(
  seeds: RoundSeeds,
  bet: { stake: bigint; cashedOutAt: number | null },
  crashPoint: number,
  revealed: { gameHash: string } | null,
): Record<string, unknown> {
  const outcome = toJsonValue(crashBetOutcome(crashPoint, { stake: bet.stake, cashOutAt: bet.cashedOutAt })) as Record<
    string,
    unknown
  >;
  if (!revealed) delete outcome.crashPoint;
  return {
    game: 'crash',
    serverSeedHash: seeds.previousHash,
    clientSeed: seeds.salt,
    nonce: seeds.roundNumber,
    params: { stake: bet.stake.toString(), cashOutAt: bet.cashedOutAt },
    outcome,
    ...(revealed && { serverSeed: revealed.gameHash, seedRevealed: true }),
  };
}

/**
 * The round has crashed: its hash is public now, so every member's wallet round of it gets the
 * server seed and the crash point (one statement for the whole round).
 */
export async function revealRound(
  db: Db,
  round: { merchantId: number; pk: string; crashPoint: number },
  gameHash: string,
): Promise<void> {
  await sql`
    update vendor_round
    set detail = jsonb_set(
      coalesce(detail, '{}'::jsonb) || jsonb_build_object('serverSeed', ${gameHash}::text, 'seedRevealed', true),
      '{outcome,crashPoint}',
      to_jsonb(${round.crashPoint}::int)
    )
    where merchant_id = ${round.merchantId} and vendor = ${STUDIO_VENDOR} and round_id = ${walletRoundId(round.pk)}
      and detail is not null and not coalesce((detail->>'seedRevealed')::boolean, false)
  `.execute(db);
}

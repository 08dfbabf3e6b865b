import { STUDIO_VENDOR } from '@platform/contracts/studio';
import type { JsonObject, VerifiableRecord } from '@platform/games/records/verifiable-record';
import { sql } from 'kysely';
import type { Db } from '../../../db/database';

/**
 * The member's crashed real-money crash bets as verifiable records (packages/games
 * verifiable-record.ts), newest first: the `detail` each bet's wallet round carries once its round
 * has crashed (crash-fairness.ts). For the studio's rounds export beside its seed-pair rounds;
 * docs/verify-rounds.mjs checks them like any other game's.
 */
export async function crashRecords(
  db: Db,
  owner: { merchantId: number; memberId: number },
  limit: number,
): Promise<VerifiableRecord[]> {
  const rows = await db
    .selectFrom('vendor_round')
    .select('detail')
    .where('merchant_id', '=', owner.merchantId)
    .where('member_id', '=', owner.memberId)
    .where('vendor', '=', STUDIO_VENDOR)
    .where(sql<boolean>`detail->>'game' = 'crash' and (detail->>'seedRevealed')::boolean`)
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ detail }) => {
    const d = detail as Record<string, unknown>;
    return {
      game: 'crash',
      serverSeed: d.serverSeed as string,
      serverSeedHash: d.serverSeedHash as string,
      clientSeed: d.clientSeed as string,
      nonce: d.nonce as number,
      params: d.params as JsonObject,
      outcome: d.outcome as JsonObject,
    };
  });
}

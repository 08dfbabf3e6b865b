import { STUDIO_GAME_ENGINES } from '@platform/contracts/studio';
import { sql } from 'kysely';
import type { Db } from '../../db/database';

export type LaunchRow = {
  memberId: number;
  nodeId: number;
  trial: boolean;
  language: 'ar' | 'en';
  live: boolean;
  gameCode: string;
  gameName: string;
  vendor: string;
  vendorMaintenance: boolean;
  /** The brand's own stake limits for the game's engine (studio_game_limit), null for the defaults. */
  limits: { minStake: bigint; maxStake: bigint } | null;
};

const ENGINES = JSON.stringify(STUDIO_GAME_ENGINES);

/** A launch of the brand with its game and vendor, expired or not (the caller decides). */
export async function findLaunch(db: Db, merchantId: number, launchId: string): Promise<LaunchRow | undefined> {
  const row = await db
    .selectFrom('game_launch as l')
    .innerJoin('catalogue_game as g', (j) =>
      j.onRef('g.merchant_id', '=', 'l.merchant_id').onRef('g.node_id', '=', 'l.node_id'),
    )
    .leftJoin('catalogue_vendor as v', (j) =>
      j.onRef('v.merchant_id', '=', 'g.merchant_id').onRef('v.vassalage', '=', 'g.vassalage'),
    )
    // In the same query, as every play needs them: the limits of the engine the game code maps to.
    .leftJoin('studio_game_limit as lim', (j) =>
      j
        .onRef('lim.merchant_id', '=', 'l.merchant_id')
        .on('lim.engine', '=', sql<string>`${ENGINES}::jsonb ->> g.game_code`),
    )
    .select([
      'l.member_id',
      'l.node_id',
      'l.trial',
      'l.language',
      sql<boolean>`l.expires_at > now()`.as('live'),
      'g.game_code',
      'g.display_name',
      'g.vassalage',
      'v.maintenance',
      'lim.min_stake',
      'lim.max_stake',
    ])
    .where('l.id', '=', launchId)
    .where('l.merchant_id', '=', merchantId)
    .executeTakeFirst();
  return (
    row && {
      memberId: row.member_id,
      nodeId: row.node_id,
      trial: row.trial,
      language: row.language,
      live: row.live,
      gameCode: row.game_code,
      gameName: row.display_name,
      vendor: row.vassalage,
      vendorMaintenance: row.maintenance === true,
      limits:
        row.min_stake === null || row.max_stake === null
          ? null
          : { minStake: BigInt(row.min_stake), maxStake: BigInt(row.max_stake) },
    }
  );
}

import type { Db } from '../../db/database';
import type { IconSubject } from './game-icon-svg';

/** What an icon key names: 'game-…' keys are games' icons, 'vendor-…' keys vendors'. */
export const ICON_KEY = /^(game|vendor)-[a-z0-9_-]{1,64}$/;

export async function findIconSubject(db: Db, merchantId: number, key: string): Promise<IconSubject | undefined> {
  if (key.startsWith('game-')) {
    const row = await db
      .selectFrom('catalogue_game as g')
      .innerJoin('catalogue_vendor as v', (j) =>
        j.onRef('v.merchant_id', '=', 'g.merchant_id').onRef('v.vassalage', '=', 'g.vassalage'),
      )
      .select([
        'g.node_id as nodeId',
        'g.game_name as name',
        'g.game_code as code',
        'g.game_type as gameType',
        'g.game_classify as classify',
        'g.vassalage as vendorCode',
        'v.color as vendorColor',
      ])
      .where('g.merchant_id', '=', merchantId)
      .where('g.icon_key', '=', key)
      .executeTakeFirst();
    return row && { kind: 'game', ...row };
  }
  const row = await db
    .selectFrom('catalogue_vendor')
    .select(['vassalage as code', 'color'])
    .where('merchant_id', '=', merchantId)
    .where('icon_key', '=', key)
    .executeTakeFirst();
  return row && { kind: 'vendor', ...row };
}

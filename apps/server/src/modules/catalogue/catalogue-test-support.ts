import type { Db } from '../../db/database';
import { addMerchantCopy } from '../../test/other-merchant';

/** Tests only: the host of a second brand, whose catalogue must never show on the first. */
export const OTHER_HOST = 'other-brand.test';
/** Its one listed game reuses a node id and vendor code of the first brand, so only the merchant tells them apart. */
export const OTHER_GAME_NAME = 'Other Brand Dragon';

/**
 * Adds a second merchant (a copy of the first with another code and domain) with a catalogue of
 * one RNG vendor with one hot, new game; and a vendor of a type the lobby does not know
 * (COCKFIGHT) with a hot, new game, which no list may show. Call before the app starts, so that
 * its merchant index and caches see all of it.
 */
export async function addOtherMerchant(db: Db): Promise<number> {
  const merchant_id = await addMerchantCopy(db, 'OTHER', OTHER_HOST);
  await db
    .insertInto('catalogue_game_type')
    .values([
      { merchant_id, game_type: 'COCKFIGHT', sort: 0 },
      { merchant_id, game_type: 'RNG', sort: 1 },
    ])
    .execute();
  await db
    .insertInto('catalogue_game_classify')
    .values({ merchant_id, game_type: 'RNG', classify: 'SLOT', display_name: 'Slots' })
    .execute();
  await db
    .insertInto('catalogue_vendor')
    .values([
      { merchant_id, vassalage: 'PGE', display_name: 'Other Studio', icon_key: 'vendor-pge', color: '#123456' },
      { merchant_id, vassalage: 'CF', display_name: 'Cockfight Arena', icon_key: 'vendor-cf', color: '#654321' },
    ])
    .execute();
  await db
    .insertInto('catalogue_vendor_game_type')
    .values([
      { merchant_id, vassalage: 'PGE', game_type: 'RNG' },
      { merchant_id, vassalage: 'CF', game_type: 'COCKFIGHT' },
    ])
    .execute();
  const game = { is_hot: true, is_new: true, sort: -1 };
  await db
    .insertInto('catalogue_game')
    .values([
      {
        ...game,
        merchant_id,
        node_id: 1001,
        display_name: OTHER_GAME_NAME,
        game_name: OTHER_GAME_NAME,
        game_code: 'other_dragon',
        vassalage: 'PGE',
        game_type: 'RNG',
        game_classify: 'SLOT',
        icon_key: 'game-1001',
        account_type_name: 'PGE',
      },
      {
        ...game,
        merchant_id,
        node_id: 9001,
        display_name: 'Other Brand Cockfight',
        game_name: 'Other Brand Cockfight',
        game_code: 'cf_derby',
        vassalage: 'CF',
        game_type: 'COCKFIGHT',
        game_classify: null,
        icon_key: 'game-9001',
        account_type_name: 'CF',
      },
    ])
    .execute();
  return merchant_id;
}

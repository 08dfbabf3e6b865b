import type { Db } from '../../db/database';

/** Generated games take node ids from here up, clear of hand-made ones. */
export const GENERATED_NODE_ID_BASE = 1_000_000;
/** The game list centre's categories (spec 2.1: /live /fish /rng /pvp), where the benchmark lists. */
const LISTED_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP'];
const CHUNK = 1000;

const ADJECTIVES = ['Lucky', 'Golden', 'Wild', 'Mystic', 'Royal', 'Blazing', 'Frozen', 'Sacred', 'Neon', 'Ancient'];
const NOUNS = ['Dragon', 'Tiger', 'Phoenix', 'Pharaoh', 'Jungle', 'Treasure', 'Galaxy', 'Samurai', 'Oasis', 'Reef'];

/**
 * Fills a merchant's catalogue up to `count` generated games for the benchmark (bench/game-list.bench.ts),
 * spread over the vendor cards of the listed categories the merchant already has. Idempotent: game
 * i always gets node id GENERATED_NODE_ID_BASE + i, so a second run adds nothing. Returns how many
 * games were added.
 */
export async function generateCatalogue(db: Db, merchantId: number, count: number): Promise<number> {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`count must be a whole number, got ${count}`);
  const cards = await db
    .selectFrom('catalogue_vendor_game_type')
    .select(['vassalage', 'game_type'])
    .where('merchant_id', '=', merchantId)
    .where('game_type', 'in', LISTED_TYPES)
    .orderBy('game_type')
    .orderBy('vassalage')
    .execute();
  if (cards.length === 0) throw new Error(`merchant ${merchantId} has no vendor cards in ${LISTED_TYPES.join(', ')}`);
  const classifies = await db
    .selectFrom('catalogue_game_classify')
    .select(['game_type', 'classify'])
    .where('merchant_id', '=', merchantId)
    .orderBy('game_type')
    .orderBy('sort')
    .execute();
  const classifiesOf = (gameType: string) => classifies.filter((c) => c.game_type === gameType).map((c) => c.classify);

  let added = 0;
  for (let start = 0; start < count; start += CHUNK) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + CHUNK); i++) {
      const card = cards[i % cards.length] as (typeof cards)[number];
      const kinds = classifiesOf(card.game_type);
      const nodeId = GENERATED_NODE_ID_BASE + i;
      const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} ${i + 1}`;
      rows.push({
        merchant_id: merchantId,
        node_id: nodeId,
        display_name: name,
        game_name: name,
        game_code: `gen_${i + 1}`,
        vassalage: card.vassalage,
        game_type: card.game_type,
        game_classify: kinds.length > 0 ? (kinds[i % kinds.length] as string) : null,
        icon_key: `game-${nodeId}`,
        is_hot: i % 25 === 0,
        is_new: i % 40 === 0,
        support_play: i % 3 === 0 ? 0 : 1,
        account_type_name: card.vassalage,
        // After the hand-made games of the seed.
        sort: 10_000 + i,
      });
    }
    const result = await db
      .insertInto('catalogue_game')
      .values(rows)
      .onConflict((oc) => oc.columns(['merchant_id', 'node_id']).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0n);
  }
  return added;
}

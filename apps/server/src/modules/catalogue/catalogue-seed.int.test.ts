import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../seed/demo-catalogue';
import { DEMO_MERCHANT_CODE, seedDemoData } from '../../seed/demo-seed';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { GENERATED_NODE_ID_BASE, generateCatalogue } from './catalogue-generator';

let database: TestDatabase;
let merchantId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  merchantId = (await database.db.selectFrom('merchant').select('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await database.drop();
});

const E_SPORT_VENDORS = ['IA', 'TF'];

async function cardsWithGames() {
  return database.db
    .selectFrom('catalogue_vendor_game_type as c')
    .innerJoin('catalogue_game as g', (j) =>
      j
        .onRef('g.merchant_id', '=', 'c.merchant_id')
        .onRef('g.vassalage', '=', 'c.vassalage')
        .onRef('g.game_type', '=', 'c.game_type'),
    )
    .select(['c.game_type', 'c.vassalage'])
    .distinct()
    .where('c.merchant_id', '=', merchantId)
    .execute();
}

describe('demo catalogue', () => {
  it('gives every lobby category at least one vendor with games', async () => {
    const cards = await cardsWithGames();
    const vendorsOf = (type: string) => cards.filter((c) => c.game_type === type).map((c) => c.vassalage);
    for (const type of ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'LOTT', 'ELOTT']) {
      expect(vendorsOf(type), type).not.toHaveLength(0);
    }
    // ESPORTS is made of the e-sport vendors' SPORTS cards (spec 4.9), and SPORTS keeps others.
    expect(vendorsOf('SPORTS')).toEqual(expect.arrayContaining(E_SPORT_VENDORS));
    expect(vendorsOf('SPORTS').filter((v) => !E_SPORT_VENDORS.includes(v))).not.toHaveLength(0);
    // INHOUSE is made of in-house RNG cards, and RNG keeps a third-party vendor.
    const inHouse = await database.db
      .selectFrom('catalogue_vendor')
      .select('vassalage')
      .where('merchant_id', '=', merchantId)
      .where('in_house', '=', true)
      .execute();
    expect(inHouse.map((v) => v.vassalage)).toEqual(['PGE']);
    expect(vendorsOf('RNG')).toContain('PGE');
    expect(vendorsOf('RNG').filter((v) => v !== 'PGE')).not.toHaveLength(0);
  });

  it('has several in-house games, some hot, some new, some with a free trial', async () => {
    const games = await database.db
      .selectFrom('catalogue_game')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .execute();
    expect(games.filter((g) => g.vassalage === 'PGE' && g.game_type === 'RNG').length).toBeGreaterThanOrEqual(5);
    expect(games.some((g) => g.is_hot)).toBe(true);
    expect(games.some((g) => g.is_new)).toBe(true);
    expect(games.some((g) => g.support_play === 0)).toBe(true);
    expect(games.some((g) => g.is_game === 'VASSALAGE')).toBe(true);
    expect(new Set(games.map((g) => g.node_id)).size).toBe(games.length);
  });

  it('uses the wallet vendor codes for the vendors that have sub-wallets', async () => {
    const shared = await database.db
      .selectFrom('wallet_vendor as w')
      .innerJoin('catalogue_vendor as c', (j) =>
        j.onRef('c.merchant_id', '=', 'w.merchant_id').onRef('c.vassalage', '=', 'w.vendor'),
      )
      .select('w.vendor')
      .where('w.merchant_id', '=', merchantId)
      .execute();
    expect(shared.map((r) => r.vendor).sort()).toEqual(['EVO', 'PGE', 'SABA']);
  });

  it('refuses a second game with the same node id in a merchant', async () => {
    const game = await database.db
      .selectFrom('catalogue_game')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('node_id', '=', 1001)
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = game;
    await expect(
      database.db
        .insertInto('catalogue_game')
        .values({ ...copy, icon_key: 'game-copy-of-1001' })
        .execute(),
    ).rejects.toThrow(/catalogue_game_merchant_id_node_id_key/);
  });

  it('changes nothing when seeded again', async () => {
    const count = async () =>
      (
        await database.db
          .selectFrom('catalogue_game')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await count();
    await seedDemoCatalogue(database.db, DEMO_MERCHANT_CODE);
    expect(await count()).toBe(before);
  });
});

describe('catalogue generator', () => {
  it('adds N games over the listed categories, and nothing on a second run', async () => {
    expect(await generateCatalogue(database.db, merchantId, 250)).toBe(250);
    expect(await generateCatalogue(database.db, merchantId, 250)).toBe(0);
    // A larger run adds only the missing tail.
    expect(await generateCatalogue(database.db, merchantId, 300)).toBe(50);
    const generated = await database.db
      .selectFrom('catalogue_game')
      .select(['node_id', 'game_type', 'is_hot'])
      .where('merchant_id', '=', merchantId)
      .where('node_id', '>=', GENERATED_NODE_ID_BASE)
      .execute();
    expect(generated).toHaveLength(300);
    expect(new Set(generated.map((g) => g.game_type))).toEqual(new Set(['RNG', 'LIVE', 'FISH', 'PVP']));
    expect(generated.some((g) => g.is_hot)).toBe(true);
  });

  it('refuses a count that is not a whole number', async () => {
    await expect(generateCatalogue(database.db, merchantId, -1)).rejects.toThrow(RangeError);
  });
});

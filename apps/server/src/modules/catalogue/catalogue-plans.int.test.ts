import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../../db/database';
import type { Database } from '../../db/schema';
import { createTestBrand } from '../../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { generateCatalogue } from './catalogue-generator';
import { countGames, findGamePage, type GameFilter } from './catalogue-repository';
import { addTestCatalogue, CATALOGUE_OF_EVERY_CATEGORY } from './catalogue-test-kit';

let database: TestDatabase;
let merchantId: number;
/** A second handle on the test database that records the SQL the repository sends. */
let recording: Kysely<Database>;
const sent: CompiledQuery[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  merchantId = (await createTestBrand(database.db)).id;
  await addTestCatalogue(database.db, merchantId, CATALOGUE_OF_EVERY_CATEGORY);
  await generateCatalogue(database.db, merchantId, 5_000);
  // What autovacuum does shortly after a bulk load: statistics, and the visibility map that lets
  // counts read the index alone.
  await sql`vacuum analyze catalogue_game`.execute(database.db);
  recording = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: createPool(database.url, 2) }),
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
});

afterAll(async () => {
  await recording.destroy();
  await database.drop();
});

type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** How the page and the count of one game list call read catalogue_game: 'Seq Scan' or an index's name. */
async function accessPaths(
  filter: Omit<GameFilter, 'unknownTypes'>,
  offset = 0,
): Promise<{ page: string[]; count: string[] }> {
  sent.length = 0;
  const full = { ...filter, unknownTypes: [] };
  await Promise.all([
    findGamePage(recording, merchantId, full, { limit: 18, offset }),
    countGames(recording, merchantId, full),
  ]);
  const paths: Record<string, string[]> = {};
  for (const query of [...sent]) {
    const result = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>({
      ...query,
      sql: `explain (format json) ${query.sql}`,
    });
    const found: string[] = [];
    const walk = (node: PlanNode) => {
      // A bitmap heap scan names its index in its child, which names no table: the prefix tells.
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'catalogue_game') found.push('Seq Scan');
      if (node['Index Name']?.startsWith('catalogue_game_')) found.push(node['Index Name']);
      for (const child of node.Plans ?? []) walk(child);
    };
    walk((result.rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
    // The two run side by side, so they are logged in whichever order they finish.
    paths[query.sql.includes('count(*)') ? 'count' : 'page'] = found;
  }
  return { page: paths.page ?? [], count: paths.count ?? [] };
}

describe('game list plans on 5,000 generated games', () => {
  it('reads a page and its count through the indexes of migration 0011', async () => {
    const cases: [Omit<GameFilter, 'unknownTypes'>, number][] = [
      [{ gameType: 'ALL' }, 0],
      [{ gameType: 'ALL' }, 18 * 39],
      [{ gameType: 'RNG' }, 0],
      [{ gameType: 'RNG' }, 18 * 39],
      [{ gameType: 'RNG', vassalage: 'SPX' }, 0],
      [{ gameType: 'LIVE', gameClassify: 'ROULETTE' }, 0],
      [{ gameType: 'HOT' }, 0],
      [{ gameType: 'INHOUSE' }, 0],
      [{ gameType: 'ESPORTS' }, 0],
      [{ gameType: 'SPORTS' }, 0],
      [{ gameType: 'SEARCH', search: 'dragon 12' }, 0],
    ];
    for (const [filter, offset] of cases) {
      const { page, count } = await accessPaths(filter, offset);
      const label = `${JSON.stringify(filter)} @${offset}`;
      expect(page, label).not.toHaveLength(0);
      for (const path of page) expect(path, label).toMatch(/^catalogue_game_/);
      // Counting every game of the only merchant (the whole table here) is where a sequential scan
      // is the right plan; the service caches totals anyway.
      if (filter.gameType === 'ALL') continue;
      expect(count, label).not.toHaveLength(0);
      for (const path of count) expect(path, label).toMatch(/^catalogue_game_/);
    }
  });
});

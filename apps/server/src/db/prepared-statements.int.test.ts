import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { preparedAs } from './prepared-statements';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.drop());

const preparedNames = async () => {
  // One connection: the statements are prepared per connection.
  return database.db.connection().execute(async (conn) => {
    await conn.executeQuery(CompiledQuery.raw(`${preparedAs('test-sum')} select $1::int + $2::int as sum`, [2, 3]));
    const again = await conn.executeQuery<{ sum: number }>(
      CompiledQuery.raw(`${preparedAs('test-sum')} select $1::int + $2::int as sum`, [4, 5]),
    );
    const { rows } = await conn.executeQuery<{ name: string }>(
      CompiledQuery.raw('select name from pg_prepared_statements order by name'),
    );
    return { sum: again.rows[0]?.sum, names: rows.map((r) => r.name) };
  });
};

describe('prepared statements', () => {
  it('runs a marked statement as a named prepared statement with its own arguments each time', async () => {
    const { sum, names } = await preparedNames();
    expect(sum).toBe(9);
    expect(names).toContain('test-sum');
  });

  it('leaves unmarked statements unprepared', async () => {
    const { before, after } = await database.db.connection().execute(async (conn) => {
      const names = async () =>
        (await conn.executeQuery<{ n: string }>(CompiledQuery.raw('select count(*) as n from pg_prepared_statements')))
          .rows[0]?.n;
      const before = await names();
      await conn.executeQuery(CompiledQuery.raw('select 1 as one'));
      return { before, after: await names() };
    });
    expect(after).toBe(before);
  });

  it('refuses one name for two statements, which would run the wrong one', async () => {
    await database.db.executeQuery(CompiledQuery.raw(`${preparedAs('test-one')} select 1 as n`));
    await expect(
      database.db.executeQuery(CompiledQuery.raw(`${preparedAs('test-one')} select 2 as n`)),
    ).rejects.toThrow(/two texts/);
  });
});

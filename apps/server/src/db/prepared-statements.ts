import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/**
 * Hot statements are planned once per connection instead of once per call: a statement whose text
 * starts with `preparedAs(name)` runs as the named prepared statement `name` (node-postgres parses
 * it on a connection's first use and only binds it afterwards). Planning the ledger's posting
 * statement cost more PostgreSQL time than executing it (decision 0036). Opt-in, so that queries
 * whose best plan depends on their arguments (reports, filters) keep being planned per call.
 */
export function preparedAs(name: string): string {
  if (!/^[a-z][a-z0-9_-]{0,62}$/.test(name)) throw new Error(`prepared statement name ${name}`);
  return `/* prepared:${name} */`;
}

const MARKER = /^\/\* prepared:([a-z][a-z0-9_-]{0,62}) \*\//;

/** Names of statements as they have been prepared, to refuse one name given to two texts. */
const textOf = new Map<string, string>();

function named(text: string, values: readonly unknown[]): pg.QueryConfig | undefined {
  const name = MARKER.exec(text)?.[1];
  if (!name) return undefined;
  const known = textOf.get(name);
  if (known === undefined) textOf.set(name, text);
  else if (known !== text) throw new Error(`prepared statement ${name} was given two texts`);
  return { name, text, values: [...values] };
}

/** The pool Kysely is given: every client it checks out runs marked statements as prepared ones. */
export function preparingPool(pool: pg.Pool): PostgresPool {
  // One wrapper per connection: Kysely keeps its own connection object per client it is given.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      const known = wrappers.get(client);
      if (known) return known;
      const wrapped: PostgresPoolClient = {
        // biome-ignore lint/suspicious/noExplicitAny: Kysely passes either a text with values or a cursor
        query: ((textOrCursor: any, values?: readonly unknown[]) => {
          if (typeof textOrCursor === 'string') {
            const config = named(textOrCursor, values ?? []);
            if (config) return client.query(config);
            return client.query(textOrCursor, values as unknown[]);
          }
          return client.query(textOrCursor);
        }) as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrappers.set(client, wrapped);
      return wrapped;
    },
    end: () => pool.end(),
  };
}

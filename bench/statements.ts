import { randomBytes } from 'node:crypto';
import type autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDb, createPool, type Db } from '../apps/server/src/db/database';
import { type MixMember, VISIT } from './support/lobby-mix';
import { MONEY_PATHS, MONEY_PATHS_SERVER_ENV, type MoneyStep, prepareMoneyPaths } from './support/money-paths';
import { freePort, startBenchPostgres } from './support/postgres';
import { stopProcess } from './support/processes';
import { prepareMembers, startServer } from './support/server-on-database';

/**
 * `npm run statements`: what each call of a logged-in member's visit costs the database, call by
 * call, then each money path the visit does not take (support/money-paths.ts), on a server of its
 * own with pg_stat_statements: statements sent (round trips), statements run inside them
 * (triggers, functions, foreign-key checks), rows, WAL records. The budget of decision 0036 is
 * checked against this. Calls run one at a time, so every figure is that call's alone. At the end,
 * the share of heap-only updates per table updated (decision 0037, "Heap-only updates").
 */
const CALLS = Number(process.env.STATEMENTS_CALLS ?? 50);
type Statement = { toplevel: boolean; calls: string; rows: string; wal_records: string; query: string };
type TableUpdates = { table: string; upd: string; hot: string; newpage: string; options: string | null };
const short = (query: string) =>
  query
    .replace(/\s+/g, ' ')
    .replace(/^\/\* prepared:\S+ \*\/ /, '')
    .slice(0, 90);

async function main() {
  const cluster = await startBenchPostgres([
    'shared_preload_libraries=pg_stat_statements',
    'pg_stat_statements.track=all',
    'pg_stat_statements.track_utility=on',
  ]);
  await cluster.createDatabase('platform');
  const url = cluster.url('platform');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer(port, url, MONEY_PATHS_SERVER_ENV);
  const db = createDb(createPool(url, 1));
  let closeMoney = async () => {};
  try {
    const secret = randomBytes(24).toString('hex');
    const members: MixMember[] = await prepareMembers(url, origin, secret, 20, 'statements_member_');
    // Members of their own: a member's transfers would change what the visit's balance call does.
    const money = await prepareMoneyPaths(db, origin, await prepareMembers(url, origin, secret, 5, 'money_member_'));
    closeMoney = money.close;
    await sql`create extension if not exists pg_stat_statements`.execute(db);
    // Statistics as a running database has them (plans made without them guess).
    await sql`analyze`.execute(db);
    // Warm-up: every statement prepared and every cache filled before anything is counted.
    let visits = 0;
    const visit = async (steps: typeof VISIT) => {
      const v = visits++;
      for (const step of steps)
        await send(origin, step.name, step.request({ member: member(members, v), visit: v }, secret));
    };
    const play = async (steps: MoneyStep[]) => {
      const v = visits++;
      for (const step of steps)
        await send(origin, step.name, step.request({ member: member(money.members, v), visit: v }, secret));
    };
    for (let i = 0; i < 10; i++) await visit(VISIT);
    const updatesBefore = await tableUpdates(db);

    console.log(`per call, averaged over ${CALLS} calls made one at a time:`);
    for (const step of VISIT) {
      // Debit and credit go in pairs, as a round plays them.
      const steps = step.name === 'vendor debit' ? VISIT.filter((s) => s.name.startsWith('vendor ')) : [step];
      if (step.name === 'vendor credit') continue;
      await measure(db, steps.map((s) => s.name).join(' + '), () => visit(steps));
    }
    console.log('\nmoney paths outside the visit:');
    for (const path of MONEY_PATHS) {
      for (let i = 0; i < 5; i++) await play(path.steps);
      await measure(db, path.name, () => play(path.steps));
      if (path.note) console.log(`  note: ${path.note}`);
    }
    printHotShare(updatesBefore, await tableUpdates(db));
  } finally {
    await closeMoney();
    await db.destroy();
    await stopProcess(server);
    await cluster.stop();
  }
}

const member = <M>(list: M[], visit: number) => list[visit % list.length] as M;

/** One request, answered 200 and not refused in its envelope: a refusal would count other work. */
async function send(origin: string, name: string, { method, path, headers, body }: autocannon.Request) {
  const res = await fetch(`${origin}${path}`, {
    method,
    headers: headers as Record<string, string>,
    ...(body === undefined ? {} : { body: body as string }),
  });
  const text = await res.text();
  const refused = text.startsWith('{') && (JSON.parse(text) as { success?: boolean }).success === false;
  if (res.status !== 200 || refused) throw new Error(`${name} answered ${res.status}: ${text.slice(0, 300)}`);
}

/** `call` made CALLS times after a reset of pg_stat_statements, then what it cost per call. */
async function measure(db: Db, name: string, call: () => Promise<void>) {
  await sql`select pg_stat_statements_reset()`.execute(db);
  for (let i = 0; i < CALLS; i++) await call();
  const { rows } = await sql<Statement>`
    select toplevel, calls::text, rows::text, wal_records::text, query from pg_stat_statements
    where dbid = (select oid from pg_database where datname = current_database())
      and query not like '%pg_stat_statements%'
    order by toplevel desc, calls desc
  `.execute(db);
  const per = (n: string) => Number(n) / CALLS;
  const sum = (list: Statement[], f: (s: Statement) => string) => list.reduce((t, s) => t + per(f(s)), 0);
  const top = rows.filter((r) => r.toplevel);
  const nested = rows.filter((r) => !r.toplevel);
  console.log(
    `\n${name}: ${sum(top, (s) => s.calls).toFixed(1)} round trips, ${sum(nested, (s) => s.calls).toFixed(1)} statements inside them, ` +
      `${sum(rows, (s) => s.wal_records).toFixed(1)} WAL records`,
  );
  for (const r of rows) {
    if (per(r.calls) < 0.05) continue;
    console.log(
      `  ${r.toplevel ? '' : '  (inside) '}${per(r.calls).toFixed(2)} x  rows ${per(r.rows).toFixed(1)}  wal ${per(r.wal_records).toFixed(1)}  ${short(r.query)}`,
    );
  }
}

/**
 * Updated rows per table so far. A backend that went idle within a second of its last report
 * hands its counts to the shared statistics only 10 s later (PostgreSQL's idle interval), so this
 * waits that long first: with less, the last calls' updates were missing from a run.
 */
async function tableUpdates(db: Db) {
  await new Promise((resolve) => setTimeout(resolve, 11_000));
  const { rows } = await sql<TableUpdates>`
    select case when s.schemaname = 'public' then s.relname else s.schemaname || '.' || s.relname end as table,
      s.n_tup_upd::text as upd, s.n_tup_hot_upd::text as hot, s.n_tup_newpage_upd::text as newpage, array_to_string(c.reloptions, ',') as options
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  `.execute(db);
  return new Map(rows.map((r) => [r.table, r]));
}

/**
 * Heap-only (HOT) updates among the updates since the visit's warm-up: an update that is not HOT
 * writes an entry in every index of the table. "New page" counts updates whose new row version
 * went to another page because its own was full (what a fillfactor below 100 can save, when no
 * indexed column changed); the other non-HOT ones changed an indexed column, or a column in a
 * partial index's condition.
 */
function printHotShare(before: Map<string, TableUpdates>, after: Map<string, TableUpdates>) {
  console.log('\nheap-only (HOT) updates since the warm-up, per table updated:');
  const delta = (r: TableUpdates, f: 'upd' | 'hot' | 'newpage') => Number(r[f]) - Number(before.get(r.table)?.[f] ?? 0);
  const updated = [...after.values()]
    .filter((r) => delta(r, 'upd') > 0)
    .sort((a, b) => delta(b, 'upd') - delta(a, 'upd'));
  for (const r of updated) {
    const upd = delta(r, 'upd');
    const hot = delta(r, 'hot');
    console.log(
      `  updates ${String(upd).padStart(6)}  HOT ${((100 * hot) / upd).toFixed(0).padStart(3)}%  ` +
        `new page ${String(delta(r, 'newpage')).padStart(5)}  ${(r.options ?? 'fillfactor=100').padEnd(14)}  ${r.table}`,
    );
  }
}

await main();

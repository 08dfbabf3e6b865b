import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createDb, createPool } from '../apps/server/src/db/database';
import { type MixMember, VISIT } from './support/lobby-mix';
import { freePort, startBenchPostgres } from './support/postgres';
import { stopProcess } from './support/processes';
import { prepareMembers, startServer } from './support/server-on-database';

/**
 * `npm run statements`: what each call of a logged-in member's visit costs the database, call by
 * call, on a server of its own with pg_stat_statements: statements sent (round trips), statements
 * run inside them (triggers, functions, foreign-key checks), rows, WAL records. The budget of decision 0036 is checked against this. Calls run one at a time, so every
 * figure is that call's alone.
 */
const CALLS = Number(process.env.STATEMENTS_CALLS ?? 50);

type Statement = { toplevel: boolean; calls: string; rows: string; wal_records: string; query: string };
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
  const server = await startServer(port, url);
  const db = createDb(createPool(url, 1));
  try {
    const secret = randomBytes(24).toString('hex');
    const members: MixMember[] = await prepareMembers(url, origin, secret, 20, 'statements_member_');
    await sql`create extension if not exists pg_stat_statements`.execute(db);
    // Statistics as a running database has them (plans made without them guess).
    await sql`analyze`.execute(db);
    // Warm-up: every statement prepared and every cache filled before anything is counted.
    let visits = 0;
    const send = async (step: (typeof VISIT)[number], visit: number) => {
      const member = members[visit % members.length] as MixMember;
      const { method, path, headers, body } = step.request({ member, visit }, secret);
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: headers as Record<string, string>,
        ...(body === undefined ? {} : { body: body as string }),
      });
      if (res.status !== 200) throw new Error(`${step.name} answered ${res.status}`);
      await res.arrayBuffer();
    };
    const visit = async (steps: typeof VISIT) => {
      const v = visits++;
      for (const step of steps) await send(step, v);
    };
    for (let i = 0; i < 10; i++) await visit(VISIT);

    console.log(`per call, averaged over ${CALLS} calls made one at a time:`);
    for (const step of VISIT) {
      // Debit and credit go in pairs, as a round plays them.
      const steps = step.name === 'vendor debit' ? VISIT.filter((s) => s.name.startsWith('vendor ')) : [step];
      if (step.name === 'vendor credit') continue;
      await sql`select pg_stat_statements_reset()`.execute(db);
      for (let i = 0; i < CALLS; i++) await visit(steps);
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
      const name = steps.map((s) => s.name).join(' + ');
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
  } finally {
    await db.destroy();
    await stopProcess(server);
    await cluster.stop();
  }
}

await main();

import { sql } from 'kysely';
import type { Db } from '../db/database';

/**
 * Tables a refused call may rightly write: the rate limiter counts refused calls too (that is its
 * job), a failed login is recorded for the login throttle (that is what it counts), and a
 * session's last-seen time moves with any call that carries it.
 */
export const TABLES_REFUSALS_MAY_WRITE = ['rate_limit_window', 'login_failure', 'member_session'];

export type WriteLog = {
  /** The tables written since the last call (row by row: inserts, updates, deletes). */
  tablesWrittenSinceLastLook(): Promise<string[]>;
};

/**
 * Tests only, on a suite's own database: a row trigger on every other table logs each write, so a
 * suite can show that a refused call changed no row anywhere, at the cost of one indexed read per
 * call rather than a scan of every table.
 */
export async function installWriteLog(db: Db): Promise<WriteLog> {
  await sql`create table security_write_log (id bigserial primary key, table_name text not null)`.execute(db);
  await sql`
    create function security_log_write() returns trigger language plpgsql as $$
    begin
      insert into security_write_log (table_name) values (tg_table_name);
      return null;
    end $$
  `.execute(db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'security_write_log'
  `.execute(db);
  for (const { name } of rows) {
    if (TABLES_REFUSALS_MAY_WRITE.includes(name)) continue;
    await sql`
      create trigger security_write_log after insert or update or delete on ${sql.table(name)}
      for each row execute function security_log_write()
    `.execute(db);
  }
  let seen = 0;
  return {
    async tablesWrittenSinceLastLook() {
      const { rows: written } = await sql<{ last: string | null; tables: string[] | null }>`
        select max(id)::text as last, array_agg(distinct table_name) as tables
        from security_write_log where id > ${seen}
      `.execute(db);
      const row = written[0];
      if (row?.last) seen = Number(row.last);
      return row?.tables ?? [];
    },
  };
}

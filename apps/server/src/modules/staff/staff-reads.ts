import { type RawBuilder, sql } from 'kysely';

/**
 * What other modules may know of a staff member. A staff account's login name, for a row whose
 * staff id is the column `staffIdColumn` ("r.requested_by"); null when the column is null.
 */
export function staffAccountSql(staffIdColumn: string): RawBuilder<string | null> {
  return sql<string | null>`(select account from staff_account where id = ${sql.ref(staffIdColumn)})`;
}

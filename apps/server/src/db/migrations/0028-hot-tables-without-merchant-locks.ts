import { type Kysely, sql } from 'kysely';

/**
 * Every row written on the money hot path used to check its merchant by a foreign key, which locks
 * the brand's one merchant row (FOR KEY SHARE): with many bets at once, each such lock is a shared
 * multixact on the same row, written to the WAL (decision 0036). The rounds and calls of the game
 * wallet drop that key, as the ledger did (migration 0025). What it guaranteed stays: a merchant
 * row is never deleted (a brand is closed, not removed), and these rows are written with the
 * merchant of the request that the server resolved from the brand's domain.
 */
const HOT_TABLES = ['vendor_round', 'vendor_transaction', 'studio_round', 'crash_bet'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of HOT_TABLES) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.raw(`${table}_merchant_id_fkey`)}`.execute(db);
  }
  await sql`
    create function merchant_never_deleted() returns trigger language plpgsql as $$
    begin
      raise exception 'a merchant is closed, never deleted' using errcode = '42501';
    end $$;
    create trigger merchant_never_deleted before delete on merchant
      for each row execute function merchant_never_deleted();
    create trigger merchant_never_truncated before truncate on merchant
      for each statement execute function merchant_never_deleted();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger merchant_never_truncated on merchant;
    drop trigger merchant_never_deleted on merchant;
    drop function merchant_never_deleted;
  `.execute(db);
  for (const table of HOT_TABLES) {
    await sql`alter table ${sql.table(table)} add constraint ${sql.raw(`${table}_merchant_id_fkey`)}
      foreign key (merchant_id) references merchant(id)`.execute(db);
  }
}

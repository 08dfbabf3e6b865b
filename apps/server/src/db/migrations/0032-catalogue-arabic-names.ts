import { type Kysely, sql } from 'kysely';

/**
 * A game's and a vendor's name in Arabic, beside the one display name they have: the lobby shows
 * the Arabic name to an Arabic page when the catalogue has one, and the display name otherwise
 * (vendors often name their games only in English). Search finds a game by either name.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table catalogue_vendor
      add column display_name_ar text check (length(display_name_ar) between 1 and 100);
    alter table catalogue_game
      add column display_name_ar text check (length(display_name_ar) between 1 and 100);
    create index catalogue_game_name_ar_search on catalogue_game
      using gin (lower(display_name_ar) gin_trgm_ops) where display_name_ar is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index catalogue_game_name_ar_search;
    alter table catalogue_game drop column display_name_ar;
    alter table catalogue_vendor drop column display_name_ar;
  `.execute(db);
}

import { type Kysely, sql } from 'kysely';

/**
 * The back office's payment settings and withdrawal risk hints:
 * - a deposit channel has an Arabic name beside its name (the lobby shows the one of its
 *   language; without an Arabic one, the name);
 * - the withdrawal queue looks up, for each order, the other members of the brand who registered
 *   or logged in from one of the member's addresses: the registration address gets an index here;
 *   the login addresses have theirs from migration 0036 (member_known_ip_ip, on ip and member).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table deposit_channel add column name_ar text check (length(name_ar) between 1 and 64);
    create index member_register_ip on member (merchant_id, register_ip) where register_ip is not null;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index member_register_ip;
    alter table deposit_channel drop column name_ar;
  `.execute(db);
}

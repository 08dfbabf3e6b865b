import { type Kysely, sql } from 'kysely';

/**
 * The house and clearing accounts split into rows ("shards"). Every bet and win
 * of a vendor moves its one VENDOR_CLEARING account; with one row, each money transaction held
 * that row's lock until its commit was on disk, and the members' bets queued behind each other.
 * A transaction now books a shared account on the shard its member picks (ledger-service.ts), so
 * different members' bets lock different rows. The account's balance is the sum of its shards;
 * each row still equals the sum of its own postings. Members' own accounts stay on shard 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table ledger_account
      add column shard smallint not null default 0,
      add constraint ledger_account_shard check (
        shard >= 0 and shard < 64 and (shard = 0 or (member_id is null and kind in ('HOUSE', 'VENDOR_CLEARING', 'PAYMENT_CLEARING')))
      );
    drop index ledger_account_key;
    create unique index ledger_account_key
      on ledger_account (merchant_id, kind, coalesce(member_id, 0), coalesce(vendor, ''), shard);
  `.execute(db);
}

/** Only while no shared account has more than one row (the key would hold duplicates). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop index ledger_account_key;
    alter table ledger_account drop constraint ledger_account_shard, drop column shard;
    create unique index ledger_account_key
      on ledger_account (merchant_id, kind, coalesce(member_id, 0), coalesce(vendor, ''));
  `.execute(db);
}

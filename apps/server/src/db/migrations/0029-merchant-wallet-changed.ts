import { type Kysely, sql } from 'kysely';

/**
 * Server processes keep members' wallets as the balance call answers them (modules/wallet/
 * wallet-cache.ts); those are built from the brand's wallet settings and sub-wallet vendors too,
 * so any change to them notifies every process, which drops what it kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function notify_merchant_wallet_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('merchant_wallet_changed', '');
      return null;
    end $$;
    create trigger merchant_wallet_setting_changed after insert or update or delete or truncate
      on merchant_wallet_setting for each statement execute function notify_merchant_wallet_changed();
    create trigger wallet_vendor_changed after insert or update or delete or truncate
      on wallet_vendor for each statement execute function notify_merchant_wallet_changed();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger wallet_vendor_changed on wallet_vendor;
    drop trigger merchant_wallet_setting_changed on merchant_wallet_setting;
    drop function notify_merchant_wallet_changed;
  `.execute(db);
}

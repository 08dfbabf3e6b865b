import { type Kysely, sql } from 'kysely';

/**
 * How a merchant runs its wallets. Either one seamless wallet (vendors debit the
 * main wallet directly) or transfer wallets, where the member moves money into a sub-wallet per
 * vendor first (the vendors below); plus the four contract flags of the consolidated call. A
 * merchant without a settings row has transfer wallets, no vendors and every flag off.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table merchant_wallet_setting (
      merchant_id int primary key references merchant(id),
      is_single boolean not null default false,
      dailysalreqtype boolean not null default false,
      divtypereq boolean not null default false,
      contracthoursalreq boolean not null default false,
      realtimesalreqtype boolean not null default false
    );

    create table wallet_vendor (
      merchant_id int not null references merchant(id),
      -- 'MAIN' names the main wallet in transfers, so no vendor may take it.
      vendor text not null check (vendor ~ '^[A-Z0-9_]{1,64}$' and vendor <> 'MAIN'),
      display_name text not null check (length(display_name) between 1 and 100),
      -- While under maintenance no money moves into or out of the vendor's sub-wallet.
      maintenance boolean not null default false,
      sort int not null default 0,
      primary key (merchant_id, vendor)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table wallet_vendor, merchant_wallet_setting`.execute(db);
}

import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database';
import { type MemberAccountJson, memberAccountsSql } from '../ledger/ledger-reads';

export type WalletSettings = {
  isSingle: boolean;
  flags: { dailysalreqtype: boolean; divtypereq: boolean; contracthoursalreq: boolean; realtimesalreqtype: boolean };
};

export type WalletVendor = { vendor: string; displayName: string; maintenance: boolean };

/**
 * How a sub-wallet vendor is connected (game_vendor_integration): null for a vendor
 * without an integration row, whose sub-wallet lives in our ledger only; TRANSFER for a
 * vendor holding the money in its own books; SEAMLESS for one that plays from the main wallet and
 * so has no sub-wallet at all.
 */
export type WalletVendorMode = 'SEAMLESS' | 'TRANSFER' | null;
export type WalletVendorRow = WalletVendor & { mode: WalletVendorMode };

/** What a merchant without a settings row runs: transfer wallets, every contract flag off. */
const DEFAULT_SETTINGS: WalletSettings = {
  isSingle: false,
  flags: { dailysalreqtype: false, divtypereq: false, contracthoursalreq: false, realtimesalreqtype: false },
};

export async function findWalletSettings(db: Db, merchantId: number): Promise<WalletSettings> {
  const row = await db
    .selectFrom('merchant_wallet_setting')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  return toSettings(row);
}

type SettingsColumns = {
  is_single: boolean;
  dailysalreqtype: boolean;
  divtypereq: boolean;
  contracthoursalreq: boolean;
  realtimesalreqtype: boolean;
};

function toSettings(row: SettingsColumns | null | undefined): WalletSettings {
  if (!row) return DEFAULT_SETTINGS;
  return {
    isSingle: row.is_single,
    flags: {
      dailysalreqtype: row.dailysalreqtype,
      divtypereq: row.divtypereq,
      contracthoursalreq: row.contracthoursalreq,
      realtimesalreqtype: row.realtimesalreqtype,
    },
  };
}

type VendorColumns = {
  vendor: string;
  display_name: string;
  maintenance: boolean;
  mode: WalletVendorMode;
  enabled: boolean | null;
};

/** A disabled integration reads as maintenance: no money moves to or from it. */
const toVendor = (r: VendorColumns): WalletVendorRow => ({
  vendor: r.vendor,
  displayName: r.display_name,
  maintenance: r.maintenance || r.enabled === false,
  mode: r.mode ?? null,
});

/**
 * The vendors listed for sub-wallets, in the merchant's order, with how each is connected. A
 * disabled integration reads as maintenance: no money moves to or from it.
 */
export async function listWalletVendors(db: Db, merchantId: number): Promise<WalletVendorRow[]> {
  const rows = await db
    .selectFrom('wallet_vendor as w')
    .leftJoin('game_vendor_integration as g', (join) =>
      join.onRef('g.merchant_id', '=', 'w.merchant_id').onRef('g.vendor', '=', 'w.vendor'),
    )
    .select(['w.vendor', 'w.display_name', 'w.maintenance', 'g.mode', 'g.enabled'])
    .where('w.merchant_id', '=', merchantId)
    .orderBy('w.sort')
    .orderBy('w.vendor')
    .execute();
  return rows.map(toVendor);
}

export type WalletRows = {
  settings: WalletSettings;
  vendors: WalletVendorRow[];
  accounts: MemberAccountJson[];
  alongside: number | null;
};

/**
 * The brand's wallet settings and sub-wallet vendors with the member's accounts, in one round trip:
 * what the balance call and the live balance push read every time.
 */
export async function readWalletRows(
  db: Db,
  merchantId: number,
  memberId: number,
  /** A value read in the same statement (the balance call: when its vendor refresh falls due). */
  alongside: RawBuilder<number | null> = sql<null>`null`,
): Promise<WalletRows> {
  const { rows } = await sql<{
    settings: SettingsColumns | null;
    vendors: VendorColumns[];
    accounts: MemberAccountJson[];
    alongside: number | null;
  }>`
    select
      (select row_to_json(s) from merchant_wallet_setting s where s.merchant_id = ${merchantId}) as settings,
      coalesce((select json_agg(json_build_object('vendor', w.vendor, 'display_name', w.display_name,
          'maintenance', w.maintenance, 'mode', g.mode, 'enabled', g.enabled) order by w.sort, w.vendor)
        from wallet_vendor w
        left join game_vendor_integration g on g.merchant_id = w.merchant_id and g.vendor = w.vendor
        where w.merchant_id = ${merchantId}), '[]'::json) as vendors,
      ${memberAccountsSql(merchantId, memberId)} as accounts,
      ${alongside} as alongside
  `.execute(db);
  const row = rows[0];
  return {
    settings: toSettings(row?.settings),
    vendors: (row?.vendors ?? []).map(toVendor),
    accounts: row?.accounts ?? [],
    alongside: row?.alongside ?? null,
  };
}

import type { Generated } from 'kysely';

/** Tables of the wallet migration 0007. */
export type WalletTables = {
  merchant_wallet_setting: MerchantWalletSettingTable;
  wallet_vendor: WalletVendorTable;
};

export interface MerchantWalletSettingTable {
  merchant_id: number;
  /** Seamless single wallet (true) or transfer wallets with a sub-wallet per vendor (false). */
  is_single: Generated<boolean>;
  /** The consolidated contract flags of spec 3. */
  dailysalreqtype: Generated<boolean>;
  divtypereq: Generated<boolean>;
  contracthoursalreq: Generated<boolean>;
  realtimesalreqtype: Generated<boolean>;
}

export interface WalletVendorTable {
  merchant_id: number;
  /** Vendor code as in MEMBER_VENDOR_WALLET ledger accounts ('PGE'); never 'MAIN'. */
  vendor: string;
  display_name: string;
  maintenance: Generated<boolean>;
  sort: Generated<number>;
}

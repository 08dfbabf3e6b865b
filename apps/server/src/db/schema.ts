import type { ColumnType, Generated } from 'kysely';
import type { AbuseMessagingTables } from './schema-abuse-messaging';
import type { AccountTables } from './schema-accounts';
import type { AdjustmentTables } from './schema-adjustments';
import type { AnnouncementTables } from './schema-announcements';
import type { AuditTables } from './schema-audit';
import type { CatalogueTables } from './schema-catalogue';
import type { CrashTables } from './schema-crash';
import type { DepositsTables } from './schema-deposits';
import type { LedgerTables } from './schema-ledger';
import type { MemberGamesTables } from './schema-member-games';
import type { MoneySharedTables } from './schema-money';
import type { StaffTables } from './schema-staff';
import type { StudioTables } from './schema-studio';
import type { VendorTables } from './schema-vendor';
import type { VendorTransferTables } from './schema-vendor-transfer';
import type { WalletTables } from './schema-wallet';
import type { WithdrawalsTables } from './schema-withdrawals';

/** Kysely's view of the tables; migrations/ is the source of truth for their SQL. */
export interface Database
  extends AbuseMessagingTables,
    AccountTables,
    LedgerTables,
    MoneySharedTables,
    WalletTables,
    DepositsTables,
    WithdrawalsTables,
    CatalogueTables,
    MemberGamesTables,
    AnnouncementTables,
    VendorTables,
    VendorTransferTables,
    StudioTables,
    CrashTables,
    StaffTables,
    AuditTables,
    AdjustmentTables {
  merchant: MerchantTable;
  merchant_domain: MerchantDomainTable;
  whitelabel_module: WhitelabelModuleTable;
  register_field_config: RegisterFieldConfigTable;
  customer_service: CustomerServiceTable;
  site_resource: SiteResourceTable;
  help_center_entry: HelpCenterEntryTable;
  merchant_blocked_country: MerchantBlockedCountryTable;
  merchant_denied_network: MerchantDeniedNetworkTable;
}

export interface MerchantTable {
  id: Generated<number>;
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  /** The brand's home country (ISO alpha-2), or null when it has none. */
  country: Generated<string | null>;
  default_language: string;
  languages: string[];
  /** IANA time zone: the back office's days start at its midnight. */
  time_zone: Generated<string>;
  maintenance: Generated<boolean>;
  /** What the lobby's maintenance page says, and when the maintenance is planned to end (0039). */
  maintenance_message: Generated<string | null>;
  maintenance_until: Generated<Date | null>;
  /** The lobby's logo and theme colours ('#rrggbb'); null keeps the lobby's own (0039). */
  logo_url: Generated<string | null>;
  theme_primary: Generated<string | null>;
  theme_accent: Generated<string | null>;
  main_domain: string;
  gtag_id: string | null;
  image_cdns: string[];
  launch_game_cdns: string[];
  rsa_public_key: string;
  rsa_private_key: string;
  created_at: ColumnType<Date, never, never>;
}

export interface MerchantDomainTable {
  merchant_id: number;
  domain: string;
  kind: 'MAIN' | 'MIRROR';
  sort: number;
}

export interface WhitelabelModuleTable {
  merchant_id: number;
  mod_id: string;
  parent_mod_id: string | null;
  enabled: boolean;
  sort: number;
}

export interface RegisterFieldConfigTable {
  merchant_id: number;
  field: string;
  enabled: boolean;
  required: boolean;
  accepted_pattern: string;
  pattern_id: number;
  min_length: number;
  max_length: number;
  sort: number;
}

export interface CustomerServiceTable {
  id: Generated<number>;
  merchant_id: number;
  cs_type: string;
  url: string;
  sort: number;
}

export interface SiteResourceTable {
  id: Generated<number>;
  merchant_id: number;
  resource_type: string;
  name: string;
  label_name_en: string;
  url: string;
  sort: number;
}

export interface HelpCenterEntryTable {
  id: Generated<number>;
  merchant_id: number;
  language: string;
  term: string;
  title: string;
  content: string;
  sort: number;
}

export interface MerchantBlockedCountryTable {
  merchant_id: number;
  country: string;
}

export interface MerchantDeniedNetworkTable {
  merchant_id: number;
  /** A PostgreSQL cidr: one address (/32, /128) or a network. */
  network: string;
}

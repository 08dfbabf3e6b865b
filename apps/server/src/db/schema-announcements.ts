import type { BannerGroup, BannerLinkageType, PopupExecution } from '@platform/contracts/announcements';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Tables of migration 0013 (announcements and banners) and 0038 (uploaded banner images). */
export type AnnouncementTables = {
  announcement: AnnouncementTable;
  banner: BannerTable;
  banner_image: BannerImageTable;
};

/** The stored types; B (banners) is the banner table. */
export type StoredAnnouncementType = 'PL' | 'PU' | 'PR' | 'H';

export interface AnnouncementTable {
  id: Generated<number>;
  merchant_id: number;
  type: StoredAnnouncementType;
  title_ar: string;
  title_en: string;
  /** HTML as the operator wrote it; the web sanitizes it. */
  content_ar: string;
  content_en: string;
  /** 'FIRST_DEPOSIT', 'REFERRAL'…: popups and promotions only. */
  promotion_type: string | null;
  /** Popups only, and always set for them. */
  execution: PopupExecution | null;
  platform: Generated<string>;
  sort: Generated<number>;
  /** Off, the lobby does not show it (migration 0038). */
  enabled: Generated<boolean>;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface BannerTable {
  id: Generated<number>;
  merchant_id: number;
  group_name: BannerGroup;
  title_ar: string;
  title_en: string;
  /** '#rrggbb': the drawn image's gradient runs from color to color_end (or a darker color). */
  color: string;
  color_end: string | null;
  linkage_type: BannerLinkageType;
  /** Null exactly for NONE; checked per linkage type by the migration. */
  link_target: string | null;
  /** Set while an uploaded image replaces the drawn one: it names that image in the lobby's URL. */
  image_version: Generated<string | null>;
  sort: Generated<number>;
  /** Off, the lobby does not show it (migration 0038). */
  enabled: Generated<boolean>;
  starts_at: Timestamp;
  ends_at: Timestamp | null;
  created_at: CreatedAt;
}

/** An image staff uploaded for a banner (migration 0038); at most 1 MB, sniffed by its bytes. */
export interface BannerImageTable {
  banner_id: number;
  content_type: 'image/png' | 'image/jpeg' | 'image/webp';
  bytes: Buffer;
}

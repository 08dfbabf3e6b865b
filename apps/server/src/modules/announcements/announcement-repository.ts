import type { BannerGroup, BannerLinkageType, PopupExecution } from '@platform/contracts/announcements';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { StoredAnnouncementType } from '../../db/schema-announcements';

/** Enabled, started and not yet ended: what the site shows now (announcements and banners alike). */
const LIVE_NOW = sql<boolean>`enabled and starts_at <= now() and (ends_at is null or ends_at > now())`;

export type AnnouncementRow = {
  id: number;
  type: StoredAnnouncementType;
  titleAr: string;
  titleEn: string;
  contentAr: string;
  contentEn: string;
  promotionType: string | null;
  execution: PopupExecution | null;
  startsAt: Date;
};

/**
 * The merchant's live announcements of these types on this platform; popups only of the given
 * executions. Popups and promotions in the operator's order, notices newest first.
 */
export async function liveAnnouncements(
  db: Db,
  args: {
    merchantId: number;
    platform: string;
    types: readonly StoredAnnouncementType[];
    popupExecutions: readonly PopupExecution[];
  },
): Promise<AnnouncementRow[]> {
  if (args.types.length === 0) return [];
  const { popupExecutions } = args;
  return db
    .selectFrom('announcement')
    .select([
      'id',
      'type',
      'title_ar as titleAr',
      'title_en as titleEn',
      'content_ar as contentAr',
      'content_en as contentEn',
      'promotion_type as promotionType',
      'execution',
      'starts_at as startsAt',
    ])
    .where('merchant_id', '=', args.merchantId)
    .where('platform', '=', args.platform)
    .where('type', 'in', args.types)
    .where((eb) =>
      popupExecutions.length === 0
        ? eb('type', '<>', 'PU')
        : eb.or([eb('type', '<>', 'PU'), eb('execution', 'in', popupExecutions)]),
    )
    .where(LIVE_NOW)
    .orderBy('sort')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type BannerRow = {
  id: number;
  groupName: BannerGroup;
  titleAr: string;
  titleEn: string;
  linkageType: BannerLinkageType;
  linkTarget: string | null;
  imageVersion: string | null;
};

/** The merchant's live banners of every group, in the operator's order within a group. */
export async function liveBanners(db: Db, merchantId: number): Promise<BannerRow[]> {
  return db
    .selectFrom('banner')
    .select([
      'id',
      'group_name as groupName',
      'title_ar as titleAr',
      'title_en as titleEn',
      'linkage_type as linkageType',
      'link_target as linkTarget',
      'image_version as imageVersion',
    ])
    .where('merchant_id', '=', merchantId)
    .where(LIVE_NOW)
    .orderBy('group_name')
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** What a banner's image is made from: its title and colours, or the image staff uploaded (its version). */
export type BannerArt = {
  id: number;
  titleEn: string;
  color: string;
  colorEnd: string | null;
  imageVersion: string | null;
};

/** The art of the first live home banner: the one liveBanners lists first in the w_home group. */
export async function firstHomeBannerArt(db: Db, merchantId: number): Promise<BannerArt | undefined> {
  return db
    .selectFrom('banner')
    .select(['id', 'title_en as titleEn', 'color', 'color_end as colorEnd', 'image_version as imageVersion'])
    .where('merchant_id', '=', merchantId)
    .where('group_name', '=', 'w_home')
    .where(LIVE_NOW)
    .orderBy('sort')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * What a banner image is drawn from. A banner that has started is drawn even after it ended: pages
 * loaded before the end still show it. One not yet started (or switched off) is not: its art
 * (chosen from its title) may hint at something the operator has not published.
 */
export async function startedBannerArt(db: Db, merchantId: number, id: number): Promise<BannerArt | undefined> {
  return db
    .selectFrom('banner')
    .select(['id', 'title_en as titleEn', 'color', 'color_end as colorEnd', 'image_version as imageVersion'])
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .where('enabled', '=', true)
    .where('starts_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
}

/** The image staff uploaded for a banner of this brand. */
export async function uploadedBannerImage(
  db: Db,
  merchantId: number,
  bannerId: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  return db
    .selectFrom('banner_image')
    .innerJoin('banner', 'banner.id', 'banner_image.banner_id')
    .select(['banner_image.content_type as contentType', 'banner_image.bytes'])
    .where('banner.merchant_id', '=', merchantId)
    .where('banner_image.banner_id', '=', bannerId)
    .executeTakeFirst();
}

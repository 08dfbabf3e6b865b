import {
  type AnnouncementInput,
  APP_RESOURCE_TYPES,
  announcementInputSchema,
  announcementItemSchema,
  appLinkInputSchema,
  type BannerInput,
  bannerInputSchema,
  bannerItemSchema,
  type ContentKind,
  type ContentState,
  type CustomerServiceInput,
  customerServiceInputSchema,
  customerServiceItemSchema,
  type HelpArticleInput,
  helpArticleInputSchema,
  helpArticleItemSchema,
  type SiteResourceInput,
  siteResourceItemSchema,
  socialLinkInputSchema,
} from '@platform/contracts/content-admin';
import { SOCIAL_RESOURCE_TYPES } from '@platform/contracts/system-constants';
import type { z } from 'zod';
import { bannerImageUrl } from '../announcements/announcement-service';
import { sanitizeContentHtml } from './content-html';

/** The tables whose rows carry an id, the brand, an order and an on/off switch. */
export type ContentTable = 'announcement' | 'banner' | 'help_center_entry' | 'customer_service' | 'site_resource';

/** A row as read back (column names as stored). */
export type ContentRow = Record<string, unknown> & { id: number; sort: number; enabled: boolean };

/**
 * One kind of content as the back office edits it: its table (several kinds may share one, each
 * seeing only its own rows), how a checked input becomes columns (HTML sanitised here, before it
 * is stored) and how a row becomes what the console shows.
 */
export type ContentKindSpec = {
  kind: Exclude<ContentKind, 'mirrors'>;
  table: ContentTable;
  inputSchema: z.ZodType;
  itemSchema: z.ZodType;
  columns: (input: never) => Record<string, unknown>;
  item: (row: ContentRow, now: Date) => unknown;
  /** Rows of a shared table that belong to this kind: `column in values`. */
  only?: { column: string; values: readonly string[] };
  /** The column whose rows the lobby orders together (banners of a group...); moves stay within it. */
  orderedWithin?: string;
  /** The column a language filter applies to. */
  languageColumn?: string;
  /** Items shown between starts_at and ends_at (scheduled, live, ended); the others are live or off. */
  scheduled?: true;
};

const isoOrNull = (value: unknown) => (value instanceof Date ? value.toISOString() : null);

/** What the lobby does with the item now. */
export function stateOf(row: ContentRow, now: Date): ContentState {
  if (!row.enabled) return 'DISABLED';
  const startsAt = row.starts_at instanceof Date ? row.starts_at : undefined;
  const endsAt = row.ends_at instanceof Date ? row.ends_at : undefined;
  if (startsAt && startsAt > now) return 'SCHEDULED';
  if (endsAt && endsAt <= now) return 'ENDED';
  return 'LIVE';
}

const announcements: ContentKindSpec = {
  kind: 'announcements',
  table: 'announcement',
  inputSchema: announcementInputSchema,
  itemSchema: announcementItemSchema,
  orderedWithin: 'type',
  scheduled: true,
  columns: (a: AnnouncementInput) => ({
    type: a.type,
    execution: a.execution,
    promotion_type: a.promotionType,
    title_ar: a.titleAr,
    title_en: a.titleEn,
    content_ar: sanitizeContentHtml(a.contentAr),
    content_en: sanitizeContentHtml(a.contentEn),
    enabled: a.enabled,
    starts_at: a.startsAt,
    ends_at: a.endsAt,
  }),
  item: (row, now) => ({
    id: row.id,
    type: row.type,
    execution: row.execution,
    promotionType: row.promotion_type,
    titleAr: row.title_ar,
    titleEn: row.title_en,
    contentAr: row.content_ar,
    contentEn: row.content_en,
    enabled: row.enabled,
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    state: stateOf(row, now),
    sort: row.sort,
  }),
};

export const BANNERS: ContentKindSpec = {
  kind: 'banners',
  table: 'banner',
  inputSchema: bannerInputSchema,
  itemSchema: bannerItemSchema,
  orderedWithin: 'group_name',
  scheduled: true,
  columns: (b: BannerInput) => ({
    group_name: b.groupName,
    title_ar: b.titleAr,
    title_en: b.titleEn,
    color: b.color,
    color_end: b.colorEnd,
    linkage_type: b.linkageType,
    link_target: b.linkageType === 'NONE' ? null : b.linkTarget,
    enabled: b.enabled,
    starts_at: b.startsAt,
    ends_at: b.endsAt,
  }),
  item: (row, now) => ({
    id: row.id,
    groupName: row.group_name,
    titleAr: row.title_ar,
    titleEn: row.title_en,
    color: row.color,
    colorEnd: row.color_end,
    linkageType: row.linkage_type,
    linkTarget: row.link_target,
    enabled: row.enabled,
    startsAt: isoOrNull(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    state: stateOf(row, now),
    imageUrl: bannerImageUrl(row.id, 'ar', row.image_version as string | null),
    uploadedImage: row.image_version !== null,
    sort: row.sort,
  }),
};

const help: ContentKindSpec = {
  kind: 'help',
  table: 'help_center_entry',
  inputSchema: helpArticleInputSchema,
  itemSchema: helpArticleItemSchema,
  orderedWithin: 'language',
  languageColumn: 'language',
  columns: (h: HelpArticleInput) => ({
    language: h.language,
    term: h.term,
    title: h.title,
    content: sanitizeContentHtml(h.content),
    enabled: h.enabled,
  }),
  item: (row, now) => ({
    id: row.id,
    language: row.language,
    term: row.term,
    title: row.title,
    content: row.content,
    enabled: row.enabled,
    state: stateOf(row, now),
    sort: row.sort,
  }),
};

const customerService: ContentKindSpec = {
  kind: 'customer-service',
  table: 'customer_service',
  inputSchema: customerServiceInputSchema,
  itemSchema: customerServiceItemSchema,
  columns: (c: CustomerServiceInput) => ({ cs_type: c.csType, url: c.url, enabled: c.enabled }),
  item: (row, now) => ({
    id: row.id,
    csType: row.cs_type,
    url: row.url,
    enabled: row.enabled,
    state: stateOf(row, now),
    sort: row.sort,
  }),
};

const siteResourceColumns = (r: SiteResourceInput) => ({
  resource_type: r.resourceType,
  name: r.name,
  label_name_en: r.labelNameEn,
  url: r.url,
  enabled: r.enabled,
});
const siteResourceItem = (row: ContentRow, now: Date) => ({
  id: row.id,
  resourceType: row.resource_type,
  name: row.name,
  labelNameEn: row.label_name_en,
  url: row.url,
  enabled: row.enabled,
  state: stateOf(row, now),
  sort: row.sort,
});

const appLinks: ContentKindSpec = {
  kind: 'app-links',
  table: 'site_resource',
  inputSchema: appLinkInputSchema,
  itemSchema: siteResourceItemSchema,
  only: { column: 'resource_type', values: APP_RESOURCE_TYPES },
  columns: siteResourceColumns,
  item: siteResourceItem,
};

const social: ContentKindSpec = {
  kind: 'social',
  table: 'site_resource',
  inputSchema: socialLinkInputSchema,
  itemSchema: siteResourceItemSchema,
  only: { column: 'resource_type', values: SOCIAL_RESOURCE_TYPES },
  columns: siteResourceColumns,
  item: siteResourceItem,
};

/** Every kind kept in a table of its own ids; mirror domains (keyed by the domain) are apart. */
export const CONTENT_KIND_SPECS: readonly ContentKindSpec[] = [
  announcements,
  BANNERS,
  help,
  customerService,
  appLinks,
  social,
];

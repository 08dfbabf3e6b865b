import type {
  Announcement,
  AnnouncementsValue,
  AnnouncementType,
  announcementsQuerySchema,
  Banner,
  PopupExecution,
} from '@platform/contracts/announcements';
import { API, apiPath } from '@platform/contracts/api-paths';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import type { StoredAnnouncementType } from '../../db/schema-announcements';
import { type AnnouncementRow, liveAnnouncements, liveBanners } from './announcement-repository';
import type { Viewer } from './announcement-viewer';

export type AnnouncementsQuery = z.infer<typeof announcementsQuerySchema>;
export type Language = AnnouncementsQuery['language'];

/**
 * Spec 4.7: which popups a caller sees. The session decides (A for members, F too at their first
 * login, B for visitors); the query's execution can only narrow that, so a visitor asking for A or
 * F gets no popup rather than members' ones.
 */
export function popupExecutionsFor(viewer: Viewer, asked: PopupExecution | undefined): PopupExecution[] {
  const allowed: PopupExecution[] = viewer.kind === 'visitor' ? ['B'] : viewer.firstLogin ? ['A', 'F'] : ['A'];
  return asked ? allowed.filter((e) => e === asked) : allowed;
}

/**
 * The banner art of one language: it is laid out for that language's reading side (the web puts
 * the headline over it), so each language has its own URL and its own browser cache entry. An
 * image staff uploaded is the same in both.
 */
export function bannerImageUrl(id: number, language: Language, imageVersion: string | null = null): string {
  // An uploaded image is named by its version: a new upload is a new URL, never a cached old image.
  const version = imageVersion ? `&v=${imageVersion}` : '';
  return `${apiPath(API.bannerImage, { key: `banner-${id}` })}?language=${language}${version}`;
}

const pick = (language: Language, ar: string, en: string) => (language === 'en' ? en : ar);

function toAnnouncement(row: AnnouncementRow, language: Language): Announcement {
  return {
    id: row.id,
    title: pick(language, row.titleAr, row.titleEn),
    content: pick(language, row.contentAr, row.contentEn),
    promotionType: row.promotionType,
    execution: row.execution,
    publishedAt: row.startsAt.toISOString(),
  };
}

/** Spec 7.4: the asked types fill their lists, the others stay empty; text in the asked language. */
export async function announcementsFor(
  db: Db,
  merchantId: number,
  viewer: Viewer,
  query: AnnouncementsQuery,
): Promise<AnnouncementsValue> {
  const asked = new Set(query.types.split(',') as AnnouncementType[]);
  const stored = (['PL', 'H', 'PU', 'PR'] as const).filter((t) => asked.has(t)) as StoredAnnouncementType[];
  const [rows, bannerRows] = await Promise.all([
    liveAnnouncements(db, {
      merchantId,
      platform: query.platform,
      types: stored,
      popupExecutions: popupExecutionsFor(viewer, query.execution),
    }),
    asked.has('B') ? liveBanners(db, merchantId) : Promise.resolve([]),
  ]);
  const { language } = query;
  const ofType = (type: StoredAnnouncementType) => rows.filter((r) => r.type === type);
  // Notices (player and help alike) newest first, whatever the operator's sort says.
  const notices = rows
    .filter((r) => r.type === 'PL' || r.type === 'H')
    .sort((a, b) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id);
  const banners: Banner[] = bannerRows.map((b) => ({
    id: b.id,
    groupName: b.groupName,
    url: bannerImageUrl(b.id, language, b.imageVersion),
    title: pick(language, b.titleAr, b.titleEn),
    linkageType: b.linkageType,
    linkTarget: b.linkTarget,
  }));
  return {
    player: notices.map((r) => ({
      id: r.id,
      title: pick(language, r.titleAr, r.titleEn),
      content: pick(language, r.contentAr, r.contentEn),
      publishedAt: r.startsAt.toISOString(),
    })),
    banners,
    popup: ofType('PU').map((r) => toAnnouncement(r, language)),
    promotion: ofType('PR').map((r) => toAnnouncement(r, language)),
  };
}

import { z } from 'zod';
import {
  BANNER_GROUPS,
  BANNER_LINKAGE_TYPES,
  HOME_ANNOUNCEMENT_TYPES,
  POPUP_EXECUTIONS,
} from './announcement-constants';

/**
 * Announcements, notices, popups and banners (spec 2.5, 2.8, 3 banner/popup/announcement, 4.7,
 * 7.4). Content is HTML written by the operator: the server keeps it as written and the web
 * sanitizes it before showing it.
 */

// The constants live in announcement-constants.ts, which has no zod; every existing import of them
// from here keeps working.
export * from './announcement-constants';

export const bannerSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  /** Our server's image path (never hot-linked). */
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  /** The route, nodeId, promotion id or https URL, per linkageType; null for NONE. */
  linkTarget: z.string().nullable(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** HTML: sanitize before showing. */
  content: z.string(),
  /** Set when the item advertises a promotion: a go-to-promotion button appears (spec 2.8). */
  promotionType: z.string().nullable(),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Spec 3: notice = id and title (and its content for the detail pane). */
export const noticeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;

/**
 * GET announcements: `types` a comma list of ANNOUNCEMENT_TYPES, platform W, execution B for
 * visitors. With a session the server decides the execution itself (A, plus F at first login).
 */
export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .regex(/^(B|PL|PU|PR|H)(,(B|PL|PU|PR|H))*$/)
    .default(HOME_ANNOUNCEMENT_TYPES),
  platform: z.literal('W').default('W'),
  execution: z.enum(POPUP_EXECUTIONS).optional(),
  language: z.enum(['ar', 'en']).default('ar'),
});
export const announcementsValueSchema = z.object({
  /** Notices (PL, and H when asked), newest first. */
  player: z.array(noticeSchema),
  banners: z.array(bannerSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
});
export type AnnouncementsValue = z.infer<typeof announcementsValueSchema>;

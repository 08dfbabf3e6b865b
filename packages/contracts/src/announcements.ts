import { z } from 'zod';

/**
 * Announcements, notices, popups and banners (spec 2.5, 2.8, 3 banner/popup/announcement, 4.7,
 * 7.4). Content is HTML written by the operator: the server keeps it as written and the web
 * sanitizes it before showing it (issue 5, item 7).
 */

/**
 * Types: B banners, PL player notices (the marquee and the notice popup), PU popup announcements,
 * PR promotion announcements, H help notices (the notice popup only, never the marquee). Home asks
 * for B,PL,PU,PR (spec 7.4).
 */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];
export const HOME_ANNOUNCEMENT_TYPES = 'B,PL,PU,PR';
/** Spec 3 popup entry: A logged-in members, F also at first login, B visitors. */
export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof POPUP_EXECUTIONS)[number];
/** Spec 4.7: once closed, the popup is suppressed for the session under these keys. */
export const USER_POPUP_KEY = 'USER_POPUP';
export const ANONYMOUS_POPUP_KEY = 'ANONYMOUS_POPUP';
/** Spec 2.8 and 9: the notice popup shows 8 per page, 5 page links, 1 margin page. */
export const NOTICE_PAGE_SIZE = 8;
export const NOTICE_PAGE_LINKS = 5;
/** Spec 9: banner autoplay 5000 ms, transition 1000 ms, spacing about 20 px. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;
export const BANNER_SPACING_PX = 20;

export const BANNER_GROUPS = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu'] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];
/**
 * What a click on a banner opens (spec 2.5: only a banner with a link type opens anything):
 * NONE nothing, ROUTE a path of the site, GAME a game by nodeId, PROMOTION the promotions page at
 * that promotion, URL an outside page in a new tab (https only).
 */
export const BANNER_LINKAGE_TYPES = ['NONE', 'ROUTE', 'GAME', 'PROMOTION', 'URL'] as const;
export type BannerLinkageType = (typeof BANNER_LINKAGE_TYPES)[number];

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

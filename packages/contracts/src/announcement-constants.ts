// The announcements' constants without their zod schemas (announcements.ts adds those and
// re-exports all of this): the web's first screen imports from here, so zod stays off its first
// download (decision 0019).

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

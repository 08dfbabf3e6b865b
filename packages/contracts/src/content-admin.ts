import { z } from 'zod';
import { BANNER_GROUPS, BANNER_LINKAGE_TYPES, POPUP_EXECUTIONS } from './announcement-constants';
import { languageCodeSchema } from './languages';
import { pageQuerySchema } from './money-amount';
import { SOCIAL_RESOURCE_TYPES } from './system-constants';

/**
 * The back office's content (decision 0043): what the lobby shows besides games, each kind edited
 * by staff with `content.manage` for their own brand. HTML is sanitised by the server before it is
 * stored (and by the web again before it is shown), with the rules below shared by both sides.
 */

/** DOMPurify's options for operator HTML, the same as the lobby's announcement purifier. */
export const CONTENT_HTML_PURIFY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['iframe', 'frame', 'object', 'embed', 'form', 'style', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
};

export const CONTENT_KINDS = [
  'announcements',
  'banners',
  'help',
  'customer-service',
  'app-links',
  'social',
  'mirrors',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Stored announcement types: PL player notice, PU popup, PR promotion, H help notice. */
export const CONTENT_ANNOUNCEMENT_TYPES = ['PL', 'PU', 'PR', 'H'] as const;
export const APP_RESOURCE_TYPES = ['APP_IOS', 'APP_ANDROID', 'APP_LITE'] as const;
export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'TELEGRAM', 'WHATSAPP', 'LINE', 'EMAIL', 'PHONE'] as const;

/** Whether the lobby shows an item now: disabled, waiting for its start, showing, or past its end. */
export const CONTENT_STATES = ['DISABLED', 'SCHEDULED', 'LIVE', 'ENDED'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/**
 * A time with its offset, as `Date.toISOString()` writes it (seconds optional). Years 2000-2099:
 * a schedule is about now, and a year typed wrong (20266) is caught here rather than stored.
 */
const isoTime = z
  .string()
  .regex(
    /^20\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/,
    'time',
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), 'time');
const title = (max: number) => z.string().trim().min(1).max(max);
const html = z.string().max(20_000);
const httpsUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s<>"\\]*)?$/, 'https');
const schedule = {
  startsAt: isoTime,
  endsAt: isoTime.nullable(),
};
const endsAfterStart = (value: { startsAt: string; endsAt: string | null }) =>
  value.endsAt === null || Date.parse(value.endsAt) > Date.parse(value.startsAt);
const ENDS_AFTER_START = { path: ['endsAt'], message: 'after_start' };

export const announcementInputSchema = z
  .object({
    type: z.enum(CONTENT_ANNOUNCEMENT_TYPES),
    /** Popups only, and required for them: A members, B visitors, F members at first login. */
    execution: z.enum(POPUP_EXECUTIONS).nullable(),
    /** Popups and promotions only: shows a go-to-promotion button. */
    promotionType: z
      .string()
      .regex(/^[A-Z][A-Z0-9_]{1,39}$/)
      .nullable(),
    titleAr: title(200),
    titleEn: title(200),
    contentAr: html,
    contentEn: html,
    enabled: z.boolean(),
    ...schedule,
  })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .refine((a) => (a.type === 'PU') === (a.execution !== null), { path: ['execution'], message: 'popup_only' })
  .refine((a) => a.promotionType === null || a.type === 'PU' || a.type === 'PR', {
    path: ['promotionType'],
    message: 'popup_or_promotion_only',
  });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;
export const announcementItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(CONTENT_ANNOUNCEMENT_TYPES),
  execution: z.enum(POPUP_EXECUTIONS).nullable(),
  promotionType: z.string().nullable(),
  titleAr: z.string(),
  titleEn: z.string(),
  contentAr: z.string(),
  contentEn: z.string(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(CONTENT_STATES),
  sort: z.number().int(),
});
export type AnnouncementItem = z.infer<typeof announcementItemSchema>;

const BANNER_ROUTE = /^\/([A-Za-z0-9_-][A-Za-z0-9/_.?=&%-]*)?$/;
const BANNER_ID = /^[1-9][0-9]{0,9}$/;
const colour = z.string().regex(/^#[0-9a-f]{6}$/, 'colour');

export const bannerInputSchema = z
  .object({
    groupName: z.enum(BANNER_GROUPS),
    titleAr: title(120),
    titleEn: title(120),
    /** The drawn image's gradient, from color to colorEnd (or a darker color). */
    color: colour,
    colorEnd: colour.nullable(),
    linkageType: z.enum(BANNER_LINKAGE_TYPES),
    linkTarget: z.string().trim().max(2000).nullable(),
    enabled: z.boolean(),
    ...schedule,
  })
  .refine(endsAfterStart, ENDS_AFTER_START)
  .refine(
    (b) => {
      const target = b.linkTarget ?? '';
      switch (b.linkageType) {
        case 'NONE':
          return b.linkTarget === null;
        case 'ROUTE':
          return BANNER_ROUTE.test(target);
        case 'GAME':
        case 'PROMOTION':
          return BANNER_ID.test(target);
        case 'URL':
          return httpsUrl.safeParse(target).success;
      }
    },
    { path: ['linkTarget'], message: 'link_target' },
  );
export type BannerInput = z.infer<typeof bannerInputSchema>;
export const bannerItemSchema = z.object({
  id: z.number().int(),
  groupName: z.enum(BANNER_GROUPS),
  titleAr: z.string(),
  titleEn: z.string(),
  color: z.string(),
  colorEnd: z.string().nullable(),
  linkageType: z.enum(BANNER_LINKAGE_TYPES),
  linkTarget: z.string().nullable(),
  enabled: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  state: z.enum(CONTENT_STATES),
  /** The image the lobby shows: drawn by the server from the title and colours, or uploaded. */
  imageUrl: z.string(),
  /** An image staff uploaded replaces the drawn one. */
  uploadedImage: z.boolean(),
  sort: z.number().int(),
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

/** A banner's own image, sent as the request's body with its type (PUT .../banners/:id/image). */
export const BANNER_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const BANNER_IMAGE_MAX_BYTES = 1_048_576;

export const helpArticleInputSchema = z.object({
  language: languageCodeSchema,
  /** The anchor `/help#term` opens at. */
  term: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,60}$/, 'term'),
  title: title(200),
  content: html,
  enabled: z.boolean(),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;
export const helpArticleItemSchema = z.object({
  id: z.number().int(),
  language: z.string(),
  term: z.string(),
  title: z.string(),
  content: z.string(),
  enabled: z.boolean(),
  state: z.enum(CONTENT_STATES),
  sort: z.number().int(),
});
export type HelpArticleItem = z.infer<typeof helpArticleItemSchema>;

export const customerServiceInputSchema = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https:\/\/[A-Za-z0-9.-]+(:[0-9]{1,5})?(\/[^\s<>"\\]*)?|mailto:[^\s<>"\\]+|tel:\+?[0-9 -]{3,20})$/, 'url'),
  enabled: z.boolean(),
});
export type CustomerServiceInput = z.infer<typeof customerServiceInputSchema>;
export const customerServiceItemSchema = z.object({
  id: z.number().int(),
  csType: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  state: z.enum(CONTENT_STATES),
  sort: z.number().int(),
});
export type CustomerServiceItem = z.infer<typeof customerServiceItemSchema>;

const resourceInput = <T extends readonly [string, ...string[]]>(types: T) =>
  z.object({
    resourceType: z.enum(types),
    name: z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{1,40}$/, 'name'),
    labelNameEn: title(80),
    url: httpsUrl,
    enabled: z.boolean(),
  });
/** App download links (iOS, Android, the lite app) and the footer's social links: site resources. */
export const appLinkInputSchema = resourceInput(APP_RESOURCE_TYPES);
export const socialLinkInputSchema = resourceInput(SOCIAL_RESOURCE_TYPES);
export type SiteResourceInput = z.infer<typeof appLinkInputSchema> | z.infer<typeof socialLinkInputSchema>;
export const siteResourceItemSchema = z.object({
  id: z.number().int(),
  resourceType: z.string(),
  name: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
  enabled: z.boolean(),
  state: z.enum(CONTENT_STATES),
  sort: z.number().int(),
});
export type SiteResourceItem = z.infer<typeof siteResourceItemSchema>;

/** An official alternative domain of the brand (its main domain is the brand's setting). */
export const mirrorDomainInputSchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'domain'),
});
export type MirrorDomainInput = z.infer<typeof mirrorDomainInputSchema>;
export const mirrorDomainItemSchema = z.object({
  /** The domain itself is the row's key. */
  id: z.string(),
  domain: z.string(),
  state: z.enum(CONTENT_STATES),
  sort: z.number().int(),
});
export type MirrorDomainItem = z.infer<typeof mirrorDomainItemSchema>;

/**
 * A kind's list: one page of the brand's items that pass the filter, in the lobby's order; the
 * answer is `pageOf(itemSchema)` (list, pageNo, totalPages, totalCount). Mirror domains page alike.
 */
export const contentListQuerySchema = pageQuerySchema.extend({
  /** Help articles: one language's; other kinds ignore it. */
  language: languageCodeSchema.optional(),
  state: z.enum(CONTENT_STATES).optional(),
});
export type ContentListQuery = z.infer<typeof contentListQuerySchema>;

export const contentEnabledBodySchema = z.object({ enabled: z.boolean() });
/** Moves an item one place up or down among those the lobby orders with it. */
export const contentMoveBodySchema = z.object({ direction: z.enum(['up', 'down']) });
export const contentIdParamsSchema = z.object({ id: z.string().max(253) });

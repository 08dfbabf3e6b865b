import { z } from 'zod';
import { languageCodeSchema } from './languages';
import { whitelabelSchema } from './whitelabel';

/** Spec 4.1: 0 normal, 1 maintenance (takes priority), 2 region restriction. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const statusValueSchema = z.object({
  status: systemStatusSchema,
  /** The visitor's address as the server saw it; the blocked page shows it. */
  ip: z.string(),
});

/** Spec 3, registration config: one entry per form field. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'bankAccountName',
  'recommenderId',
] as const;
export const registerFieldSchema = z.enum(REGISTER_FIELDS);

export const registerFieldConfigSchema = z.object({
  field: registerFieldSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  /** A regular expression the value must match; '*' means anything (spec 5.2). */
  acceptedPattern: z.string(),
  /** 0..22: selects the reg_pattern_{patternId} message. */
  patternId: z.number().int().min(0).max(22),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});
export type RegisterFieldConfig = z.infer<typeof registerFieldConfigSchema>;
export const registerSettingsValueSchema = z.array(registerFieldConfigSchema);

/** The mirror-site list: official alternative domains. */
export const domainRouteEntrySchema = z.object({
  domain: z.string(),
  /** MAIN is the brand's own domain; MIRROR an official alternative. */
  kind: z.enum(['MAIN', 'MIRROR']),
});
export const domainRouteValueSchema = z.array(domainRouteEntrySchema);

export const helpCenterQuerySchema = z.object({
  lang: languageCodeSchema,
  device: z.literal('WEB'),
});
export const helpCenterEntrySchema = z.object({
  id: z.number().int(),
  /** The anchor `/help#term` opens at. */
  term: z.string(),
  title: z.string(),
  /** HTML: sanitize before showing. */
  content: z.string(),
});
export const helpCenterValueSchema = z.array(helpCenterEntrySchema);

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  /** The service's address, encrypted (see customer-service-cipher); the web decrypts it. */
  path: z.string(),
});

/** Social links of the footer (spec 2.5): each shown only when a resource of its type exists. */
export const SOCIAL_RESOURCE_TYPES = [
  'SOCIAL_VIDEO',
  'SOCIAL_MICROBLOG',
  'SOCIAL_SHORT_VIDEO',
  'SOCIAL_NETWORK',
  'SOCIAL_PHOTO',
  'SOCIAL_MESSAGING',
] as const;

export const siteResourceSchema = z.object({
  resourceType: z.string(),
  name: z.string(),
  labelNameEn: z.string(),
  url: z.string(),
});
export type SiteResource = z.infer<typeof siteResourceSchema>;

/** The startup configuration (spec 3, permission response) plus what the web needs to boot. */
export const permissionValueSchema = z.object({
  status: systemStatusSchema,
  merchantCode: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  defaultLanguage: languageCodeSchema,
  languages: z.array(languageCodeSchema),
  customerService: z.array(customerServiceEntrySchema),
  domainRoute: domainRouteValueSchema,
  resources: z.array(siteResourceSchema),
  whitelabel: whitelabelSchema,
  register: registerSettingsValueSchema,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({ active: z.boolean() }),
  regionRestriction: z.object({ active: z.boolean() }),
  encryption: z.object({
    /** SPKI PEM of the merchant's RSA key; the client encrypts payload keys with RSA-OAEP-SHA256. */
    publicKey: z.string(),
    algorithm: z.literal('RSA-OAEP-256/A256GCM'),
  }),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

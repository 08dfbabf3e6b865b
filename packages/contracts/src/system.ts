import { z } from 'zod';
import { languageCodeSchema } from './languages';
import { REGISTER_FIELDS } from './system-constants';
import { whitelabelSchema } from './whitelabel';

// The constants live in system-constants.ts, which has no zod; every existing import of them from
// here keeps working.
export * from './system-constants';

export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const statusValueSchema = z.object({
  status: systemStatusSchema,
  /** The visitor's address as the server saw it; the blocked page shows it. */
  ip: z.string(),
});
export type StatusValue = z.infer<typeof statusValueSchema>;

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
export type HelpCenterValue = z.infer<typeof helpCenterValueSchema>;

export const customerServiceEntrySchema = z.object({
  csType: z.string(),
  /** The service's address, encrypted (see customer-service-cipher); the web decrypts it. */
  path: z.string(),
});

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
  /** The brand's home country (ISO alpha-2): where mobile numbers start when the visitor's is unknown. */
  country: z.string().length(2).nullable(),
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
  maintenance: z.object({
    active: z.boolean(),
    /** The operator's words for the maintenance page, and when it is planned to end (ISO time). */
    message: z.string().nullable(),
    until: z.string().nullable(),
  }),
  /** The brand's look: its logo and theme colours ('#rrggbb'); null keeps the lobby's own. */
  branding: z.object({
    logoUrl: z.string().nullable(),
    themePrimary: z.string().nullable(),
    themeAccent: z.string().nullable(),
  }),
  regionRestriction: z.object({ active: z.boolean() }),
  encryption: z.object({
    /** SPKI PEM of the merchant's RSA key; the client encrypts payload keys with RSA-OAEP-SHA256. */
    publicKey: z.string(),
    algorithm: z.literal('RSA-OAEP-256/A256GCM'),
  }),
});
export type PermissionValue = z.infer<typeof permissionValueSchema>;

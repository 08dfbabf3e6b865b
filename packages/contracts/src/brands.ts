import { z } from 'zod';
import { languageCodeSchema } from './languages';

/**
 * The platform owner's brands (permission brands.manage): each a merchant with its domains,
 * currency, languages, time zone and look, opened with its first admin.
 */

/** An IANA time zone this runtime knows (Asia/Dubai, UTC); offsets and abbreviations are not names. */
export function isIanaTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  if (name === 'UTC') return true;
  return Intl.supportedValuesOf('timeZone').includes(name);
}

/** A host name as a browser sends it, lower case, without a port. */
export const domainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(253)
  .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/);

const colourSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/);

/** What the owner sets on a brand, at its opening and afterwards (the code is fixed once opened). */
export const brandSettingsSchema = z.object({
  name: z.string().trim().min(1).max(64),
  mainDomain: domainSchema,
  /** Mirror domains: official alternatives that serve the same brand. */
  otherDomains: z.array(domainSchema).max(20),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().trim().min(1).max(8),
  languages: z.array(languageCodeSchema).min(1).max(40),
  defaultLanguage: languageCodeSchema,
  /** IANA name; checked by isIanaTimeZone (the error names `timeZone`). */
  timeZone: z.string().trim().min(1).max(64),
  /** https: or a path of this site; null keeps the lobby's own logo. */
  logoUrl: z
    .string()
    .trim()
    .max(500)
    .regex(/^(https:\/\/|\/)[^\s"'<>]*$/)
    .nullable(),
  themePrimary: colourSchema.nullable(),
  themeAccent: colourSchema.nullable(),
});
export type BrandSettings = z.infer<typeof brandSettingsSchema>;

export const brandSchema = brandSettingsSchema.extend({
  id: z.number().int(),
  code: z.string(),
  maintenance: z.boolean(),
  createdAt: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandListSchema = z.array(brandSchema);

export const brandCodeSchema = z.string().regex(/^[A-Z][A-Z0-9]{1,15}$/);

export const brandCreateSchema = brandSettingsSchema.extend({
  code: brandCodeSchema,
  /** Whose catalogue selection the new brand starts with; null: the default brand's. */
  catalogueFrom: z.number().int().positive().max(2_147_483_647).nullable(),
  /** The brand's first admin: a staff account of role admin, with a one-time password. */
  admin: z.object({
    account: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9._-]{2,31}$/),
    displayName: z.string().trim().min(1).max(64),
  }),
});
export type BrandCreate = z.infer<typeof brandCreateSchema>;

/** A brand just opened, with its admin's password: shown once, never stored in clear. */
export const brandCreatedSchema = z.object({
  brand: brandSchema,
  admin: z.object({ account: z.string(), oneTimePassword: z.string() }),
});
export type BrandCreated = z.infer<typeof brandCreatedSchema>;

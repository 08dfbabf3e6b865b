import { z } from 'zod';
import { pageOf, pageQuerySchema } from './money-amount';
import { registerFieldSchema } from './system';

/**
 * The console's configuration of one brand (permission config.manage): whitelabel modules,
 * registration fields, site maintenance, region restriction, and the catalogue's vendors and games.
 */

/** One node of the brand's whitelabel module tree, flat; the console nests it by `parentModId`. */
export const configModuleSchema = z.object({
  modId: z.string(),
  parentModId: z.string().nullable(),
  enabled: z.boolean(),
});
export type ConfigModule = z.infer<typeof configModuleSchema>;

/** Which registration fields the form shows and which of them it requires. */
export const configRegisterFieldSchema = z.object({
  field: registerFieldSchema,
  enabled: z.boolean(),
  required: z.boolean(),
});
export type ConfigRegisterField = z.infer<typeof configRegisterFieldSchema>;

export const siteMaintenanceSchema = z.object({
  active: z.boolean(),
  /** What the lobby's maintenance page says besides its own text; null for nothing more. */
  message: z.string().trim().max(500).nullable(),
  /** When the maintenance is planned to end (ISO time), shown on the page; null when unknown. */
  until: z.iso.datetime({ offset: true }).nullable(),
});
export type SiteMaintenance = z.infer<typeof siteMaintenanceSchema>;

/** ISO 3166 alpha-2, as the GeoIP lookup names countries. */
export const countryCodeSchema = z.string().regex(/^[A-Z]{2}$/);
/**
 * An address or a network (`10.0.0.0/8`, `2001:db8::/32`). The shape only: the server checks the
 * address, the prefix length, and that no bit is set past the prefix, and names the one that fails.
 */
export const networkSchema = z
  .string()
  .trim()
  .min(2)
  .max(49)
  .regex(/^[0-9A-Fa-f:.]+(\/\d{1,3})?$/);

export const regionRestrictionSchema = z.object({
  blockedCountries: z.array(countryCodeSchema).max(250),
  deniedNetworks: z.array(networkSchema).max(500),
});
export type RegionRestriction = z.infer<typeof regionRestrictionSchema>;

/** The configuration page's data: everything but the catalogue, which has its own pages. */
export const siteConfigSchema = z.object({
  maintenance: siteMaintenanceSchema,
  modules: z.array(configModuleSchema),
  register: z.array(configRegisterFieldSchema),
  region: regionRestrictionSchema,
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const modulesChangeSchema = z.object({
  modules: z
    .array(z.object({ modId: z.string().min(1).max(64), enabled: z.boolean() }))
    .min(1)
    .max(200),
});
export const registerChangeSchema = z.object({ fields: z.array(configRegisterFieldSchema).min(1).max(50) });

const sortSchema = z.number().int().min(0).max(1_000_000);

/**
 * What the lobby says when a player opens a vendor or a game under maintenance, as the site's
 * maintenance does: a message (null for the lobby's own words) and the planned end (ISO time).
 * Optional in a change, and null when left out, so the console always sends what it shows.
 */
const catalogueMaintenanceNote = {
  maintenanceMessage: siteMaintenanceSchema.shape.message.default(null),
  maintenanceUntil: siteMaintenanceSchema.shape.until.default(null),
};
const catalogueMaintenanceShown = {
  maintenanceMessage: z.string().nullable(),
  maintenanceUntil: z.string().nullable(),
};

/** A vendor as the console lists it (all of the brand's, hidden ones too). */
export const configVendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  displayNameAr: z.string().nullable(),
  inHouse: z.boolean(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  ...catalogueMaintenanceShown,
  sort: z.number().int(),
  games: z.number().int(),
});
export type ConfigVendor = z.infer<typeof configVendorSchema>;
export const configVendorListSchema = z.array(configVendorSchema);
export const vendorChangeSchema = z.object({
  enabled: z.boolean(),
  maintenance: z.boolean(),
  ...catalogueMaintenanceNote,
  sort: sortSchema,
});

export const configGameSchema = z.object({
  nodeId: z.number().int(),
  displayName: z.string(),
  displayNameAr: z.string().nullable(),
  vassalage: z.string(),
  gameType: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
  ...catalogueMaintenanceShown,
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: z.number().int(),
});
export type ConfigGame = z.infer<typeof configGameSchema>;
export const configGamesQuerySchema = pageQuerySchema.extend({
  /** Part of either name. */
  search: z.string().trim().max(64).optional(),
  vendor: z.string().trim().max(32).optional(),
});
export const configGamesPageSchema = pageOf(configGameSchema);
export const gameChangeSchema = z.object({
  enabled: z.boolean(),
  maintenance: z.boolean(),
  ...catalogueMaintenanceNote,
  isHot: z.boolean(),
  isNew: z.boolean(),
  sort: sortSchema,
});

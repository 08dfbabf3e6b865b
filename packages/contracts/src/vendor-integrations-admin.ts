import { z } from 'zod';
import { VENDOR_WALLET_LIMITS, vendorWalletModeSchema } from './vendor-wallet';

/**
 * A brand's third-party vendor integrations as the console sets them: where the vendor's game page
 * and server API are, which wallet mode it plays in, whether it is on, and its signing secret. The
 * secret is write-only: the console is told only that one is set, and sees a secret the server
 * generated once, in the answer to the change that generated it.
 */

export const VENDOR_URL_MAX = 500;
export const VENDOR_SECRET_MAX = 256;

/** One vendor of the brand's catalogue and, when it has one, its integration. */
export const vendorIntegrationRowSchema = z.object({
  vendor: z.string(),
  displayName: z.string(),
  displayNameAr: z.string().nullable(),
  /** The in-house studio: our own pages, nothing to set. */
  inHouse: z.boolean(),
  integration: z
    .object({
      mode: vendorWalletModeSchema,
      launchUrl: z.string().nullable(),
      apiUrl: z.string().nullable(),
      enabled: z.boolean(),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type VendorIntegrationRow = z.infer<typeof vendorIntegrationRowSchema>;

export const vendorIntegrationListSchema = z.object({
  /** Production: every URL must be https. */
  httpsOnly: z.boolean(),
  vendors: z.array(vendorIntegrationRowSchema),
});

const urlSchema = z
  .string()
  .trim()
  .max(VENDOR_URL_MAX, 'url_length')
  .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'url');

/** keep: the stored secret stays (refused for a vendor without one); set: this one; generate: the server makes one. */
export const vendorSecretChangeSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('keep') }),
  z.object({ action: z.literal('generate') }),
  z.object({
    action: z.literal('set'),
    value: z
      .string()
      .min(VENDOR_WALLET_LIMITS.secretMinLength, 'secret_length')
      .max(VENDOR_SECRET_MAX, 'secret_length')
      .regex(/^[\x21-\x7e]+$/, 'secret_characters'),
  }),
]);

export const vendorIntegrationBodySchema = z
  .object({
    mode: vendorWalletModeSchema,
    launchUrl: urlSchema,
    /** The vendor's server API: a transfer-wallet vendor's is needed (our server calls it). */
    apiUrl: urlSchema.nullable(),
    enabled: z.boolean(),
    secret: vendorSecretChangeSchema,
  })
  .refine((v) => v.mode !== 'TRANSFER' || v.apiUrl !== null, { path: ['apiUrl'], message: 'api_url_required' });
export type VendorIntegrationBody = z.infer<typeof vendorIntegrationBodySchema>;

export const vendorIntegrationValueSchema = z.object({
  vendor: vendorIntegrationRowSchema,
  /** Only in the answer to a change that generated the secret: shown once, never again. */
  generatedSecret: z.string().optional(),
});

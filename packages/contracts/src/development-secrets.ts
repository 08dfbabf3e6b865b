/**
 * Every secret this repository publishes: the development defaults the platform and its stand-ins
 * (payment sandbox, vendor simulator) fall back to, and the ones the end-to-end run sets. Anyone
 * can read them here, so whoever holds one can sign a payment callback or a vendor's win: a
 * production start refuses a setting or a vendor integration that uses any of them
 * (apps/server/src/deployment). Add a secret here before using it anywhere else.
 */
export const DEVELOPMENT_SECRETS = {
  /** PAYMENT_SANDBOX_SECRET when unset in a demo start (platform and sandbox alike). */
  paymentSandbox: 'payment-sandbox-development-secret',
  /** VENDOR_SIM_SECRET when unset in a demo start: the demo vendors' wallet secret. */
  vendorSim: 'vendor-sim-development-secret-0123456789',
  /** The end-to-end run's (e2e/playwright.config.ts). */
  e2ePaymentSandbox: 'e2e-payment-sandbox-secret',
  e2eVendorSim: 'e2e-vendor-simulator-secret-0123456789',
} as const;

const PUBLISHED = new Set<string>(Object.values(DEVELOPMENT_SECRETS));

/** Whether a secret is one of the published ones above. */
export function isPublishedSecret(secret: string): boolean {
  return PUBLISHED.has(secret);
}

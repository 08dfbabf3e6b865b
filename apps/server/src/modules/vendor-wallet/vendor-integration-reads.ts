import type { VendorWalletMode } from '@platform/contracts/vendor-wallet';
import type { Db } from '../../db/database';

/** Notified after any change to a brand's vendor integrations (migration 0027). */
export const VENDOR_INTEGRATION_CHANNEL = 'vendor_integration_changed';

/** A vendor registered at one brand (table game_vendor_integration). */
export type VendorIntegration = {
  merchantId: number;
  vendor: string;
  mode: VendorWalletMode;
  secret: string;
  launchUrl: string | null;
  apiUrl: string | null;
  enabled: boolean;
};

/** The brand's integration of `vendor`, enabled or not; undefined when the vendor is not registered. */
export async function findIntegration(
  db: Db,
  merchantId: number,
  vendor: string,
): Promise<VendorIntegration | undefined> {
  const row = await db
    .selectFrom('game_vendor_integration')
    .select(['merchant_id', 'vendor', 'mode', 'secret', 'launch_url', 'api_url', 'enabled'])
    .where('merchant_id', '=', merchantId)
    .where('vendor', '=', vendor)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    merchantId: row.merchant_id,
    vendor: row.vendor,
    mode: row.mode,
    secret: row.secret,
    launchUrl: row.launch_url,
    apiUrl: row.api_url,
    enabled: row.enabled,
  };
}

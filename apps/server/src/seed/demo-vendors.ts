import { randomBytes } from 'node:crypto';
import { isPublishedSecret } from '@platform/contracts/development-secrets';
import { loadConfig } from '../config';
import type { Db } from '../db/database';
import { type StartMode, vendorSimSecret } from '../deployment/start-mode';

/**
 * The demo brand's vendor integrations: every third-party vendor of the demo catalogue
 * plays through the vendor simulator (apps/vendor-sim, started beside the platform by `make run`),
 * EVO and SABA in transfer mode (they have the demo's sub-wallets), the others seamless. The
 * in-house studio PGE is seamless too, called in-process: no URLs.
 */
const THIRD_PARTY_VENDORS = [
  'EVO',
  'SABA',
  'ALV',
  'SPX',
  'OCK',
  'KGP',
  'UGS',
  'IA',
  'TF',
  'LOTT',
  'TCG_SEA',
  'TCG_LOTTO_VN',
] as const;
const TRANSFER_VENDORS = new Set<string>(['EVO', 'SABA']);

export type VendorSimSettings = { url: string; secret: string };

/** Where the simulator runs and its secret, from the configuration (VENDOR_SIM_URL, VENDOR_SIM_SECRET). */
export function vendorSimSettings(env: NodeJS.ProcessEnv = process.env): VendorSimSettings {
  // Only these two are read: a seed run needs no other setting to be valid.
  const config = loadConfig({ VENDOR_SIM_URL: env.VENDOR_SIM_URL, VENDOR_SIM_SECRET: env.VENDOR_SIM_SECRET });
  return { url: config.VENDOR_SIM_URL.replace(/\/+$/, ''), secret: vendorSimSecret(config) };
}

/**
 * Idempotent: a second run, or a run over integrations edited since, changes nothing. Outside a
 * demo start, the simulator's vendors are seeded disabled while their secret is a published one:
 * whoever read it could sign their own wins.
 */
export async function seedDemoVendors(
  db: Db,
  merchantCode: string,
  mode: StartMode,
  sim: VendorSimSettings = vendorSimSettings(),
): Promise<void> {
  const merchant = await db.selectFrom('merchant').select('id').where('code', '=', merchantCode).executeTakeFirst();
  if (!merchant) return;
  const enabled = mode === 'demo' || !isPublishedSecret(sim.secret);
  await db
    .insertInto('game_vendor_integration')
    .values([
      {
        merchant_id: merchant.id,
        vendor: 'PGE',
        mode: 'SEAMLESS',
        // Called in-process, never over HTTP: a secret nobody knows, so nobody signs as the studio.
        secret: randomBytes(32).toString('hex'),
        launch_url: null,
        api_url: null,
      },
      ...THIRD_PARTY_VENDORS.map((vendor) => ({
        merchant_id: merchant.id,
        vendor,
        mode: TRANSFER_VENDORS.has(vendor) ? ('TRANSFER' as const) : ('SEAMLESS' as const),
        secret: sim.secret,
        // One simulator plays every code: the path names whose game (and whose secret) it is.
        launch_url: `${sim.url}/play/${vendor}`,
        api_url: `${sim.url}/api`,
        enabled,
      })),
    ])
    .onConflict((oc) => oc.columns(['merchant_id', 'vendor']).doNothing())
    .execute();
}

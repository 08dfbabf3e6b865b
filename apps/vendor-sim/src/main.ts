import { DEVELOPMENT_SECRETS } from '@platform/contracts/development-secrets';
import { startVendorSim } from './vendor-sim-server';

/**
 * Runs the vendor simulator on its own (started by `make run` beside the platform, and by the
 * end-to-end tests). Environment:
 * - VENDOR_SIM_PORT (8091), VENDOR_SIM_HOST (127.0.0.1: the admin switches have no authentication);
 * - VENDOR_SIM_SECRET: must equal the secret the platform registered for the simulator's vendor
 *   codes; both default to the same development secret;
 * - PLATFORM_URL: where the platform's wallet is (default http://localhost:$PORT, PORT 8080);
 * - VENDOR_SIM_PUBLIC_URL: the address browsers use, when it is not the one listened on;
 * - VENDOR_SIM_FRAME_ANCESTORS: space-separated origins allowed to frame the game page (default the
 *   platform's origin; `make dev` adds Vite's);
 * - VENDOR_SIM_TRANSFER_VENDORS: vendor codes in TRANSFER mode (default EVO,SABA; others SEAMLESS).
 */

function fail(message: string): never {
  console.error(`Vendor simulator: ${message}`);
  process.exit(2);
}

const env = process.env;
const port = Number(env.VENDOR_SIM_PORT || 8091);
if (!Number.isInteger(port) || port < 1 || port > 65535) fail('VENDOR_SIM_PORT must be a port number, 1 to 65535');
// The platform's demo seed gives the simulator's vendors the same one when VENDOR_SIM_SECRET is unset.
const secret = env.VENDOR_SIM_SECRET || DEVELOPMENT_SECRETS.vendorSim;
if (secret.length < 32) fail('VENDOR_SIM_SECRET must have at least 32 characters');
const isHttp = (text: string) => /^https?:\/\/[^/\s]+/.test(text);
const platformUrl = env.PLATFORM_URL || `http://localhost:${env.PORT || 8080}`;
if (!isHttp(platformUrl)) fail('PLATFORM_URL must be an http(s) address');
const publicUrl = env.VENDOR_SIM_PUBLIC_URL || undefined;
if (publicUrl && !isHttp(publicUrl)) fail('VENDOR_SIM_PUBLIC_URL must be an http(s) address');
const frameAncestors = env.VENDOR_SIM_FRAME_ANCESTORS?.split(/\s+/).filter(Boolean);
if (frameAncestors?.some((origin) => !isHttp(origin))) fail('VENDOR_SIM_FRAME_ANCESTORS must be http(s) origins');
const transferVendors = (env.VENDOR_SIM_TRANSFER_VENDORS ?? 'EVO,SABA').split(',').map((code) => code.trim());
if (transferVendors.some((code) => code !== '' && !/^[A-Z0-9_]{1,32}$/.test(code))) {
  fail('VENDOR_SIM_TRANSFER_VENDORS must be vendor codes separated by commas');
}

const sim = await startVendorSim({
  port,
  host: env.VENDOR_SIM_HOST || '127.0.0.1',
  secret,
  platformUrl,
  publicUrl,
  frameAncestors: frameAncestors?.length ? frameAncestors : undefined,
  transferVendors: transferVendors.filter(Boolean),
  log: (line) => console.log(`[vendor-sim] ${line}`),
}).catch((error: NodeJS.ErrnoException) =>
  fail(error.code === 'EADDRINUSE' ? `port ${port} is in use (set VENDOR_SIM_PORT)` : String(error)),
);
console.log(`  Vendor simulator ready at ${sim.publicUrl} (platform ${platformUrl})`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(1), 5_000).unref();
  await sim.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

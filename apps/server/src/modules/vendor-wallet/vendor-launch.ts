import { createHash, randomBytes } from 'node:crypto';
import { VENDOR_LAUNCH_PARAMS, VENDOR_WALLET_LIMITS } from '@platform/contracts/vendor-wallet';
import type { Db } from '../../db/database';
import { findIntegration } from './vendor-integration-reads';
import { insertLaunchToken, type LaunchGrant } from './vendor-launch-token-repository';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const LOOPBACK_HOST_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A vendor registered on the loopback address runs on this machine (the demo's vendor simulator):
 * the browser reaches it by the host name it reached the site by, which is the machine's LAN name
 * or address when the site is opened from another device. A vendor anywhere else is left as it is.
 */
function asReachedFromBrowser(url: URL, siteHostName: string): void {
  if (LOOPBACK_HOST_NAMES.has(url.hostname) && !LOOPBACK_HOST_NAMES.has(siteHostName)) url.hostname = siteHostName;
}

/**
 * The launch URL of a game at a vendor with an enabled integration and a game page of its own:
 * the vendor's page with a one-time launch token (256 random bits, 5 minutes, bound to member,
 * currency, game, language and trial). Undefined when the vendor has none (the in-house studio,
 * a vendor not connected yet): the caller then opens our own play page.
 */
export async function vendorLaunchUrl(
  db: Db,
  launch: Omit<LaunchGrant, 'currency'>,
  /** The host name (no port) of the site as the browser asked for it. */
  siteHostName: string,
): Promise<string | undefined> {
  const integration = await findIntegration(db, launch.merchantId, launch.vendor);
  if (!integration?.enabled || !integration.launchUrl) return undefined;
  // The brand's one currency: the only one its members play in.
  const { currency } = await db
    .selectFrom('merchant')
    .select('currency')
    .where('id', '=', launch.merchantId)
    .executeTakeFirstOrThrow();
  const grant = { ...launch, currency };
  const token = randomBytes(32).toString('base64url');
  await insertLaunchToken(db, hashToken(token), grant, VENDOR_WALLET_LIMITS.launchTokenTtlSeconds);
  const url = new URL(integration.launchUrl);
  asReachedFromBrowser(url, siteHostName);
  url.searchParams.set(VENDOR_LAUNCH_PARAMS.token, token);
  url.searchParams.set(VENDOR_LAUNCH_PARAMS.game, grant.gameCode);
  url.searchParams.set(VENDOR_LAUNCH_PARAMS.lang, grant.language);
  url.searchParams.set(VENDOR_LAUNCH_PARAMS.currency, grant.currency);
  url.searchParams.set(VENDOR_LAUNCH_PARAMS.trial, grant.trial ? '1' : '0');
  return url.toString();
}

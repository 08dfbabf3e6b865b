import type { Db } from '../../db/database';
import { countryOf } from '../region/region-rules';
import type { CallSite } from './account-deps';

/** Why a known member's login was refused, as the back office's login history shows it. */
export type LoginFailure = 'BAD_PASSWORD' | 'LOCKED';

/**
 * Writes one attempt of a known member to the login history (member_login): the back office shows
 * it to support and compares addresses, browsers and device ids between members for risk. Attempts on an
 * account that does not exist belong to no one and stay in login_failure only.
 */
export async function recordLogin(db: Db, site: CallSite, memberId: number, failure: LoginFailure | null) {
  await db
    .insertInto('member_login')
    .values({
      merchant_id: site.merchantId,
      member_id: memberId,
      ip: site.ip,
      country: countryOf(site.ip),
      user_agent: (site.userAgent ?? '').slice(0, 512),
      device_id: site.deviceId ?? null,
      success: failure === null,
      failure,
    })
    .execute();
}

import { API } from '@platform/contracts/api-paths';
import { SYSTEM_STATUS, type SystemStatus } from '@platform/contracts/system';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { clientIp } from '../modules/region/client-ip';
import { countryOf, isRestricted } from '../modules/region/region-rules';
import type { MerchantConfig } from '../modules/system/merchant-config';
import type { MerchantConfigCache } from '../modules/system/merchant-config-cache';
import { isApiPath } from './api-path';
import { ApiError } from './envelope';

export type RequestContext = {
  merchant: MerchantConfig;
  ip: string;
  country: string | null;
  /** Spec 4.1: maintenance takes priority over region restriction. */
  status: SystemStatus;
};

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** What a region-blocked visitor may still call: enough to render the blocked page and reach support. */
const OPEN_WHEN_BLOCKED = new Set<string>([API.systemStatus, API.permission]);
/** What still answers during maintenance: the startup calls the maintenance page itself needs. */
const OPEN_IN_MAINTENANCE = new Set<string>([
  API.systemStatus,
  API.permission,
  API.whitelabel,
  API.registerSettings,
  API.domainRoute,
  API.helpCenter,
]);

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * Resolves, for every API call, the merchant (by host), the visitor's address and country, and the
 * system status; then refuses what a blocked visitor or maintenance does not allow. Written as a
 * callback hook because the merchant is almost always cached: the hot path then awaits nothing.
 */
export function installRequestContext(app: FastifyInstance, config: Config, cache: MerchantConfigCache): void {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  const admit = (request: FastifyRequest, path: string, merchant: MerchantConfig | undefined): ApiError | undefined => {
    if (!merchant) return new ApiError('MERCHANT_NOT_FOUND');
    const ip = clientIp(request, config);
    const country = countryOf(ip);
    const status: SystemStatus = merchant.maintenance
      ? SYSTEM_STATUS.MAINTENANCE
      : isRestricted(merchant.region, ip, country)
        ? SYSTEM_STATUS.REGION_RESTRICTED
        : SYSTEM_STATUS.NORMAL;
    request.ctx = { merchant, ip, country, status };
    if (status === SYSTEM_STATUS.REGION_RESTRICTED && !OPEN_WHEN_BLOCKED.has(path)) {
      return new ApiError('REGION_RESTRICTED');
    }
    if (status === SYSTEM_STATUS.MAINTENANCE && !OPEN_IN_MAINTENANCE.has(path)) return new ApiError('MAINTENANCE');
    return undefined;
  };

  app.addHook('onRequest', (request, _reply, done) => {
    const path = pathOf(request);
    if (!isApiPath(path) || path === API.health) return done();
    const merchant = cache.forHost(request.headers.host);
    if (merchant instanceof Promise) {
      merchant.then((m) => done(admit(request, path, m)), done);
    } else {
      done(admit(request, path, merchant));
    }
  });
}

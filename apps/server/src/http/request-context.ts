import { API } from '@platform/contracts/api-paths';
import { LIVE_SOCKET_PATH } from '@platform/contracts/live-socket-constants';
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

/** The vendor wallet's callbacks: signed by the vendor, like payment callbacks below. */
const VENDOR_CALLBACKS = [
  API.vendorAuthenticate,
  API.vendorBalance,
  API.vendorDebit,
  API.vendorCredit,
  API.vendorRollback,
];
/**
 * What a region-blocked visitor may still call: enough to render the blocked page and reach support.
 * Payment callbacks come from the provider, not a visitor, and prove themselves by their signature:
 * a credit must never be lost to where the provider's servers happen to be, or to maintenance. The
 * same holds for a vendor's bets and wins: a round in play settles whatever the site's status.
 */
const OPEN_WHEN_BLOCKED = new Set<string>([API.systemStatus, API.permission, API.paymentCallback, ...VENDOR_CALLBACKS]);
/** What still answers during maintenance: the startup calls the maintenance page itself needs. */
const OPEN_IN_MAINTENANCE = new Set<string>([
  API.systemStatus,
  API.permission,
  API.whitelabel,
  API.registerSettings,
  API.domainRoute,
  API.helpCenter,
  API.paymentCallback,
  ...VENDOR_CALLBACKS,
]);

/**
 * The back office is no visitor: its staff switch maintenance off and lift region restrictions
 * through these paths, so neither closes them. The staff guard, each staff account's allow-list and
 * the staff session decide who passes instead.
 */
const STAFF_PREFIX = '/wps/admin/';

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/** Who is calling and what the system status is for them (spec 4.1: maintenance wins over region). */
export function visitorContext(
  request: Parameters<typeof clientIp>[0],
  config: Parameters<typeof clientIp>[1],
  merchant: MerchantConfig,
): RequestContext {
  const ip = clientIp(request, config);
  const country = countryOf(ip);
  const status: SystemStatus = merchant.maintenance
    ? SYSTEM_STATUS.MAINTENANCE
    : isRestricted(merchant.region, ip, country)
      ? SYSTEM_STATUS.REGION_RESTRICTED
      : SYSTEM_STATUS.NORMAL;
  return { merchant, ip, country, status };
}

/** Decides, per request, whether the visitor may use the API; the refusal is an ApiError to throw or send. */
export type RequestAdmission = {
  /** For paths no route handles (404s, and errors raised before a handler ran): the same refusal a route would give. */
  refusalFor(request: FastifyRequest): Promise<ApiError | undefined>;
};

/**
 * Resolves, for every API call, the merchant (by host), the visitor's address and country, and the
 * system status; then refuses what a blocked visitor or maintenance does not allow.
 *
 * It wraps each API route's handler when the route is registered rather than running as an
 * onRequest hook: a hook costs Fastify's hook runner on every request (about a fifth of this
 * server's throughput on the status call, see bench/), while the wrapper adds one function call.
 * Requests that never reach a handler (unknown paths, bad JSON, failed validation) are checked by
 * the not-found and error handlers through `refusalFor`, so a refused visitor learns nothing more.
 */
export function installRequestContext(
  app: FastifyInstance,
  config: Config,
  cache: MerchantConfigCache,
): RequestAdmission {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  const admit = (request: FastifyRequest, path: string, merchant: MerchantConfig | undefined): ApiError | undefined => {
    if (!merchant) return new ApiError('MERCHANT_NOT_FOUND');
    const ctx = visitorContext(request, config, merchant);
    request.ctx = ctx;
    const { status } = ctx;
    if (status === SYSTEM_STATUS.NORMAL || path.startsWith(STAFF_PREFIX)) return undefined;
    if (status === SYSTEM_STATUS.REGION_RESTRICTED && !OPEN_WHEN_BLOCKED.has(path)) {
      return new ApiError('REGION_RESTRICTED');
    }
    if (status === SYSTEM_STATUS.MAINTENANCE && !OPEN_IN_MAINTENANCE.has(path)) return new ApiError('MAINTENANCE');
    return undefined;
  };

  /** Synchronous when the merchant is cached, which is almost always: the hot path then awaits nothing. */
  const check = (request: FastifyRequest, path: string): ApiError | undefined | Promise<ApiError | undefined> => {
    const merchant = cache.forHost(request.headers.host);
    return merchant instanceof Promise ? merchant.then((m) => admit(request, path, m)) : admit(request, path, merchant);
  };

  app.addHook('onRoute', (route) => {
    const path = route.url;
    if (path === LIVE_SOCKET_PATH) {
      // The socket's handler runs after the upgrade (@fastify/websocket replaces it), so its
      // admission is a hook of its own route: a refused visitor gets the refusal as the HTTP answer
      // to the upgrade request and never a socket. Nothing of the live socket is open when blocked.
      const admitSocket = async (request: FastifyRequest) => {
        const refusal = await check(request, path);
        if (refusal) throw refusal;
      };
      route.preValidation = [route.preValidation ?? [], admitSocket].flat();
      return;
    }
    if (!isApiPath(path) || path === API.health) return;
    const handler = route.handler;
    route.handler = function admitted(this: FastifyInstance, request, reply) {
      const refusal = check(request, path);
      if (refusal instanceof Promise) {
        return refusal.then((r) => {
          if (r) throw r;
          return handler.call(this, request, reply);
        });
      }
      if (refusal) throw refusal;
      return handler.call(this, request, reply);
    };
  });

  return {
    refusalFor: async (request) => {
      const path = pathOf(request.url);
      return isApiPath(path) && path !== API.health ? check(request, path) : undefined;
    },
  };
}

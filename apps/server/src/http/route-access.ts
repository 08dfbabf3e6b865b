import type { StaffPermission } from '@platform/contracts/staff';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { SignedInRole } from './role-guard';

/**
 * Who may call a route, declared in its options (`config: { access }`). A declaration of roles is
 * enforced as declared: the role guard runs in front of the handler (installRoleGuard in
 * role-guard.ts). A signature or launch id is checked by the handler, which alone has the raw body
 * or the launch; the authorisation matrix (security/authorisation-matrix.int.test.ts) proves the
 * handlers keep their declarations, for every route including routes added later.
 * - 'public': anyone, signed in or not (the handler reads no session, or only to tailor the answer).
 * - roles: a session of one of these roles (the role guard); `duringPasswordChange` when a session
 *   whose password must change may still call it.
 * - 'vendor-signature': a game vendor's HMAC signature over the exact bytes, no session.
 * - 'provider-signature': a payment provider's signed callback, no session.
 * - 'launch-id': the unguessable launch id in the path is the credential (a game page).
 * - 'static': a file of the built web app.
 * - staff: a back-office session (never a player's) of the request's brand, or of the platform
 *   owner, whose role holds the permission ('signed-in': any staff member; the staff guard); a
 *   staff member whose password must change first is served only `duringPasswordChange` routes.
 */
export type RouteAccess =
  | 'public'
  | 'vendor-signature'
  | 'provider-signature'
  | 'launch-id'
  | 'static'
  | { readonly roles: readonly SignedInRole[]; readonly duringPasswordChange?: boolean }
  | { readonly staff: StaffPermission | 'signed-in'; readonly duringPasswordChange?: boolean };

/** Shorthands for route options, `{ config: PUBLIC, schema }`, short so that route lines stay short. */
export const PUBLIC = { access: 'public' } as const;
export const SIGNED_BY_VENDOR = { access: 'vendor-signature' } as const;
export const SIGNED_BY_PROVIDER = { access: 'provider-signature' } as const;
export const BY_LAUNCH_ID = { access: 'launch-id' } as const;
export const STATIC_FILE = { access: 'static' } as const;
/** `{ config: onlyFor(['member', 'agent']) }`: sessions of these roles, which the role guard admits. */
export function onlyFor(
  roles: readonly SignedInRole[],
  options: { duringPasswordChange?: boolean } = {},
): { access: RouteAccess } {
  return { access: { roles, ...options } };
}

/**
 * `{ config: forStaff('deposits.review') }`: staff whose role holds the permission (the staff guard);
 * `duringPasswordChange` when a staff member whose password must change may still call it.
 */
export function forStaff(
  permission: StaffPermission | 'signed-in',
  options: { duringPasswordChange?: boolean } = {},
): { access: RouteAccess } {
  return { access: { staff: permission, ...options } };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route as registered, with its declared access: what the security suites walk. */
    registeredRoutes: readonly RouteOptions[];
  }
}

/**
 * Collects every route the app registers and refuses to start (ready fails, naming them) when one
 * has no access declaration, so a new route cannot be forgotten. Checked at ready rather than on
 * registration because the static files' routes get theirs from a later hook (see below).
 */
export function installRouteAccessCheck(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => route.config?.access === undefined);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`routes without an access declaration (config.access): ${names}`);
    }
  });
}

/**
 * The static-file plugin registers one route per file of the built web app and takes no route
 * config of ours; it marks each with `config.rootPath`, which is how its routes are told apart.
 */
export function declareStaticFileAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.config && 'rootPath' in route.config && route.config.access === undefined) {
      route.config = { ...route.config, access: 'static' };
    }
  });
}

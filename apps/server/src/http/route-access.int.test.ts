import { STAFF_PERMISSIONS } from '@platform/contracts/staff';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { createTwoFileWebDist } from '../test/two-file-web-dist';
import type { RouteAccess } from './route-access';

/**
 * Every route of the whole app (API, live socket, the web app's files) declares who may call it:
 * this lists them all from the app's own route collection, each with its access, and names every
 * route that declares none or something no rule knows. The app refuses to become ready then too;
 * this says which routes, without starting it.
 */

let database: TestDatabase;
let app: FastifyInstance;
let dist: Awaited<ReturnType<typeof createTwoFileWebDist>>;

beforeAll(async () => {
  // A built web app of two files, so that the static files' routes are listed too.
  dist = await createTwoFileWebDist();
  database = await createTestDatabase();
  app = await buildTestApp(database, { WEB_DIST: dist.dir });
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  await dist?.remove();
});

const SIGNED_IN_ROLES = new Set(['trial', 'member', 'agent']);
const NAMED_ACCESS = new Set(['public', 'vendor-signature', 'provider-signature', 'launch-id', 'static']);

/** The rule a declaration states, in words; undefined when it states none a caller could be held to. */
function ruleOf(access: RouteAccess | undefined): string | undefined {
  if (access === undefined) return undefined;
  if (typeof access === 'string') return NAMED_ACCESS.has(access) ? access : undefined;
  if ('staff' in access) {
    return access.staff === 'signed-in' || STAFF_PERMISSIONS.includes(access.staff)
      ? `staff: ${access.staff}`
      : undefined;
  }
  const known = access.roles.length > 0 && access.roles.every((role) => SIGNED_IN_ROLES.has(role));
  if (!known) return undefined;
  return `${access.roles.join('|')}${access.duringPasswordChange ? ' (also during a password change)' : ''}`;
}

it('lists every registered route with the access it declares, and none without', () => {
  const listed = app.registeredRoutes.map((route) => ({
    route: `${[route.method].flat().join(',')} ${route.url}`,
    rule: ruleOf(route.config?.access),
  }));
  const undeclared = listed.filter((entry) => entry.rule === undefined).map((entry) => entry.route);
  expect(undeclared, 'routes without a known access declaration (config.access)').toEqual([]);

  const rules = new Set(listed.map((entry) => entry.rule));
  // The list really is the whole app: sessions of each role, staff, signatures, the game page, the files.
  const everyKind = [
    'public',
    'member|agent',
    'staff: deposits.review',
    'staff: signed-in',
    'vendor-signature',
    'provider-signature',
    'launch-id',
    'static',
  ];
  for (const rule of everyKind) expect(rules, rule).toContain(rule);
});

import type { AddressInfo } from 'node:net';
import { API } from '@platform/contracts/api-paths';
import { LIVE_CLOSE_UNAUTHORIZED } from '@platform/contracts/live-socket-constants';
import type { ResultCode } from '@platform/contracts/result-code';
import { roleMay, type StaffPermission } from '@platform/contracts/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { SignedInRole } from '../http/role-guard';
import type { RouteAccess } from '../http/route-access';
import { freshIp } from '../modules/accounts/account-test-kit';
import { sandboxSignedHeaders } from '../modules/deposits/sandbox-signature';
import { signedVendorHeaders } from '../modules/vendor-wallet/vendor-signature';
import { VENDOR_SECRET } from '../modules/vendor-wallet/vendor-wallet-test-kit';
import { type ExampleFailure, exampleRequest, type RouteRequest } from './route-requests';
import {
  PROVIDER_SECRET,
  type RouteUnderTest,
  type SecurityKit,
  type SessionCaller,
  STAFF_CALLERS,
  type StaffCallerName,
  startSecurityKit,
} from './security-test-kit';

/**
 * The authorisation matrix: every route the app registers (its own collection, so a new route is
 * in it without anyone adding it) x every kind of caller. A caller the route's declared access
 * excludes must be refused with the refusal's code; a caller it includes must not be refused for
 * authorisation; nobody but the owner ever sees the owner's data, and nobody else changes it.
 */

const VENDOR = 'SPX';
const OTHER_VENDOR = 'EVO';
const SIGNATURE_CALLERS = ['vendor', 'otherVendor', 'badVendorSignature', 'provider', 'badProviderSignature'] as const;
type SignatureCaller = (typeof SIGNATURE_CALLERS)[number];
type Caller = 'guest' | SessionCaller | StaffCallerName | SignatureCaller;

const ROLE_OF: Record<SessionCaller, SignedInRole> = {
  trial: 'trial',
  member: 'member',
  otherMember: 'member',
  passwordChangeMember: 'member',
  otherLineAgent: 'agent',
};

/**
 * What a staff route promises a caller: its brand's staff whose role holds the permission, and of
 * those, one whose password must change only where the route serves a password change.
 */
function expectedForStaff(
  access: { staff: StaffPermission | 'signed-in'; duringPasswordChange?: boolean },
  caller: Caller,
): Expected {
  if (!(caller in STAFF_CALLERS)) return 'LOGIN_REQUIRED';
  if (caller === 'otherBrandAdmin') return 'FORBIDDEN';
  const role = STAFF_CALLERS[caller as StaffCallerName];
  if (access.staff !== 'signed-in' && !roleMay(role, access.staff)) return 'FORBIDDEN';
  if (caller === 'passwordChangeAdmin' && !access.duringPasswordChange) return 'PASSWORD_CHANGE_REQUIRED';
  return 'allowed';
}

/** Answers that refuse a caller for who it is (or is not), rather than for what it sent. */
const ACCESS_REFUSALS: readonly string[] = [
  'LOGIN_REQUIRED',
  'SESSION_EXPIRED',
  'TRIAL_NOT_ALLOWED',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'SIGNATURE_INVALID',
  'PASSWORD_CHANGE_REQUIRED',
] satisfies ResultCode[];
/** The live socket refuses every caller alike: it closes with this code. */
const SOCKET_REFUSED = `socket closed ${LIVE_CLOSE_UNAUTHORIZED}`;

type Expected = 'allowed' | string;

/** What the declaration promises this caller; undefined for a declaration this suite does not know. */
function expectedFor(access: RouteAccess | undefined, caller: Caller, socket: boolean): Expected | undefined {
  if (access === 'public' || access === 'static' || access === 'launch-id') return 'allowed';
  if (access === 'vendor-signature') return caller === 'vendor' ? 'allowed' : 'SIGNATURE_INVALID';
  if (access === 'provider-signature') return caller === 'provider' ? 'allowed' : 'SIGNATURE_INVALID';
  if (typeof access === 'object' && 'staff' in access) return socket ? undefined : expectedForStaff(access, caller);
  if (typeof access === 'object' && Array.isArray(access.roles)) {
    const role = caller in ROLE_OF ? ROLE_OF[caller as SessionCaller] : undefined;
    const included = role !== undefined && access.roles.includes(role);
    const mustChangePasswordFirst = caller === 'passwordChangeMember' && !access.duringPasswordChange;
    if (socket) return included && !mustChangePasswordFirst ? 'allowed' : SOCKET_REFUSED;
    if (included) return mustChangePasswordFirst ? 'PASSWORD_CHANGE_REQUIRED' : 'allowed';
    if (!role) return 'LOGIN_REQUIRED';
    return role === 'trial' ? 'TRIAL_NOT_ALLOWED' : 'FORBIDDEN';
  }
  return undefined;
}

/** Which callers a route is tried with: signatures only where a signature is what it takes. */
function callersOf(access: RouteAccess | undefined): Caller[] {
  const base: Caller[] = [
    'guest',
    'trial',
    'otherMember',
    'passwordChangeMember',
    'otherLineAgent',
    ...(Object.keys(STAFF_CALLERS) as StaffCallerName[]),
    'member',
  ];
  if (access === 'vendor-signature') return ['vendor', 'otherVendor', 'badVendorSignature', ...base];
  if (access === 'provider-signature') return ['provider', 'badProviderSignature', ...base];
  return base;
}

type Outcome = { status: number; code: string; text: string };

/** Routes whose success changes what every later call answers (maintenance, region, catalogue). */
const changesSite = (url: string) => url.startsWith('/wps/admin/config/');

let kit: SecurityKit;
beforeAll(async () => {
  kit = await startSecurityKit();
}, 60_000);
afterAll(async () => {
  await kit?.close();
});

async function send(request: RouteRequest, caller: Caller, token: string | undefined): Promise<Outcome> {
  const raw = request.body === undefined ? '' : JSON.stringify(request.body);
  const headers: Record<string, string> = { 'x-forwarded-for': freshIp() };
  if (raw) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const path = request.url;
  if (caller === 'vendor' || caller === 'otherVendor' || caller === 'badVendorSignature') {
    const signer = caller === 'otherVendor' ? OTHER_VENDOR : VENDOR;
    const secret = caller === 'badVendorSignature' ? 'not-the-vendor-secret-0123456789abcdef' : VENDOR_SECRET;
    Object.assign(headers, signedVendorHeaders(signer, secret, path, raw, Date.now()));
  }
  if (caller === 'provider' || caller === 'badProviderSignature') {
    const secret = caller === 'provider' ? PROVIDER_SECRET : 'not-the-provider-secret';
    Object.assign(headers, sandboxSignedHeaders(secret, raw));
  }
  const res = await kit.app.inject({
    method: request.method as 'GET',
    url: path,
    query: request.query,
    headers,
    ...(raw ? { payload: raw } : {}),
  });
  let code = '';
  try {
    code = String(res.json().code ?? '');
  } catch {
    code = '';
  }
  return { status: res.statusCode, code, text: res.body };
}

/** The live socket: `ready` after the auth message, or closed. */
async function sendSocket(path: string, token: string | undefined): Promise<Outcome> {
  if (!kit.app.server.listening) await kit.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = kit.app.server.address() as AddressInfo;
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const outcome = await new Promise<Outcome>((resolve, reject) => {
    socket.on('message', (data) => resolve({ status: 101, code: 'allowed', text: String(data) }));
    socket.on('close', (closeCode) => resolve({ status: 101, code: `socket closed ${closeCode}`, text: '' }));
    socket.on('error', reject);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: token ?? 'no-session-at-all' })));
  });
  socket.terminate();
  return outcome;
}

describe('authorisation matrix', () => {
  it('refuses every caller a route excludes, lets in every caller it includes, and leaks nothing', async () => {
    const routes = kit.routes;
    const problems: string[] = [];
    const exampleFailures: ExampleFailure[] = [];
    let cells = 0;
    let refusals = 0;
    let leaks = 0;

    const knownParams = (route: RouteUnderTest): Record<string, string> => {
      const params: Record<string, string> = { vendor: VENDOR, provider: 'sandbox', nodeId: '4001' };
      if (route.url === API.bankAccount) params.id = kit.owned.bankAccountId;
      if (route.url === API.memberMessageRead) params.id = kit.owned.messageId;
      return params;
    };

    for (const route of routes) {
      const access = route.route.config?.access;
      const socket = route.route.websocket === true;
      const name = `${route.method} ${route.url}`;
      const request = exampleRequest(route, knownParams(route), exampleFailures);
      const tokens = await kit.tokens();
      for (const caller of callersOf(access)) {
        const expected = expectedFor(access, caller, socket);
        if (expected === undefined) {
          problems.push(`${name}: access ${JSON.stringify(access)} is not one this suite knows`);
          break;
        }
        const token = caller in tokens ? tokens[caller as SessionCaller | StaffCallerName] : undefined;
        const before = caller === 'member' ? undefined : await kit.ownedRows();
        const outcome = socket ? await sendSocket(request.url, token) : await send(request, caller, token);
        if (changesSite(route.url)) await kit.restoreSite();
        cells += 1;
        const refused = ACCESS_REFUSALS.includes(outcome.code) || outcome.code === SOCKET_REFUSED;
        if (refused) refusals += 1;
        const cell = `${name} as ${caller}: ${outcome.status} ${outcome.code}`;
        if (outcome.status >= 500) problems.push(`${cell} (a server error)`);
        if (expected === 'allowed' && refused) problems.push(`${cell}, but its access lets ${caller} in`);
        if (expected !== 'allowed' && outcome.code !== expected) problems.push(`${cell}, expected ${expected}`);
        if (caller !== 'member') {
          if (kit.markers.some((marker) => outcome.text.includes(marker))) {
            leaks += 1;
            problems.push(`${cell} shows the member's data`);
          }
          if ((await kit.ownedRows()) !== before) problems.push(`${cell} changed the member's data`);
        }
      }
    }

    console.info(
      `authorisation matrix: ${routes.length} routes, ${cells} route x caller cells, ${refusals} refusals, ${leaks} leaks`,
    );
    expect(exampleFailures).toEqual([]);
    expect(problems).toEqual([]);
    expect(leaks).toBe(0);
    // The matrix walked the app's own routes, the static ones and the socket among them.
    expect(routes.map((r) => r.route.config?.access)).toContain('static');
    expect(routes.some((r) => r.route.websocket === true)).toBe(true);
  }, 240_000);

  it('stops the app from starting when a route declares no access, naming the route', async () => {
    const { buildTestApp } = await import('../test/test-app');
    const { createTestDatabase } = await import('../test/test-database');
    const database = await createTestDatabase();
    const app = await buildTestApp(database);
    try {
      app.get('/wps/undeclared-route', async () => 'never served');
      await expect(app.ready()).rejects.toThrow(/GET \/wps\/undeclared-route/);
    } finally {
      await app.close().catch(() => undefined);
      await database.drop();
    }
  }, 60_000);
});

import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import type { StaffRole } from '@platform/contracts/staff';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { loadConfig } from '../config';
import { startAccountTestKit } from '../modules/accounts/account-test-kit';
import { issueSession } from '../modules/sessions/session-service';
import { createStaffAccount, issueStaffSession } from '../modules/staff/staff-service';
import { createTestBrand } from '../test/test-brand';

/** Tests only: the app with every kind of caller, for the authorisation matrix and the fuzz suite. */
export type SecurityKit = Awaited<ReturnType<typeof startSecurityKit>>;

/** The session holders of the matrix; `member` owns the data that the others must not reach. */
export const SESSION_CALLERS = {
  trial: ACCOUNT_TYPE.TRIAL,
  member: ACCOUNT_TYPE.MEMBER,
  otherMember: ACCOUNT_TYPE.MEMBER,
  /** A member whose password must change first: only calls declared `duringPasswordChange` serve it. */
  passwordChangeMember: ACCOUNT_TYPE.MEMBER,
  otherLineAgent: ACCOUNT_TYPE.AGENT,
} as const;
export type SessionCaller = keyof typeof SESSION_CALLERS;

/**
 * The back office's callers: a staff member of each role of the member's brand, the platform owner,
 * and an admin of another brand (who must never reach this brand's data).
 */
export const STAFF_CALLERS = {
  owner: 'owner',
  brandAdmin: 'admin',
  finance: 'finance',
  risk: 'risk',
  support: 'support',
  content: 'content',
  agentManager: 'agent_manager',
  otherBrandAdmin: 'admin',
  /** An admin whose password someone else chose: only calls declared `duringPasswordChange` serve it. */
  passwordChangeAdmin: 'admin',
} as const satisfies Record<string, StaffRole>;
export type StaffCallerName = keyof typeof STAFF_CALLERS;

export const PROVIDER_SECRET = 'security-suite-provider-secret';

/** A route as the suites walk it: one method (HEAD copies of GET routes are left out). */
export type RouteUnderTest = {
  method: string;
  url: string;
  route: RouteOptions;
  schema: { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
};

/** Every route the app registered, from its own collection (http/route-access.ts). */
export function routesOf(routes: readonly RouteOptions[]): RouteUnderTest[] {
  const seen = new Set<string>();
  const list: RouteUnderTest[] = [];
  for (const route of routes) {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      list.push({ method, url: route.url, route, schema: (route.schema ?? {}) as RouteUnderTest['schema'] });
    }
  }
  return list;
}

/**
 * The app on its own database, with a built web app of one page and one asset (so the static
 * routes exist), a session for each kind of caller, and data owned by `member` with markers no
 * other caller may ever see in an answer.
 */
export async function startSecurityKit() {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'security-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  const kit = await startAccountTestKit({ WEB_DIST: webDist, PAYMENT_SANDBOX_SECRET: PROVIDER_SECRET });
  const { db, merchantId } = kit;
  const sessionConfig = loadConfig({ NODE_ENV: 'test' });
  const tag = randomBytes(4).toString('hex');

  const memberIds = {} as Record<SessionCaller, number>;
  for (const [caller, type] of Object.entries(SESSION_CALLERS) as [SessionCaller, number][]) {
    const row = await db
      .insertInto('member')
      .values({ merchant_id: merchantId, account: `s${tag}${caller.toLowerCase()}`, type, register_method: 'TEST' })
      .returning('id')
      .executeTakeFirstOrThrow();
    memberIds[caller] = row.id;
  }

  // The owner's data: what a call by anyone else must neither show nor change.
  const markers = [`s${tag}member`, `OwnerHolder${tag}`, `4111${tag.replace(/\D/g, '7').padEnd(8, '7')}`];
  const bankAccount = await db
    .insertInto('member_bank_account')
    .values({
      merchant_id: merchantId,
      member_id: memberIds.member,
      bank_name: 'Owner Bank',
      account_name: markers[1] as string,
      account_number: markers[2] as string,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const message = await db
    .insertInto('member_message')
    .values({
      merchant_id: merchantId,
      member_id: memberIds.member,
      kind: 'DEPOSIT_CREDITED',
      params: JSON.stringify({ amount: '1.00' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owned = { bankAccountId: String(bankAccount.id), messageId: String(message.id) };

  const otherBrand = await createTestBrand(db, { code: `O${tag.toUpperCase()}`, domains: [`o${tag}.brand.test`] });
  const staffIds = {} as Record<StaffCallerName, number>;
  for (const [caller, role] of Object.entries(STAFF_CALLERS) as [StaffCallerName, StaffRole][]) {
    staffIds[caller] = await createStaffAccount(db, {
      merchantId: role === 'owner' ? null : caller === 'otherBrandAdmin' ? otherBrand.id : merchantId,
      account: `staff_${tag}_${caller}`,
      displayName: caller,
      role,
      password: 'Staff-password-1',
      passwordMustChange: caller === 'passwordChangeAdmin',
    });
  }

  /** The owner's rows as they stand: compared before and after every other caller's call. */
  const ownedRows = async () => {
    const { rows } = await sql<{ state: string }>`
      select concat_ws('|',
        (select deleted_at::text from member_bank_account where id = ${bankAccount.id}),
        (select read_at::text from member_message where id = ${message.id}),
        (select count(*)::text from member_session where member_id = ${memberIds.member})) as state
    `.execute(db);
    return rows[0]?.state ?? '';
  };

  /**
   * The brand's site state as it stands now, and a way back to it: the configuration routes let an
   * admin switch maintenance on, block addresses or hide games, which would change what every later
   * route answers. The suites put it back after each such call.
   */
  const siteState = async () => {
    const [merchant, countries, networks, modules, fields] = await Promise.all([
      db.selectFrom('merchant').select(['maintenance']).where('id', '=', merchantId).executeTakeFirstOrThrow(),
      db.selectFrom('merchant_blocked_country').select('country').where('merchant_id', '=', merchantId).execute(),
      db.selectFrom('merchant_denied_network').select('network').where('merchant_id', '=', merchantId).execute(),
      db.selectFrom('whitelabel_module').select(['mod_id', 'enabled']).where('merchant_id', '=', merchantId).execute(),
      db
        .selectFrom('register_field_config')
        .select(['field', 'enabled', 'required'])
        .where('merchant_id', '=', merchantId)
        .execute(),
    ]);
    return { merchant, countries, networks, modules, fields };
  };
  const initialSite = await siteState();
  const restoreSite = async () => {
    const { merchant, countries, networks, modules, fields } = initialSite;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('merchant').set(merchant).where('id', '=', merchantId).execute();
      await trx.deleteFrom('merchant_blocked_country').where('merchant_id', '=', merchantId).execute();
      await trx.deleteFrom('merchant_denied_network').where('merchant_id', '=', merchantId).execute();
      if (countries.length > 0)
        await trx
          .insertInto('merchant_blocked_country')
          .values(countries.map((c) => ({ ...c, merchant_id: merchantId })))
          .execute();
      if (networks.length > 0)
        await trx
          .insertInto('merchant_denied_network')
          .values(networks.map((n) => ({ ...n, merchant_id: merchantId })))
          .execute();
      for (const m of modules)
        await trx
          .updateTable('whitelabel_module')
          .set({ enabled: m.enabled })
          .where('merchant_id', '=', merchantId)
          .where('mod_id', '=', m.mod_id)
          .execute();
      for (const f of fields)
        await trx
          .updateTable('register_field_config')
          .set({ enabled: f.enabled, required: f.required })
          .where('merchant_id', '=', merchantId)
          .where('field', '=', f.field)
          .execute();
      await trx
        .updateTable('catalogue_vendor')
        .set({ enabled: true, maintenance: false })
        .where('merchant_id', '=', merchantId)
        .execute();
      await trx
        .updateTable('catalogue_game')
        .set({ enabled: true, maintenance: false })
        .where('merchant_id', '=', merchantId)
        .execute();
    });
    await kit.heard();
  };

  /** A fresh session per caller (a logout or a password change in one call must not end the next). */
  const tokens = async (): Promise<Record<SessionCaller | StaffCallerName, string>> => {
    const result = {} as Record<SessionCaller | StaffCallerName, string>;
    for (const caller of Object.keys(STAFF_CALLERS) as StaffCallerName[]) {
      result[caller] = await issueStaffSession(db, staffIds[caller], '127.0.0.1');
    }
    for (const caller of Object.keys(SESSION_CALLERS) as SessionCaller[]) {
      result[caller] = await issueSession(db, sessionConfig, {
        memberId: memberIds[caller],
        ip: '127.0.0.1',
        mustChangePassword: caller === 'passwordChangeMember',
      });
    }
    return result;
  };

  return {
    ...kit,
    routes: routesOf(kit.app.registeredRoutes),
    memberIds,
    markers,
    owned,
    ownedRows,
    tokens,
    /** Puts the brand's configuration back as it was at the start (after a configuration route's call). */
    restoreSite,
    close: async () => {
      await kit.close();
      await rm(webDist, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { solveHumanCheck } from '@platform/contracts/human-check';
import type { StaffRole } from '@platform/contracts/staff';
import type { WhitelabelFlag } from '@platform/contracts/whitelabel';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { AppDeps } from '../../app';
import { Notifications } from '../../db/notification-listener';
import { sealForTest } from '../../http/sealed-body-test-helper';
import { KNOWN_IP, seedAccountTestBrand } from '../../test/account-test-brand';
import { buildTestApp } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createStaffAccount, issueStaffSession } from '../staff/staff-service';
import { hashPassword } from './password-hashing';

/**
 * Tests only: the app on its own database, serving the account test brand (its settings and logins
 * are in test/account-test-brand.ts), with helpers that speak the account calls.
 */
export type AccountTestKit = Awaited<ReturnType<typeof startAccountTestKit>>;

export const CAPTCHA_TEXT = 'TEST1';

let ipCounter = 0;
/** A fresh visitor address per test, so rate limits and known IPs of one test never touch another. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.${1 + Math.floor(Math.random() * 250)}`;
}

export async function startAccountTestKit(overrides: Record<string, string> = {}, deps: Pick<AppDeps, 'clock'> = {}) {
  const database: TestDatabase = await createTestDatabase();
  const { id: merchantId, publicKey } = await seedAccountTestBrand(database.db);
  const notifications = new Notifications(database.url, pino({ level: 'silent' }));
  const app: FastifyInstance = await buildTestApp(
    database,
    {
      CAPTCHA_FIXED_TEXT: CAPTCHA_TEXT,
      CLIENT_IP_SOURCE: 'x-forwarded-for',
      ...overrides,
    },
    { ...deps, notifications },
  );
  const db = database.db;

  type Call = {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    body?: unknown;
    ip?: string;
    token?: string | null;
    /** Accept-Language, as the web sends its page language. */
    language?: string;
    /** The lobby's device id header, as the web sends it with every call. */
    deviceId?: string;
  };
  const call = async ({ method, url, body, ip = KNOWN_IP, token, language, deviceId }: Call) => {
    const headers: Record<string, string> = { 'x-forwarded-for': ip };
    if (token) headers.authorization = `Bearer ${token}`;
    if (language) headers['accept-language'] = language;
    if (deviceId) headers['x-device-id'] = deviceId;
    const res = await app.inject({ method, url, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: res.statusCode, body: res.json() };
  };

  const kit = {
    app,
    db,
    /** The kit's database, for a second app on it (another server process). */
    database,
    merchantId,
    publicKey,
    call,
    seal: (body: object, overrides?: { timestamp?: number; nonce?: string }) => sealForTest(publicKey, body, overrides),
    /** A sealed call, as the web makes login, register and password calls. */
    sealed: async (
      method: Call['method'],
      url: string,
      body: object,
      opts: { ip?: string; token?: string | null; deviceId?: string } = {},
    ) => call({ method, url, body: await sealForTest(publicKey, body), ...opts }),
    captchaId: async (ip: string): Promise<string> => {
      const res = await call({ method: 'GET', url: '/wps/captcha', ip });
      if (res.status !== 200) throw new Error(`captcha: ${JSON.stringify(res.body)}`);
      return res.body.value.captchaId;
    },
    /** The six digits of the last sms or e-mail the outbox provider "sent" to this address. */
    lastMessage: async (to: string) => {
      const row = await db
        .selectFrom('message_outbox')
        .selectAll()
        .where('recipient', '=', to)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row as { body: string; subject: string | null } | undefined;
    },
    lastCode: async (to: string): Promise<string> => {
      const row = await kit.lastMessage(to);
      const code = row?.body.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    /** Turns a whitelabel flag on or off and waits until the app's configuration cache sees it. */
    setFlag: async (flag: WhitelabelFlag, on: boolean) => {
      await db.updateTable('whitelabel_module').set({ enabled: on }).where('mod_id', '=', flag).execute();
      for (let i = 0; i < 200; i++) {
        const res = await call({ method: 'GET', url: '/wps/system/whitelabel' });
        if (res.body.value.flags[flag] === on) return;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`flag ${flag} did not become ${on}`);
    },
    login: async (
      username: string,
      password: string,
      opts: { ip?: string; agentArea?: boolean; captchaId?: string; captcha?: string; deviceId?: string } = {},
    ) => {
      const ip = opts.ip ?? freshIp();
      const check = await call({ method: 'GET', url: '/wps/verification/human', ip });
      return kit.sealed(
        'POST',
        '/wps/session/login',
        {
          username,
          password,
          type: 'username',
          agentArea: opts.agentArea,
          humanProof: await solveHumanCheck(check.body.value),
          captchaId: opts.captchaId,
          captcha: opts.captcha,
        },
        { ip, ...(opts.deviceId && { deviceId: opts.deviceId }) },
      );
    },
    /**
     * A member of the kit's brand with a password (and a mobile number when given), for a test
     * that changes what it logs in with: KNOWN_IP is a known address of it, as for TEST_LOGINS.
     */
    addMember: async (opts: { password: string; mobile?: [dialingCode: string, number: string] }) => {
      const account = `m${randomBytes(4).toString('hex')}`;
      const { id } = await db
        .insertInto('member')
        .values({
          merchant_id: merchantId,
          account,
          type: ACCOUNT_TYPE.MEMBER,
          nickname: account,
          mobile: opts.mobile ? opts.mobile.join('') : null,
          mobile_dialing_code: opts.mobile?.[0] ?? null,
          password_hash: await hashPassword(opts.password),
          register_method: 'TEST',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('member_known_ip').values({ member_id: id, ip: KNOWN_IP }).execute();
      return { id, account };
    },
    /** Forgets every failed login, so that no test's failures ask another test's logins for a captcha. */
    forgetLoginFailures: async () => {
      await db.deleteFrom('login_failure').execute();
    },
    /** Logs an account in from a known address and returns the token. */
    tokenOf: async (username: string, password: string): Promise<string> => {
      const res = await kit.login(username, password, { ip: KNOWN_IP });
      if (res.status !== 200 || !res.body.value.token)
        throw new Error(`login ${username}: ${JSON.stringify(res.body)}`);
      return res.body.value.token as string;
    },
    /**
     * A staff member of the test brand with this role (a new account each call) and a session of
     * theirs, for the back office's routes; the login with its second factor has its own tests.
     */
    staff: async (role: StaffRole = 'finance'): Promise<{ id: number; account: string; token: string }> => {
      const account = `staff_${role}_${randomBytes(4).toString('hex')}`;
      const id = await createStaffAccount(db, {
        merchantId: role === 'owner' ? null : merchantId,
        account,
        displayName: account,
        role,
        password: 'Staff-password-1',
      });
      return { id, account, token: await issueStaffSession(db, id, KNOWN_IP) };
    },
    staffToken: async (role: StaffRole = 'finance'): Promise<string> => (await kit.staff(role)).token,
    /** A free-play (trial) session: refused wherever real money goes. */
    trialToken: async (): Promise<string> => {
      const res = await call({
        method: 'POST',
        url: API.freePlayLogin,
        body: { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 },
        ip: freshIp(),
      });
      if (res.status !== 200) throw new Error(`free play: ${JSON.stringify(res.body)}`);
      return res.body.value.token as string;
    },
    /**
     * Waits until the app has heard of every change committed so far: a change made by hand in SQL
     * reaches its caches (sessions, wallets, game sessions) as another process's would, moments later.
     */
    heard: () => notifications.settled(),
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
  return kit;
}

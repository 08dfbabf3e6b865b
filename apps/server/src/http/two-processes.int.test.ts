import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { solveHumanCheck } from '@platform/contracts/human-check';
import { type LiveServerMessage, liveServerMessageSchema } from '@platform/contracts/live-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOGIN_THROTTLE } from '../modules/accounts/login-failures';
import { hashPassword } from '../modules/accounts/password-hashing';
import { addTransferWallets, depositTo, newAccount } from '../modules/wallet/wallet-test-support';
import { eventually } from '../test/eventually';
import { type ServerProcess, startServerProcess } from '../test/server-process';
import { createTestBrand, type TestBrand } from '../test/test-brand';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { sealForTest } from './sealed-body-test-helper';

/**
 * Two server processes on one database, as behind a load balancer, stay one platform: a page on
 * either hears every balance change, throttles count the calls to both, and a session is one
 * session on both. Real processes, not two apps in this one: apps in one process share module
 * state (the ledger's listeners are kept per database handle, any cache a module keeps), which
 * would hide exactly what this must show.
 */
const CAPTCHA = 'TEST1';
const PASSWORD = 'Scale1234';

let database: TestDatabase;
let brand: TestBrand;
let a: ServerProcess;
let b: ServerProcess;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  brand = await createTestBrand(database.db);
  await addTransferWallets(database.db, brand.id, ['PGE']);
  const env = { CAPTCHA_FIXED_TEXT: CAPTCHA, CLIENT_IP_SOURCE: 'x-forwarded-for' };
  [a, b] = await Promise.all([startServerProcess(database.url, env), startServerProcess(database.url, env)]);
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
});

type Answer = { status: number; body: { code: string; value: Record<string, unknown> | null } };

async function call(
  server: ServerProcess,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  opts: { ip?: string; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? '127.0.0.1' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.origin}${path}`, {
    method,
    headers,
    ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

/** A member with a password and no second factor to ask (no mobile, no authenticator). */
async function memberWithPassword(): Promise<string> {
  const account = `s${randomUUID().slice(0, 8)}`;
  await database.db
    .insertInto('member')
    .values({
      merchant_id: brand.id,
      account,
      type: ACCOUNT_TYPE.MEMBER,
      password_hash: await hashPassword(PASSWORD),
      register_method: 'TEST',
    })
    .execute();
  return account;
}

let captchas = 0;

/** A password login as the web makes it: the human check, then the sealed body. */
async function login(
  server: ServerProcess,
  username: string,
  password: string,
  ip: string,
  captchaFrom?: ServerProcess,
) {
  const check = await call(server, 'GET', API.humanCheck, { ip });
  // Each captcha from an address of its own: captchas are limited to one a second per address.
  captchas += 1;
  const captcha = captchaFrom && (await call(captchaFrom, 'GET', API.captcha, { ip: `10.78.0.${captchas}` }));
  const body = await sealForTest(brand.publicKey, {
    username,
    password,
    type: 'username',
    humanProof: await solveHumanCheck(check.body.value as never),
    ...(captcha ? { captchaId: captcha.body.value?.captchaId, captcha: CAPTCHA } : {}),
  });
  return call(server, 'POST', API.login, { ip, body });
}

describe('two server processes on one database', () => {
  it('push a balance change made through one to the live socket of a page on the other', async () => {
    const who = await newAccount(database.db, brand.id);
    await depositTo(database.db, brand.id, who.id, 10_000n);
    const socket = new WebSocket(`${a.origin.replace('http', 'ws')}/ws`);
    sockets.push(socket);
    const messages: LiveServerMessage[] = [];
    socket.on('message', (data) => messages.push(liveServerMessageSchema.parse(JSON.parse(String(data)))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'auth', token: who.token }));
    const balance = (amount: string) => () => messages.some((m) => m.type === 'balance' && m.wallet.balance === amount);
    await eventually(balance('100.00'), Boolean);

    const transfer = await call(b, 'POST', API.walletTransfer, {
      token: who.token,
      body: { from: 'MAIN', to: 'PGE', amount: '40', requestId: randomUUID() },
    });
    expect(transfer.status).toBe(200);
    await eventually(balance('60.00'), Boolean);
  });

  it('count failed logins at either towards the throttle of both', async () => {
    const account = await memberWithPassword();
    const ip = '10.77.0.1';
    const wrong = await login(a, account, 'wrong-1', ip);
    expect(wrong.body).toMatchObject({ code: 'BAD_CREDENTIALS', value: { captcha: true } });
    // B knows of A's failure: even the right password now needs the captcha there.
    const unsolved = await login(b, account, PASSWORD, ip);
    expect(unsolved.body.code).toBe('CAPTCHA_REQUIRED');
    // A captcha handed out by one process is checked by the other.
    for (let i = 2; i <= LOGIN_THROTTLE.PAIR_FREE_FAILURES; i++) {
      const server = i % 2 === 0 ? b : a;
      const guess = await login(server, account, `wrong-${i}`, ip, server === a ? b : a);
      expect(guess.body.code).toBe('BAD_CREDENTIALS');
    }
    const slowed = await login(b, account, PASSWORD, ip, a);
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('TOO_MANY_REQUESTS');
  });

  it('share sessions: a token from one works on the other, and a logout on one ends it on both', async () => {
    const account = await memberWithPassword();
    const loggedIn = await login(a, account, PASSWORD, '10.77.1.1');
    expect(loggedIn.status).toBe(200);
    const token = loggedIn.body.value?.token as string;
    expect(token).toEqual(expect.any(String));
    expect((await call(b, 'GET', API.memberInfo, { token })).body.value).toMatchObject({ account });
    expect((await call(a, 'GET', API.memberInfo, { token })).status).toBe(200);

    expect((await call(a, 'DELETE', API.logout, { token })).status).toBe(200);
    // Within a second on B too, however B looks sessions up (and whatever it remembers of this one).
    const refused = await eventually(
      () => call(b, 'GET', API.memberInfo, { token }),
      (r) => r.status !== 200,
      1000,
    );
    expect(refused.body.code).toBe('LOGIN_REQUIRED');
    expect((await call(a, 'GET', API.memberInfo, { token })).body.code).toBe('LOGIN_REQUIRED');
  });
});

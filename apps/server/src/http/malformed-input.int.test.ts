import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../modules/accounts/account-test-kit';
import { createStaffAccount, issueStaffSession } from '../modules/staff/staff-service';
import { newAccount } from '../modules/wallet/wallet-test-support';

/**
 * Malformed input is the caller's mistake: a NUL character in any string bound for the database
 * (PostgreSQL refuses U+0000) or an integer beyond its int4 column answers 400 naming the field
 * and the rule, never a 500 from a failed statement.
 */
let kit: AccountTestKit;
let member: string;
let agent: string;

beforeAll(async () => {
  kit = await startAccountTestKit();
  member = (await newAccount(kit.db, kit.merchantId)).token;
  agent = (await newAccount(kit.db, kit.merchantId, { type: ACCOUNT_TYPE.AGENT })).token;
});

afterAll(async () => {
  await kit?.close();
});

const refused = (field: string, rule: string) => ({
  status: 400,
  body: {
    success: false,
    code: 'VALIDATION_FAILED',
    message: 'VALIDATION_FAILED',
    value: { errors: [{ field, rule }] },
  },
});

describe('a NUL character', () => {
  it('in a plain body is refused naming the body field', async () => {
    const res = await kit.call({
      method: 'POST',
      url: API.forgotByEmail,
      body: { username: 'test\u0000member', email: 'someone@example.com' },
    });
    expect(res).toEqual(refused('body.username', 'nul'));
  });

  it('in the query is refused naming the query field', async () => {
    const res = await kit.call({ method: 'GET', url: `${API.affiliate}?code=TESTAGENT%001`, token: agent });
    expect(res).toEqual(refused('query.code', 'nul'));
  });

  it('in a path segment is refused naming the path parameter', async () => {
    const res = await kit.call({ method: 'POST', url: '/wps/vendor-wallet/SP%00X/debit', body: {} });
    expect(res).toEqual(refused('params.vendor', 'nul'));
  });

  it('inside a sealed body is refused naming the inner field', async () => {
    const res = await kit.sealed('POST', API.login, { username: 'test\u0000member', password: 'x', type: 'username' });
    expect(res).toEqual(refused('body.username', 'nul'));
  });

  it('in a sealed body’s nonce makes the body invalid, and nothing is recorded', async () => {
    const sealed = await kit.seal(
      { username: 'test_member', password: 'x', type: 'username' },
      { nonce: `${'n'.repeat(20)}\u0000` },
    );
    const res = await kit.call({ method: 'POST', url: API.login, body: sealed });
    expect(res).toMatchObject({ status: 400, body: { code: 'SEALED_BODY_INVALID' } });
  });

  it('deep in a body and in a key is refused with its path', async () => {
    const res = await kit.call({
      method: 'POST',
      url: API.favoriteAdd,
      token: member,
      body: { nodeId: 1001, 'gameType\u0000': 'SLOT' },
    });
    expect(res).toEqual(refused('body.gameType\u0000', 'nul'));
  });

  it('refused from a region-blocked visitor still answers REGION_RESTRICTED first', async () => {
    const res = await kit.call({
      method: 'POST',
      url: API.forgotByEmail,
      ip: '8.8.8.8',
      body: { username: 'a\u0000b', email: 'someone@example.com' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('REGION_RESTRICTED');
  });
});

describe('an integer beyond its column', () => {
  it('in the game list query answers 400 max, or min below the range', async () => {
    expect(await kit.call({ method: 'GET', url: `${API.gameList}?nodeId=2147483648` })).toEqual(
      refused('query.nodeId', 'max'),
    );
    expect(await kit.call({ method: 'GET', url: `${API.gameList}?clientType=-2147483649` })).toEqual(
      refused('query.clientType', 'min'),
    );
    // Beyond 2^53 it breaks the safe-integer rule as well: the same field and rule, whichever says so.
    const unsafe = await kit.call({ method: 'GET', url: `${API.gameList}?nodeId=9007199254740993` });
    expect(unsafe.status).toBe(400);
    const named = unsafe.body.value.errors.map((e: { field: string; rule: string }) => `${e.field} ${e.rule}`);
    expect([...new Set(named)]).toEqual(['query.nodeId max']);
  });

  it('at the end of the range is still an ordinary lookup', async () => {
    const res = await kit.call({ method: 'GET', url: `${API.gameList}?nodeId=2147483647` });
    expect(res.status).toBe(200);
    expect(res.body.value.games).toEqual([]);
  });

  it('in a body answers 400 max', async () => {
    const res = await kit.call({ method: 'POST', url: API.favoriteAdd, token: member, body: { nodeId: 2 ** 31 } });
    expect(res).toEqual(refused('body.nodeId', 'max'));
  });

  it('in a path segment answers 400 max', async () => {
    const res = await kit.call({ method: 'DELETE', url: '/wps/game/favorite/2147483648', token: member });
    expect(res).toEqual(refused('params.nodeId', 'max'));
  });

  it('in a launch answers 400 max', async () => {
    const res = await kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=2147483648`, token: member });
    expect(res).toEqual(refused('query.nodeId', 'max'));
  });
});

describe('an id in the path beyond its bigint column', () => {
  it('names no order: 404, not a failed statement', async () => {
    const staffId = await createStaffAccount(kit.db, {
      merchantId: kit.merchantId,
      account: 'malformed_finance',
      displayName: 'Finance',
      role: 'finance',
      password: 'Staff-password-1',
    });
    const res = await kit.call({
      method: 'POST',
      url: '/wps/admin/deposits/9999999999999999999/confirm',
      token: await issueStaffSession(kit.db, staffId, '127.0.0.1'),
      body: {},
    });
    expect(res).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
  });
});

describe('a money amount', () => {
  it('absurdly long is refused by its pattern before anything is read', async () => {
    const res = await kit.call({
      method: 'POST',
      url: API.deposit,
      token: member,
      body: { channelId: '1', amount: '9'.repeat(400), requestId: '8d0c5d6e-3f3f-4d8e-9d55-0d5d2f1b6a11' },
    });
    expect(res).toEqual(refused('body.amount', 'regex'));
  });
});

import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';

let kit: AccountTestKit;
let support: string;
let downId: string;
beforeAll(async () => {
  kit = await startAccountTestKit();
  support = await kit.staffToken('support');
  const row = await kit.db
    .selectFrom('member')
    .select('id')
    .where('account', '=', 'test_down2')
    .executeTakeFirstOrThrow();
  downId = String(row.id);
});
afterAll(() => kit.close());

const search = (q: string, token = support) =>
  kit.call({ method: 'GET', url: `${ADMIN_API.players}?q=${encodeURIComponent(q)}`, token });
const act = (path: string, body: object, token = support) =>
  kit.call({ method: 'POST', url: apiPath(path, { id: downId }), token, body });
const accounts = (res: { body: { value: { list: { account: string }[] } } }) =>
  res.body.value.list.map((p) => p.account);

describe('players in the back office', () => {
  it('finds a player by account prefix, id, mobile and an address they used, with the cash balance', async () => {
    expect(accounts(await search('test_down'))).toEqual(['test_down1', 'test_down2']);
    expect(accounts(await search(downId))).toContain('test_down2');
    expect(accounts(await search('501234567'))).toEqual(['test_member']);
    expect(accounts(await search('127.0.0.1'))).toContain('test_member');
    expect((await search('test_member')).body.value.list[0]).toMatchObject({
      cash: expect.stringMatching(/^\d+\.\d{2}$/),
    });
    // Wildcards are taken as written, not as patterns.
    expect(accounts(await search('%'))).toEqual([]);
  });

  it("shows a player's profile with every balance, upline and known addresses", async () => {
    const res = await kit.call({ method: 'GET', url: apiPath(ADMIN_API.player, { id: downId }), token: support });
    expect(res.body.value).toMatchObject({ account: 'test_down2', upline: 'test_agent', locked: false });
    expect(Array.isArray(res.body.value.balances)).toBe(true);
    expect(res.body.value.knownIps).toContainEqual(expect.objectContaining({ ip: '127.0.0.1' }));
  });

  it('locks a player (signing them out), who then cannot log in, and unlocks; each audited', async () => {
    const token = await kit.tokenOf('test_down2', 'Down12345');
    const locked = await act(ADMIN_API.playerLock, { reason: 'chargeback under review', days: 7 });
    expect(locked.body.value).toMatchObject({ locked: true, lockedUntil: expect.any(String) });
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.code).not.toBe('OK');
    // The lobby words ACCOUNT_LOCKED as a lock by the site (contact support), never as failed attempts.
    expect((await kit.login('test_down2', 'Down12345', { ip: '127.0.0.1' })).body).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: 'Locked by the site; contact customer service',
    });

    expect((await act(ADMIN_API.playerUnlock, { reason: 'cleared' })).body.value.locked).toBe(false);
    expect((await kit.login('test_down2', 'Down12345', { ip: '127.0.0.1' })).body.code).toBe('OK');
    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'after'])
      .where('target', '=', `member:${downId}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['player.lock', 'player.unlock']);
    expect(audit[0]?.after).toEqual({ reason: 'chargeback under review', days: 7 });
  });

  it("ends every session of a player, and writes to the player's platform messages", async () => {
    const token = await kit.tokenOf('test_down2', 'Down12345');
    expect((await act(ADMIN_API.playerEndSessions, { reason: 'shared device' })).status).toBe(200);
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.code).not.toBe('OK');

    const sent = await act(ADMIN_API.playerMessage, { title: 'Your documents', body: 'Please upload <b>your</b> ID.' });
    expect(sent.status).toBe(200);
    const fresh = await kit.tokenOf('test_down2', 'Down12345');
    const messages = await kit.call({ method: 'GET', url: `${API.memberMessages}?pageNo=1&pageSize=10`, token: fresh });
    expect(messages.body.value.list[0]).toMatchObject({
      kind: 'STAFF_MESSAGE',
      params: { title: 'Your documents', body: 'Please upload <b>your</b> ID.' },
    });
  });

  it('is for staff whose role reads or manages players, of this brand only', async () => {
    const content = await kit.staffToken('content');
    expect((await search('test', content)).body.code).toBe('FORBIDDEN');
    const finance = await kit.staffToken('finance');
    expect((await search('test', finance)).status).toBe(200);
    expect((await act(ADMIN_API.playerLock, { reason: 'x' }, finance)).body.code).toBe('FORBIDDEN');
    expect((await search('test', await kit.tokenOf('test_member', 'Member123'))).body.code).toBe('LOGIN_REQUIRED');
  });
});

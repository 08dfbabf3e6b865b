import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { hashPassword } from '../accounts/password-hashing';
import { memberIdOf, otherBrandMember } from './player-test-support';

let kit: AccountTestKit;
let support: string;
let otherBrandId: string;
beforeAll(async () => {
  kit = await startAccountTestKit();
  support = await kit.staffToken('support');
  otherBrandId = await otherBrandMember(kit);
});
afterAll(() => kit.close());

const act = async (path: string, account: string, body: object, token = support) =>
  kit.call({ method: 'POST', url: apiPath(path, { id: await memberIdOf(kit, account) }), token, body });
const auditOf = async (account: string, action: string) =>
  kit.db
    .selectFrom('audit_entry')
    .select(['before', 'after'])
    .where('target', '=', `member:${await memberIdOf(kit, account)}`)
    .where('action', '=', action)
    .execute();

describe("staff changes to a player's account", () => {
  it('sets a temporary password shown once: sessions end, the old password stops, the player must change it', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    const reset = await act(ADMIN_API.playerResetPassword, 'test_down1', { reason: 'player lost access' });
    const { temporaryPassword } = reset.body.value;
    expect(temporaryPassword).toMatch(/^\S{12}$/);
    expect((await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.code).not.toBe('OK');
    expect((await kit.login('test_down1', 'Down12345', { ip: '127.0.0.1' })).body.code).toBe('BAD_CREDENTIALS');
    await kit.forgetLoginFailures();
    const login = await kit.login('test_down1', temporaryPassword, { ip: '127.0.0.1' });
    expect(login.body.value).toMatchObject({ mustChangePassword: true, token: expect.any(String) });
    const [entry] = await auditOf('test_down1', 'player.reset-password');
    expect(entry?.after).toEqual({ reason: 'player lost access', mustChangePassword: true, sessionsEnded: true });
    expect(JSON.stringify(entry)).not.toContain(temporaryPassword);
  });

  it("forgets the player's authenticator app, audited", async () => {
    const id = Number(await memberIdOf(kit, 'test_down2'));
    await kit.db
      .insertInto('member_totp')
      .values({ member_id: id, secret: 'JBSWY3DPEHPK3PXP', confirmed_at: new Date() })
      .execute();
    expect((await act(ADMIN_API.playerResetSecondFactor, 'test_down2', { reason: 'new phone' })).status).toBe(200);
    expect(await kit.db.selectFrom('member_totp').select('member_id').where('member_id', '=', id).execute()).toEqual(
      [],
    );
    expect((await auditOf('test_down2', 'player.reset-second-factor'))[0]?.before).toEqual({
      account: 'test_down2',
      authenticator: true,
    });
  });

  it('moves a player under another agent of the brand, never into a loop nor to another brand', async () => {
    const manager = await kit.staffToken('agent_manager');
    const agentId = await memberIdOf(kit, 'test_agent');
    await kit.db
      .insertInto('member')
      .values({
        merchant_id: kit.merchantId,
        account: 'test_sub_agent',
        type: ACCOUNT_TYPE.AGENT,
        upline_member_id: Number(agentId),
        password_hash: await hashPassword('Agent1234'),
        register_method: 'TEST',
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const upline = (player: string, agentAccount: string, token = manager) =>
      act(ADMIN_API.playerUpline, player, { agentAccount, reason: 'x' }, token);
    const refusal = async (player: string, agentAccount: string) =>
      (await upline(player, agentAccount)).body.value?.errors?.[0];

    // Staff name the agent by account, in any case.
    const moved = await act(
      ADMIN_API.playerUpline,
      'test_member',
      { agentAccount: 'Test_Agent', reason: 'joined the agent' },
      manager,
    );
    expect(moved.body.value).toMatchObject({ account: 'test_member', upline: 'test_agent' });
    expect(await auditOf('test_member', 'player.upline')).toEqual([
      { before: { account: 'test_member', upline: null }, after: { upline: 'test_agent', reason: 'joined the agent' } },
    ]);

    const loop = await upline('test_agent', 'test_sub_agent');
    expect(loop.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { errors: [{ field: 'body.agentAccount', rule: 'cycle' }] },
    });
    expect(await refusal('test_agent', 'test_agent')).toEqual({ field: 'body.agentAccount', rule: 'cycle' });
    expect(await refusal('test_member', 'test_down1')).toEqual({ field: 'body.agentAccount', rule: 'not_an_agent' });
    expect(await refusal('test_member', 'nobody_here')).toEqual({ field: 'body.agentAccount', rule: 'not_found' });
    // Another brand's member is no account of this brand.
    expect(await refusal('test_member', 'other_brand_member')).toEqual({
      field: 'body.agentAccount',
      rule: 'not_found',
    });
    expect((await upline('test_member', 'test_agent', support)).body.code).toBe('FORBIDDEN');
  });

  it("never changes another brand's player", async () => {
    const admin = await kit.staffToken('admin');
    for (const path of [ADMIN_API.playerResetPassword, ADMIN_API.playerResetSecondFactor, ADMIN_API.playerUpline]) {
      const res = await kit.call({
        method: 'POST',
        url: apiPath(path, { id: otherBrandId }),
        token: admin,
        body: { reason: 'x', agentAccount: 'test_agent' },
      });
      expect(res.body.code, path).toBe('ACCOUNT_NOT_FOUND');
    }
  });
});

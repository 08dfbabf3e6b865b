import { randomUUID } from 'node:crypto';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { memberIdOf, otherBrandMember } from './player-test-support';

let kit: AccountTestKit;
let support: string;
let memberId: string;
let otherBrandId: string;
beforeAll(async () => {
  kit = await startAccountTestKit();
  support = await kit.staffToken('support');
  memberId = await memberIdOf(kit, 'test_member');
  otherBrandId = await otherBrandMember(kit);
});
afterAll(() => kit.close());

const read = (path: string, id = memberId, query = '', token = support) =>
  kit.call({ method: 'GET', url: `${apiPath(path, { id })}${query}`, token });

describe("a player's history in the back office", () => {
  it("shows the main wallet's statement with the balance after each movement and its reference", async () => {
    const admin = await kit.staffToken('admin');
    await kit.call({ method: 'PUT', url: ADMIN_API.adjustmentPolicy, token: admin, body: { fourEyesAbove: '1000' } });
    const credit = await kit.call({
      method: 'POST',
      url: ADMIN_API.adjustments,
      token: admin,
      body: {
        memberAccount: 'test_member',
        direction: 'CREDIT',
        amount: '25',
        ledgerKind: 'ADJUSTMENT',
        reason: 'goodwill',
        requestId: randomUUID(),
      },
    });
    expect(credit.body.value.status).toBe('APPLIED');

    const statement = await read(ADMIN_API.playerStatement);
    expect(statement.body.value.list[0]).toEqual({
      transactionId: expect.any(String),
      time: expect.any(String),
      kind: 'ADJUSTMENT',
      amount: '25.00',
      balanceAfter: expect.stringMatching(/^\d+\.\d{2}$/),
      reference: `manual-adjustment:${credit.body.value.id}`,
    });
    const deposits = await read(ADMIN_API.playerStatement, memberId, '?kind=DEPOSIT');
    expect(deposits.body.value.list.map((e: { kind: string }) => e.kind)).not.toContain('ADJUSTMENT');
    expect((await read(ADMIN_API.playerStatement, memberId, '?kind=NOT_A_KIND')).body.code).toBe('VALIDATION_FAILED');
    expect((await read(ADMIN_API.playerStatement, memberId, '?from=2020-01-01&to=2020-12-31')).body.code).toBe(
      'DATE_RANGE_INVALID',
    );
    const lastYear = await read(ADMIN_API.playerStatement, memberId, '?from=2020-01-01&to=2020-01-31');
    expect(lastYear.body.value).toMatchObject({ list: [], totalCount: 0 });
  });

  it('records every login attempt with address, country and browser, and shows live sessions', async () => {
    const ip = freshIp();
    const downId = await memberIdOf(kit, 'test_down1');
    expect((await kit.login('test_down1', 'wrong-password', { ip })).body.code).toBe('BAD_CREDENTIALS');
    await kit.forgetLoginFailures();
    await kit.tokenOf('test_down1', 'Down12345');

    const logins = await read(ADMIN_API.playerLogins, downId);
    expect(logins.body.value.list.slice(0, 2)).toEqual([
      expect.objectContaining({ ip: '127.0.0.1', success: true, failure: null, userAgent: expect.any(String) }),
      expect.objectContaining({ ip, success: false, failure: 'BAD_PASSWORD' }),
    ]);
    const sessions = await read(ADMIN_API.playerSessions, downId);
    expect(sessions.body.value.list).toContainEqual(expect.objectContaining({ ip: '127.0.0.1' }));
  });

  it('shows the addresses and browsers a player used and how many other members used each', async () => {
    const shared = freshIp();
    await kit.login('test_down1', 'Down12345', { ip: shared });
    await kit.login('test_down2', 'Down12345', { ip: shared });
    const devices = await read(ADMIN_API.playerDevices, await memberIdOf(kit, 'test_down1'));
    expect(devices.body.value.ips).toContainEqual(expect.objectContaining({ value: shared, sharedWith: 1 }));
    // Every test login comes from the same browser, so the other logged-in members share it.
    expect(devices.body.value.devices[0].sharedWith).toBeGreaterThanOrEqual(1);
  });

  it("lists the player's deposits, withdrawals and bets, newest first, paged by the server", async () => {
    const token = await kit.tokenOf('test_member', 'Member123');
    const channels = await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels', token });
    const bank = channels.body.value.channels.find((c: { kind: string }) => c.kind === 'BANK_TRANSFER');
    const order = await kit.call({
      method: 'POST',
      url: '/wps/v2/deposit',
      token,
      body: { requestId: randomUUID(), channelId: bank.id, amount: '60', reference: 'bank ref 7' },
    });
    expect(order.status).toBe(200);
    const deposits = await read(ADMIN_API.playerDeposits, memberId, '?pageSize=5');
    expect(deposits.body.value.list[0]).toMatchObject({ memberAccount: 'test_member', amount: '60.00' });
    expect((await read(ADMIN_API.playerWithdrawals)).body.value).toMatchObject({ list: [], totalCount: 0 });
    expect((await read(ADMIN_API.playerBets, memberId, '?language=en')).body.value).toMatchObject({
      list: [],
      totals: { count: 0 },
    });
  });

  it('shows what staff wrote to the player and whether it was read', async () => {
    const downId = await memberIdOf(kit, 'test_down2');
    await kit.call({
      method: 'POST',
      url: apiPath(ADMIN_API.playerMessage, { id: downId }),
      token: support,
      body: { title: 'Documents', body: 'Please upload your ID.' },
    });
    const messages = await read(ADMIN_API.playerMessages, downId);
    expect(messages.body.value.list[0]).toMatchObject({
      title: 'Documents',
      body: 'Please upload your ID.',
      read: false,
    });
  });

  it("never shows another brand's player, and only to staff whose role reads players", async () => {
    const paths = [
      ADMIN_API.playerStatement,
      ADMIN_API.playerBets,
      ADMIN_API.playerDeposits,
      ADMIN_API.playerWithdrawals,
      ADMIN_API.playerSessions,
      ADMIN_API.playerLogins,
      ADMIN_API.playerDevices,
      ADMIN_API.playerMessages,
    ];
    const admin = await kit.staffToken('admin');
    const content = await kit.staffToken('content');
    for (const path of paths) {
      expect((await read(path, otherBrandId, '', admin)).body.code, path).toBe('ACCOUNT_NOT_FOUND');
      expect((await read(path, memberId, '', content)).body.code, path).toBe('FORBIDDEN');
    }
  });
});

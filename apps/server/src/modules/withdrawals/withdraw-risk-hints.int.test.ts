import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

// Each test has members of its own, so no test's orders, addresses or wins reach another.
describe('risk hints beside each withdrawal in the review queue', () => {
  let kit: WithdrawKit;
  let finance: string;
  beforeAll(async () => {
    kit = await startWithdrawKit();
    finance = await kit.staffToken('finance');
  });
  afterAll(() => kit.close());

  type Member = Awaited<ReturnType<WithdrawKit['newReadyMember']>>;
  const request = async ({ token, bankAccountId }: Member, amount: string): Promise<string> => {
    const res = await kit.withdraw(token, { amount, bankAccountId });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    return res.body.value.order.id;
  };
  const hintsOf = async (id: string) => {
    const res = await kit.call({ method: 'GET', url: '/wps/admin/withdrawals?pageSize=100', token: finance });
    expect(res.status).toBe(200);
    return res.body.value.list.find((o: { id: string }) => o.id === id).risk;
  };

  it('shows a first withdrawal from a new bank account, the turnover played through, and no big win', async () => {
    const member = await kit.newReadyMember();
    await kit.deposit(member.account, 50_000n);
    await kit.bet(member.account, 30_000n);
    await kit.win(member.account, 40_000n);
    await kit.bet(member.account, 30_000n);
    const id = await request(member, '100');
    expect(await hintsOf(id)).toMatchObject({
      turnover: { required: '500.00', done: '600.00', met: true },
      biggestWinMultiple: null,
      firstWithdrawal: true,
      bankAccountRecent: true,
      sharedAddress: { count: expect.any(Number) },
      netWin: '-200.00',
      bigWin: false,
    });
  });

  it('marks a repeat withdrawal from an old account, and a net win above the threshold as big', async () => {
    const member = await kit.newReadyMember();
    await kit.fund(member.account, 300_000n);
    const first = await request(member, '100');
    const approve = await kit.call({ method: 'POST', url: `/wps/admin/withdrawals/${first}/approve`, token: finance });
    expect(approve.body.value.order).toMatchObject({ status: 'PAID', risk: null });
    await sql`update member_bank_account set created_at = now() - interval '3 days'
      where member_id = ${await kit.memberIdOf(member.account)}`.execute(kit.db);
    // 1,500.00 won net within the day: above the 1,000 rule.
    await kit.win(member.account, 150_000n);
    const second = await request(member, '100');
    expect(await hintsOf(second)).toMatchObject({
      firstWithdrawal: false,
      bankAccountRecent: false,
      netWin: '1500.00',
      bigWin: true,
    });
  });

  it('names the other members who registered or logged in from the same address', async () => {
    const member = await kit.newReadyMember();
    const other = await kit.newReadyMember();
    const address = '203.0.113.77';
    for (const who of [member, other]) {
      await kit.db
        .insertInto('member_known_ip')
        .values({ member_id: await kit.memberIdOf(who.account), ip: address })
        .execute();
    }
    await kit.fund(member.account, 100_000n);
    const id = await request(member, '60');
    const hints = await hintsOf(id);
    expect(hints.sharedAddress.accounts).toContain(other.account);
    expect(hints.sharedAddress.accounts).not.toContain(member.account);
    expect(hints.sharedAddress.count).toBeGreaterThanOrEqual(1);
  });

  it('names the other members who logged in from the same device, from another address', async () => {
    const member = await kit.newReadyMember();
    const other = await kit.newReadyMember();
    const stranger = await kit.newReadyMember();
    const device = randomBytes(16).toString('hex');
    await kit.login(member.account, 'Member123', { ip: '198.51.100.20', deviceId: device });
    await kit.login(other.account, 'Member123', { ip: '198.51.100.21', deviceId: device });
    // A header that is not a device id is dropped, not stored: it cannot tie accounts together.
    await kit.login(stranger.account, 'Member123', { ip: '198.51.100.22', deviceId: `${device}'; --` });
    await kit.fund(member.account, 100_000n);
    const hints = await hintsOf(await request(member, '60'));
    expect(hints.sharedDevice).toEqual({ count: 1, accounts: [other.account] });

    const players = await kit.staffToken('risk');
    const memberId = await kit.memberIdOf(member.account);
    const seen = await kit.call({ method: 'GET', url: `/wps/admin/players/${memberId}/devices`, token: players });
    expect(seen.body.value.deviceIds).toEqual([expect.objectContaining({ value: device, sharedWith: 1 })]);
  });

  it("gives every row of the queue's page its hints", async () => {
    const members = await Promise.all([kit.newReadyMember(), kit.newReadyMember()]);
    for (const member of members) {
      await kit.fund(member.account, 100_000n);
      await request(member, '60');
    }
    const res = await kit.call({
      method: 'GET',
      url: '/wps/admin/withdrawals?status=PENDING&pageSize=20',
      token: finance,
    });
    expect(res.body.value.list.length).toBeGreaterThanOrEqual(2);
    for (const order of res.body.value.list)
      expect(order.risk).toMatchObject({ turnover: { met: expect.any(Boolean) } });
  });
});

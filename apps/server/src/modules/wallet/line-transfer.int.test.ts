import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPE } from '@platform/contracts/account';
import { API } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { ledgerInvariants } from '../ledger/ledger-test-support';
import { depositTo, memberAccounts, newAccount, setPaymentPassword, type TestAccount } from './wallet-test-support';

let kit: AccountTestKit;
const PAY = '246810';

beforeAll(async () => {
  kit = await startAccountTestKit();
});
afterAll(() => kit.close());

const idOf = async (account: string) =>
  (await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;
const cash = async (memberId: number) => (await memberAccounts(kit.db, memberId)).MEMBER_CASH ?? 0n;

const toUpline = (token: string | undefined, body: Record<string, unknown>) =>
  kit.call({
    method: 'POST',
    url: API.transferUpline,
    token,
    body: { paymentPassword: PAY, requestId: randomUUID(), ...body },
  });
const toDownline = (token: string | undefined, body: Record<string, unknown>) =>
  kit.call({
    method: 'POST',
    url: API.transferDownline,
    token,
    body: { paymentPassword: PAY, requestId: randomUUID(), ...body },
  });

/** An agent with money and a payment password, and a member below it. */
async function line(agentMoney = 10_000n, memberMoney = 10_000n): Promise<{ agent: TestAccount; member: TestAccount }> {
  const agent = await newAccount(kit.db, kit.merchantId, { type: ACCOUNT_TYPE.AGENT });
  const member = await newAccount(kit.db, kit.merchantId, { uplineId: agent.id });
  for (const [who, money] of [
    [agent, agentMoney],
    [member, memberMoney],
  ] as const) {
    if (money > 0n) await depositTo(kit.db, kit.merchantId, who.id, money);
    await setPaymentPassword(kit.db, who.id, PAY);
  }
  return { agent, member };
}

describe('upline transfer information', () => {
  it('names the direct upline agent, the balance and whether a payment password is set', async () => {
    // A line of its own, without money or payment password: other tests pay into the line of TEST_LOGINS.
    const upline = await newAccount(kit.db, kit.merchantId, { type: ACCOUNT_TYPE.AGENT });
    const down = await newAccount(kit.db, kit.merchantId, { uplineId: upline.id });
    const res = await kit.call({ method: 'GET', url: API.transferUplineInfo, token: down.token });
    expect(res.body.value).toEqual({ upline: upline.account, balance: '0.00', paymentPasswordSet: false });

    const { agent, member } = await line(0n, 4_200n);
    const mine = await kit.call({ method: 'GET', url: API.transferUplineInfo, token: member.token });
    expect(mine.body.value).toEqual({ upline: agent.account, balance: '42.00', paymentPasswordSet: true });

    const alone = await kit.call({ method: 'GET', url: API.transferUplineInfo, token: agent.token });
    expect(alone.body.value).toMatchObject({ upline: null });
  });

  it('is for real accounts only', async () => {
    expect((await kit.call({ method: 'GET', url: API.transferUplineInfo })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await kit.call({ method: 'GET', url: API.transferUplineInfo, token: await kit.trialToken() });
    expect(trial.body.code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('transfer to the upline', () => {
  it('moves money from the member to its agent, once per request id', async () => {
    const { agent, member } = await line(5_000n, 10_000n);
    const requestId = randomUUID();
    const res = await toUpline(member.token, { amount: '25.50', requestId });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ balance: '74.50', to: agent.account });
    expect([await cash(member.id), await cash(agent.id)]).toEqual([7_450n, 7_550n]);

    const replay = await toUpline(member.token, { amount: '25.50', requestId });
    expect(replay.body.value.transactionId).toBe(res.body.value.transactionId);
    const conflict = await toUpline(member.token, { amount: '25.00', requestId });
    expect(conflict).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect([await cash(member.id), await cash(agent.id)]).toEqual([7_450n, 7_550n]);

    const tx = await kit.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'memo'])
      .where('id', '=', res.body.value.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({
      kind: 'TRANSFER_UPLINE',
      memo: { counterparty: agent.account, from: member.account, to: agent.account },
    });
  });

  it('checks the payment password before any money moves', async () => {
    const { agent, member } = await line();
    const wrong = await toUpline(member.token, { amount: '1', paymentPassword: '000000' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'PAYMENT_PASSWORD_INCORRECT', value: { triesLeft: 4 } } });
    const unset = await newAccount(kit.db, kit.merchantId, { uplineId: agent.id });
    await depositTo(kit.db, kit.merchantId, unset.id, 1_000n);
    expect((await toUpline(unset.token, { amount: '1' })).body.code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect([await cash(member.id), await cash(agent.id), await cash(unset.id)]).toEqual([10_000n, 10_000n, 1_000n]);
  });

  it('refuses a short balance and changes nothing', async () => {
    const { agent, member } = await line(3_000n, 1_000n);
    const res = await toUpline(member.token, { amount: '10.01' });
    expect(res).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect([await cash(member.id), await cash(agent.id)]).toEqual([1_000n, 3_000n]);
  });

  it('refuses an account without an upline agent', async () => {
    const { agent } = await line();
    expect(await toUpline(agent.token, { amount: '1' })).toMatchObject({ status: 400, body: { code: 'NO_UPLINE' } });
    const plain = await newAccount(kit.db, kit.merchantId);
    const below = await newAccount(kit.db, kit.merchantId, { uplineId: plain.id });
    expect((await toUpline(below.token, { amount: '1' })).body.code).toBe('NO_UPLINE');
  });

  it('refuses bad amounts naming the field', async () => {
    const { member } = await line();
    for (const [amount, rule] of [
      ['0', 'min'],
      ['2.001', 'amount'],
      ['1e3', 'regex'],
    ] as const) {
      const res = await toUpline(member.token, { amount });
      expect(res.body, amount).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { errors: [{ field: 'body.amount', rule }] },
      });
    }
    expect(await cash(member.id)).toBe(10_000n);
  });

  it('is for real accounts only', async () => {
    expect((await toUpline(undefined, { amount: '1' })).body.code).toBe('LOGIN_REQUIRED');
    expect((await toUpline(await kit.trialToken(), { amount: '1' })).body.code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('transfer to the downline', () => {
  it('reaches any account in the agent own tree, by account name in any case', async () => {
    const { agent, member } = await line(10_000n, 0n);
    const subAgent = await newAccount(kit.db, kit.merchantId, { type: ACCOUNT_TYPE.AGENT, uplineId: agent.id });
    const deep = await newAccount(kit.db, kit.merchantId, { uplineId: subAgent.id });
    const direct = await toDownline(agent.token, { downline: member.account.toUpperCase(), amount: '10' });
    expect(direct.body.value).toMatchObject({ balance: '90.00', to: member.account });
    const deeper = await toDownline(agent.token, { downline: deep.account, amount: '5.25' });
    expect(deeper.body.value).toMatchObject({ balance: '84.75', to: deep.account });
    expect([await cash(agent.id), await cash(member.id), await cash(deep.id)]).toEqual([8_475n, 1_000n, 525n]);
    const tx = await kit.db
      .selectFrom('ledger_transaction')
      .select(['kind', 'memo'])
      .where('id', '=', deeper.body.value.transactionId)
      .executeTakeFirstOrThrow();
    expect(tx).toEqual({
      kind: 'TRANSFER_DOWNLINE',
      memo: { counterparty: deep.account, from: agent.account, to: deep.account },
    });
    // The test brand's line too: test_agent is the upline of test_down1.
    const testAgent = await idOf('test_agent');
    await depositTo(kit.db, kit.merchantId, testAgent, 500n);
    await setPaymentPassword(kit.db, testAgent, PAY);
    const token = await kit.tokenOf('test_agent', 'Agent1234');
    expect((await toDownline(token, { downline: 'test_down1', amount: '5' })).status).toBe(200);
    expect(await cash(await idOf('test_down1'))).toBe(500n);
  });

  it('refuses anyone outside the agent own line, and the agent itself', async () => {
    const { agent } = await line();
    const other = await line();
    const sibling = await newAccount(kit.db, kit.merchantId, { type: ACCOUNT_TYPE.AGENT, uplineId: other.agent.id });
    for (const downline of [other.member.account, other.agent.account, sibling.account, 'test_member', 'nobody_here']) {
      const res = await toDownline(agent.token, { downline, amount: '1' });
      expect(res, downline).toMatchObject({ status: 403, body: { code: 'NOT_IN_LINE' } });
    }
    expect((await toDownline(agent.token, { downline: agent.account, amount: '1' })).body.code).toBe('NOT_IN_LINE');
    // Upward is not downward: a sub-agent cannot send "down" to its own upline.
    const up = await toDownline(sibling.token, { downline: other.agent.account, amount: '1' });
    expect(up.body.code).toBe('NOT_IN_LINE');
    expect(await cash(agent.id)).toBe(10_000n);
  });

  it('refuses a short balance and changes nothing; takes a request id once', async () => {
    const { agent, member } = await line(500n, 0n);
    const short = await toDownline(agent.token, { downline: member.account, amount: '5.01' });
    expect(short).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect([await cash(agent.id), await cash(member.id)]).toEqual([500n, 0n]);
    const body = { downline: member.account, amount: '2', requestId: randomUUID() };
    const first = await toDownline(agent.token, body);
    const replay = await toDownline(agent.token, body);
    expect(replay.body.value.transactionId).toBe(first.body.value.transactionId);
    expect((await toDownline(agent.token, { ...body, amount: '3' })).body.code).toBe('IDEMPOTENCY_CONFLICT');
    expect([await cash(agent.id), await cash(member.id)]).toEqual([300n, 200n]);
  });

  it('is for agents only, and checks the payment password', async () => {
    const { agent, member } = await line();
    const asMember = await toDownline(member.token, { downline: agent.account, amount: '1' });
    expect(asMember).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await toDownline(undefined, { downline: member.account, amount: '1' })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await toDownline(await kit.trialToken(), { downline: member.account, amount: '1' });
    expect(trial.body.code).toBe('TRIAL_NOT_ALLOWED');
    const wrong = await toDownline(agent.token, { downline: member.account, amount: '1', paymentPassword: 'x' });
    expect(wrong.body.code).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect([await cash(agent.id), await cash(member.id)]).toEqual([10_000n, 10_000n]);
  });

  it('conserves money across transfers both ways in a line', async () => {
    const { agent, member } = await line(10_000n, 10_000n);
    await Promise.all([
      ...Array.from({ length: 10 }, () => toUpline(member.token, { amount: '3' })),
      ...Array.from({ length: 10 }, () => toDownline(agent.token, { downline: member.account, amount: '2' })),
    ]);
    expect((await cash(agent.id)) + (await cash(member.id))).toBe(20_000n);
    expect([await cash(agent.id), await cash(member.id)]).toEqual([11_000n, 9_000n]);
    expect(await ledgerInvariants(kit.db)).toMatchObject({ totalBalance: 0n, negativeMemberAccounts: 0 });
  });
});

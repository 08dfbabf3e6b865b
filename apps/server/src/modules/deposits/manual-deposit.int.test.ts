import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DepositTestKit, startDepositTestKit } from './deposit-test-kit';

let kit: DepositTestKit;
let member: string;
let operator: string;
let operatorId: number;
let channels: { bank: string; online: string };

beforeAll(async () => {
  kit = await startDepositTestKit();
  member = await kit.tokenOf('test_member', 'Member123');
  ({ token: operator, id: operatorId } = await kit.staff('finance'));
  channels = await kit.channelIds(member);
});

afterAll(() => kit.close());

const openBankDeposit = async (amount: string, reference: string): Promise<string> => {
  const res = await kit.deposit(member, { channelId: channels.bank, amount, reference });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.value.order.id;
};

const decide = (id: string, action: 'confirm' | 'reject', token: string | null = operator, body?: object) =>
  kit.call({ method: 'POST', url: `/wps/admin/deposits/${id}/${action}`, token, body });

describe('finance staff deciding manual deposits', () => {
  it('confirms: the amount lands on the main wallet once, with a credited message', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const id = await openBankDeposit('150.25', 'BANK-REF-1');
    const res = await decide(id, 'confirm', operator, { remark: 'seen on statement' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ id, status: 'CREDITED', amount: '150.25', memberAccount: 'test_member' });
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 15025n);
    expect(await kit.messagesOf('test_member')).toContainEqual({
      kind: 'DEPOSIT_CREDITED',
      params: { amount: '150.25', orderId: id },
    });
    const row = await kit.orderRow(id);
    expect(row).toMatchObject({ status: 'CREDITED', operator_remark: 'seen on statement' });
    expect(row.decided_by).toBe(operatorId);
    // The decision is in the audit trail, written with it.
    const audit = await kit.db.selectFrom('audit_entry').selectAll().where('target', '=', `deposit:${id}`).execute();
    expect(audit).toEqual([
      expect.objectContaining({
        staff_id: operatorId,
        role: 'finance',
        action: 'deposit.confirm',
        before: expect.objectContaining({ status: 'PENDING', amount: '150.25' }),
        after: { status: 'CREDITED', remark: 'seen on statement' },
      }),
    ]);

    // The member's own list shows the outcome; a second decision changes nothing.
    const orders = await kit.call({ method: 'GET', url: '/wps/v2/deposit/orders', token: member });
    expect(orders.body.value.list[0]).toMatchObject({ id, status: 'CREDITED' });
    for (const action of ['confirm', 'reject'] as const) {
      const again = await decide(id, action);
      expect(again).toMatchObject({
        status: 409,
        body: { code: 'ORDER_STATE_CONFLICT', value: { status: 'CREDITED' } },
      });
    }
    expect(await kit.cashOf('test_member')).toBe(cashBefore + 15025n);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('rejects: nothing is credited, the member gets a failed message, and it cannot be confirmed after', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const id = await openBankDeposit('80', 'NO-SUCH-TRANSFER');
    const res = await decide(id, 'reject');
    expect(res.body.value).toMatchObject({ id, status: 'REJECTED' });
    expect(await kit.messagesOf('test_member')).toContainEqual({
      kind: 'DEPOSIT_FAILED',
      params: { amount: '80.00', orderId: id },
    });
    expect((await decide(id, 'confirm')).body.code).toBe('ORDER_STATE_CONFLICT');
    expect(await kit.cashOf('test_member')).toBe(cashBefore);
  });

  it('credits once when two operators confirm the same order at the same moment', async () => {
    const cashBefore = await kit.cashOf('test_member');
    const id = await openBankDeposit('42', 'RACE-1');
    const other = await kit.staffToken();
    const answers = await Promise.all([decide(id, 'confirm'), decide(id, 'confirm', other), decide(id, 'reject')]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'ORDER_STATE_CONFLICT')).toHaveLength(2);
    const status = (await kit.orderRow(id)).status;
    expect(await kit.cashOf('test_member')).toBe(cashBefore + (status === 'CREDITED' ? 4200n : 0n));
    const messages = (await kit.messagesOf('test_member')).filter((m) => m.params.orderId === id);
    expect(messages).toHaveLength(1);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('answers an unknown order as not found', async () => {
    for (const id of ['999999999', 'abc', '0']) {
      const res = await decide(id, 'confirm');
      expect(res, id).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    }
  });

  it('leaves online orders to their provider', async () => {
    const online = await kit.deposit(member, { channelId: channels.online, amount: '20' });
    const res = await decide(online.body.value.order.id, 'confirm');
    expect(res).toMatchObject({
      status: 409,
      body: { code: 'ORDER_STATE_CONFLICT', value: { channelKind: 'ONLINE' } },
    });
  });

  it('lists the orders for the operator, filtered by status', async () => {
    const id = await openBankDeposit('33', 'LIST-1');
    const pending = await kit.call({
      method: 'GET',
      url: '/wps/admin/deposits?status=PENDING&pageSize=100',
      token: operator,
    });
    expect(pending.status).toBe(200);
    const list = pending.body.value.list as { id: string; status: string; memberAccount: string; reference: string }[];
    expect(list.every((o) => o.status === 'PENDING')).toBe(true);
    expect(list).toContainEqual(expect.objectContaining({ id, memberAccount: 'test_member', reference: 'LIST-1' }));
    const credited = await kit.call({ method: 'GET', url: '/wps/admin/deposits?status=CREDITED', token: operator });
    expect(credited.body.value.list.length).toBeGreaterThan(0);
    expect(credited.body.value.list.every((o: { status: string }) => o.status === 'CREDITED')).toBe(true);
    const bad = await kit.call({ method: 'GET', url: '/wps/admin/deposits?status=PAID', token: operator });
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });

  it('is for staff who review deposits: players and other staff roles are refused, and nothing changes', async () => {
    const id = await openBankDeposit('60', 'ROLES-1');
    const agent = await kit.tokenOf('test_agent', 'Agent1234');
    const trial = await kit.trialToken();
    const refusals: [string | null, string][] = [
      [null, 'LOGIN_REQUIRED'],
      [trial, 'LOGIN_REQUIRED'],
      [member, 'LOGIN_REQUIRED'],
      [agent, 'LOGIN_REQUIRED'],
      [await kit.staffToken('content'), 'FORBIDDEN'],
      [await kit.staffToken('support'), 'FORBIDDEN'],
    ];
    for (const [token, code] of refusals) {
      expect((await kit.call({ method: 'GET', url: '/wps/admin/deposits', token })).body.code).toBe(code);
      expect((await decide(id, 'confirm', token)).body.code).toBe(code);
      expect((await decide(id, 'reject', token)).body.code).toBe(code);
    }
    expect((await kit.orderRow(id)).status).toBe('PENDING');
  });

  it('refuses a remark over 140 characters, deciding nothing', async () => {
    const id = await openBankDeposit('61', 'REMARK-1');
    const res = await decide(id, 'reject', operator, { remark: 'x'.repeat(141) });
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.remark' }] } });
    expect((await kit.orderRow(id)).status).toBe('PENDING');
  });
});

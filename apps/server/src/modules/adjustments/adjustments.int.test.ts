import { randomUUID } from 'node:crypto';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DepositTestKit, startDepositTestKit } from '../deposits/deposit-test-kit';

let kit: DepositTestKit;
let asker: { id: number; token: string };
let approver: { id: number; token: string };
let admin: string;

beforeAll(async () => {
  kit = await startDepositTestKit();
  asker = await kit.staff('finance');
  approver = await kit.staff('finance');
  admin = await kit.staffToken('admin');
});
afterAll(() => kit.close());

const ask = (body: Record<string, unknown>, token = asker.token) =>
  kit.call({
    method: 'POST',
    url: ADMIN_API.adjustments,
    token,
    body: {
      memberAccount: 'test_member',
      ledgerKind: 'ADJUSTMENT',
      reason: 'goodwill',
      requestId: randomUUID(),
      ...body,
    },
  });
const decide = (id: string, action: 'approve' | 'reject', token = approver.token, remark?: string) =>
  kit.call({
    method: 'POST',
    url: apiPath(action === 'approve' ? ADMIN_API.adjustmentApprove : ADMIN_API.adjustmentReject, { id }),
    token,
    body: remark ? { remark } : {},
  });
const setThreshold = (fourEyesAbove: string, token = admin) =>
  kit.call({ method: 'PUT', url: ADMIN_API.adjustmentPolicy, token, body: { fourEyesAbove } });
const auditOf = (id: string) =>
  kit.db
    .selectFrom('audit_entry')
    .select(['action', 'staff_id'])
    .where('target', '=', `adjustment:${id}`)
    .orderBy('id')
    .execute();

describe('manual adjustments', () => {
  it('waits for a second staff member when the brand set no threshold; the asker can never approve', async () => {
    const cash = await kit.cashOf('test_member');
    const res = await ask({ direction: 'CREDIT', amount: '25.50' });
    expect(res.body.value).toMatchObject({ status: 'PENDING', amount: '25.50', memberAccount: 'test_member' });
    const { id } = res.body.value;
    expect(await kit.cashOf('test_member')).toBe(cash);

    expect(await decide(id, 'approve', asker.token)).toMatchObject({
      status: 403,
      body: { code: 'FOUR_EYES_REQUIRED' },
    });
    const approved = await decide(id, 'approve', approver.token, 'checked the ticket');
    expect(approved.body.value).toMatchObject({ status: 'APPLIED', decisionRemark: 'checked the ticket' });
    expect(await kit.cashOf('test_member')).toBe(cash + 2550n);
    expect((await decide(id, 'reject')).body.code).toBe('ORDER_STATE_CONFLICT');
    expect(await auditOf(id)).toEqual([
      { action: 'adjustment.request', staff_id: asker.id },
      { action: 'adjustment.approve', staff_id: approver.id },
    ]);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('refuses, in the database too, a decision by the staff member who asked', async () => {
    const { id } = (await ask({ direction: 'CREDIT', amount: '1' })).body.value;
    await expect(
      sql`update adjustment_request set decided_by = requested_by where id = ${id}`.execute(kit.db),
    ).rejects.toThrow(/check constraint/);
  });

  it('applies at once up to the threshold, asks above it, and the threshold change is audited', async () => {
    expect((await setThreshold('100', asker.token)).body.code).toBe('FORBIDDEN');
    expect((await setThreshold('100')).body.value).toEqual({ fourEyesAbove: '100.00' });
    const cash = await kit.cashOf('test_member');
    expect((await ask({ direction: 'CREDIT', amount: '100', ledgerKind: 'BONUS' })).body.value.status).toBe('APPLIED');
    expect((await ask({ direction: 'DEBIT', amount: '100.01' })).body.value.status).toBe('PENDING');
    expect(await kit.cashOf('test_member')).toBe(cash + 10000n);
    const changes = await kit.db
      .selectFrom('audit_entry')
      .select('after')
      .where('action', '=', 'adjustment-policy.change')
      .execute();
    expect(changes.map((c) => c.after)).toContainEqual({ fourEyesAbove: '100.00' });
  });

  it('never takes a member below zero: a debit beyond the cash is refused and leaves nothing', async () => {
    await setThreshold('1000000');
    const cash = await kit.cashOf('test_member');
    const before = await kit.db
      .selectFrom('adjustment_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await ask({ direction: 'DEBIT', amount: String(Number(cash / 100n) + 1) });
    expect(res.body.code).toBe('INSUFFICIENT_FUNDS');
    const after = await kit.db
      .selectFrom('adjustment_request')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(await kit.cashOf('test_member')).toBe(cash);
  });

  it('makes one adjustment of a request sent twice, and applies one of two approvals at once', async () => {
    await setThreshold('0');
    const cash = await kit.cashOf('test_member');
    const requestId = randomUUID();
    const [first, second] = await Promise.all([
      ask({ direction: 'CREDIT', amount: '7', requestId }),
      ask({ direction: 'CREDIT', amount: '7', requestId }),
    ]);
    expect(first.body.value.id).toBe(second.body.value.id);
    const other = await kit.staffToken('admin');
    const answers = await Promise.all([
      decide(first.body.value.id, 'approve'),
      decide(first.body.value.id, 'approve', other),
    ]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.body.code === 'ORDER_STATE_CONFLICT')).toHaveLength(1);
    expect(await kit.cashOf('test_member')).toBe(cash + 700n);
    expect(await kit.ledgerIsSound()).toBe(true);
  });

  it('lists the queue by status, for staff who may ask; a rejection moves nothing', async () => {
    const { id } = (await ask({ direction: 'CREDIT', amount: '3', reason: 'to be rejected' })).body.value;
    const pending = await kit.call({
      method: 'GET',
      url: `${ADMIN_API.adjustments}?status=PENDING&pageSize=100`,
      token: approver.token,
    });
    expect(pending.body.value.list.map((a: { id: string }) => a.id)).toContain(id);
    const cash = await kit.cashOf('test_member');
    expect((await decide(id, 'reject', approver.token, 'no ticket')).body.value).toMatchObject({ status: 'REJECTED' });
    expect(await kit.cashOf('test_member')).toBe(cash);
    expect(
      (await kit.call({ method: 'GET', url: ADMIN_API.adjustments, token: await kit.staffToken('support') })).body.code,
    ).toBe('FORBIDDEN');
  });
});

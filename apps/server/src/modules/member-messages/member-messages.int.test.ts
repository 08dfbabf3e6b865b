import type { MemberMessageKind } from '@platform/contracts/member-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { sendMemberMessage } from './member-message-service';

let kit: AccountTestKit;
let memberToken: string;
let memberId: number;
let agentToken: string;
let agentId: number;

async function idOf(account: string): Promise<number> {
  const row = await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

const send = (to: number, kind: MemberMessageKind, params: Record<string, string>) =>
  sendMemberMessage(kit.db, { merchantId: kit.merchantId, memberId: to, kind, params });

const list = (token: string | null, query = '') =>
  kit.call({ method: 'GET', url: `/wps/member/messages${query}`, token });
const unread = (token: string | null) => kit.call({ method: 'GET', url: '/wps/member/messages/unread', token });
const read = (token: string | null, id: string) =>
  kit.call({ method: 'POST', url: `/wps/member/messages/${id}/read`, token });
const info = async (token: string) =>
  (await kit.call({ method: 'GET', url: '/wps/member/info', token })).body.value.unreadMessage;

beforeAll(async () => {
  kit = await startAccountTestKit();
  memberId = await idOf('test_member');
  agentId = await idOf('test_agent');
  memberToken = await kit.tokenOf('test_member', 'Member123');
  agentToken = await kit.tokenOf('test_agent', 'Agent1234');
  await send(memberId, 'DEPOSIT_CREDITED', { amount: '100.00', orderId: '1' });
  await send(memberId, 'DEPOSIT_FAILED', { amount: '50.00', orderId: '2' });
  await send(agentId, 'WITHDRAWAL_APPROVED', { amount: '10.00', orderId: '3' });
  await send(memberId, 'WITHDRAWAL_REJECTED', { amount: '20.00', orderId: '4' });
});

afterAll(async () => {
  await kit.close();
});

describe('member messages', () => {
  it("lists the member's own messages newest first, with the unread count", async () => {
    const res = await list(memberToken);
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ pageNo: 1, totalPages: 1, totalCount: 3, unread: 3 });
    expect(res.body.value.list.map((m: { kind: string }) => m.kind)).toEqual([
      'WITHDRAWAL_REJECTED',
      'DEPOSIT_FAILED',
      'DEPOSIT_CREDITED',
    ]);
    expect(res.body.value.list[0]).toEqual({
      id: expect.any(String),
      kind: 'WITHDRAWAL_REJECTED',
      params: { amount: '20.00', orderId: '4' },
      read: false,
      createdAt: expect.any(String),
    });
    const page2 = await list(memberToken, '?pageNo=2&pageSize=2');
    expect(page2.body.value).toMatchObject({ pageNo: 2, totalPages: 2, totalCount: 3, unread: 3 });
    expect(page2.body.value.list.map((m: { kind: string }) => m.kind)).toEqual(['DEPOSIT_CREDITED']);
  });

  it('marks a message read once; the counts in the list, the badge and member info follow', async () => {
    expect(await info(memberToken)).toBe(3);
    const newest = (await list(memberToken)).body.value.list[0];
    const first = await read(memberToken, newest.id);
    expect(first).toMatchObject({ status: 200, body: { value: { unread: 2 } } });
    const [again, badge] = await Promise.all([read(memberToken, newest.id), unread(memberToken)]);
    expect(again.body.value).toEqual({ unread: 2 });
    expect(badge.body.value).toEqual({ unread: 2 });
    expect(await info(memberToken)).toBe(2);
    const after = (await list(memberToken)).body.value;
    expect(after.unread).toBe(2);
    expect(after.list.map((m: { read: boolean }) => m.read)).toEqual([true, false, false]);
    const readAt = await kit.db.selectFrom('member_message').select('read_at').where('id', '=', newest.id).execute();
    await read(memberToken, newest.id);
    expect(await kit.db.selectFrom('member_message').select('read_at').where('id', '=', newest.id).execute()).toEqual(
      readAt,
    );
  });

  it("never shows or marks another member's messages", async () => {
    const agentList = (await list(agentToken)).body.value;
    expect(agentList).toMatchObject({ totalCount: 1, unread: 1 });
    const agentMessage = agentList.list[0];
    expect(agentMessage.kind).toBe('WITHDRAWAL_APPROVED');
    const refused = await read(memberToken, agentMessage.id);
    expect(refused).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    expect((await unread(agentToken)).body.value).toEqual({ unread: 1 });
    expect((await read(memberToken, '999999999')).body.code).toBe('NOT_FOUND');
    const bad = await read(memberToken, 'abc');
    expect(bad).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(bad.body.value.errors[0].field).toBe('params.id');
  });

  it('asks guests to log in and refuses trial accounts and operators', async () => {
    const freePlay = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };
    const trial = (
      await kit.call({ method: 'POST', url: '/wps/session/login/freeplay', body: freePlay, ip: freshIp() })
    ).body.value.token;
    const staff = await kit.staffToken();
    const calls = [(t: string | null) => list(t), (t: string | null) => unread(t), (t: string | null) => read(t, '1')];
    for (const call of calls) {
      expect(await call(null)).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
      expect((await call(trial)).body.code).toBe('TRIAL_NOT_ALLOWED');
      expect((await call(staff)).body.code).toBe('LOGIN_REQUIRED');
    }
    // Nothing was marked by the refused calls.
    expect((await unread(memberToken)).body.value.unread).toBe(2);
  });
});

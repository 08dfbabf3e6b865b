import { MAX_BANK_ACCOUNTS } from '@platform/contracts/withdraw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

const URL = '/wps/member/bankAccounts';

describe('bank accounts', () => {
  let kit: WithdrawKit;
  let token: string;
  beforeAll(async () => {
    kit = await startWithdrawKit();
    token = await kit.tokenOf('test_member', 'Member123');
  });
  afterAll(() => kit.close());

  const add = (body: object, as = token) => kit.call({ method: 'POST', url: URL, token: as, body });
  const list = async (as = token) => (await kit.call({ method: 'GET', url: URL, token: as })).body.value.accounts;

  it('adds an account and only ever sends the number masked', async () => {
    expect(await list()).toEqual([]);
    const res = await add({ bankName: 'Emirates NBD', accountName: 'Test Member', accountNumber: '1234-5678 9012' });
    expect(res.status).toBe(200);
    expect(res.body.value.accounts).toEqual([
      {
        id: expect.any(String),
        bankName: 'Emirates NBD',
        accountName: 'Test Member',
        accountNumberMasked: '**** 9012',
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(await list())).not.toContain('12345678');
    const stored = await kit.db.selectFrom('member_bank_account').select('account_number').executeTakeFirstOrThrow();
    expect(stored.account_number).toBe('123456789012');
  });

  it('refuses bad input naming the field, and the same account twice', async () => {
    const bad = await add({ bankName: 'X', accountName: 'Test Member', accountNumber: '12ab' });
    expect(bad.status).toBe(400);
    expect(bad.body.value.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'body.accountNumber',
      'body.bankName',
    ]);
    const again = await add({ bankName: 'emirates nbd', accountName: 'Someone', accountNumber: '123456789012' });
    expect(again.body.value.errors).toEqual([{ field: 'body.accountNumber', rule: 'unique' }]);
    expect(await list()).toHaveLength(1);
  });

  it(`keeps at most ${MAX_BANK_ACCOUNTS} live accounts, also when asked all at once`, async () => {
    const results = await Promise.all(
      Array.from({ length: MAX_BANK_ACCOUNTS + 2 }, (_, i) =>
        add({ bankName: 'Bank Two', accountName: 'Test Member', accountNumber: `90000000${i}` }),
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(MAX_BANK_ACCOUNTS - 1);
    expect(codes.filter((c) => c === 'BANK_ACCOUNT_LIMIT')).toHaveLength(3);
    expect(await list()).toHaveLength(MAX_BANK_ACCOUNTS);
  });

  it('deletes only the caller own live accounts (soft), making room again', async () => {
    const [first] = await list();
    const agent = await kit.tokenOf('test_agent', 'Agent1234');
    const notYours = await kit.call({ method: 'DELETE', url: `${URL}/${first.id}`, token: agent });
    expect(notYours).toMatchObject({ status: 404, body: { code: 'BANK_ACCOUNT_NOT_FOUND' } });
    for (const id of ['999999', 'abc', '0']) {
      expect((await kit.call({ method: 'DELETE', url: `${URL}/${id}`, token })).body.code, id).toBe(
        'BANK_ACCOUNT_NOT_FOUND',
      );
    }

    const deleted = await kit.call({ method: 'DELETE', url: `${URL}/${first.id}`, token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.value.accounts.map((a: { id: string }) => a.id)).not.toContain(first.id);
    const row = await kit.db
      .selectFrom('member_bank_account')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirst();
    expect(row?.deleted_at).toBeInstanceOf(Date);
    const twice = await kit.call({ method: 'DELETE', url: `${URL}/${first.id}`, token });
    expect(twice.body.code).toBe('BANK_ACCOUNT_NOT_FOUND');
    expect((await add({ bankName: 'Bank Three', accountName: 'Test Member', accountNumber: '55556666' })).status).toBe(
      200,
    );
  });

  it('is for real accounts only', async () => {
    expect((await kit.call({ method: 'GET', url: URL })).body.code).toBe('LOGIN_REQUIRED');
    const staff = await kit.staffToken();
    expect((await kit.call({ method: 'GET', url: URL, token: staff })).body.code).toBe('LOGIN_REQUIRED');
  });
});

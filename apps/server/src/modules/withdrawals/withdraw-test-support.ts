import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { balancesOf, postTransaction } from '../ledger/ledger-service';

/** Tests only: the account kit plus what the withdrawal tests need (money, a ready member). */
export type WithdrawKit = Awaited<ReturnType<typeof startWithdrawKit>>;

export const PAYMENT_PASSWORD = '246810';

/** 1x1 PNG and a JPEG start: real signatures, as the magic-byte check reads them. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

export async function startWithdrawKit(overrides: Record<string, string> = {}) {
  const kit: AccountTestKit = await startAccountTestKit(overrides);
  const { db, merchantId } = kit;

  const memberIdOf = async (account: string): Promise<number> =>
    (await db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  /** Money into (DEPOSIT, WIN) or out of (BET) a member's cash, as those features post it. */
  const post = async (account: string, kind: 'DEPOSIT' | 'BET' | 'WIN', minor: bigint) => {
    const memberId = await memberIdOf(account);
    const cash = { kind: 'MEMBER_CASH' as const, memberId };
    const other =
      kind === 'DEPOSIT' ? { kind: 'PAYMENT_CLEARING' as const } : { kind: 'VENDOR_CLEARING' as const, vendor: 'PGE' };
    const toCash = kind === 'BET' ? -minor : minor;
    await postTransaction(db, {
      merchantId,
      kind,
      idempotency: { source: `test-${kind.toLowerCase()}`, key: randomUUID() },
      postings: [
        { account: other, amount: -toCash },
        { account: cash, amount: toCash },
      ],
    });
  };

  const withdrawKit = {
    ...kit,
    memberIdOf,
    /** A deposit of `minor` cents (USD) straight through the ledger. */
    deposit: (account: string, minor: bigint) => post(account, 'DEPOSIT', minor),
    /** A bet of `minor` cents at vendor PGE: counts towards turnover. */
    bet: (account: string, minor: bigint) => post(account, 'BET', minor),
    win: (account: string, minor: bigint) => post(account, 'WIN', minor),
    /** Money a member may withdraw at once: deposited, played through once, and won back. */
    fund: async (account: string, minor: bigint) => {
      await post(account, 'DEPOSIT', minor);
      await post(account, 'BET', minor);
      await post(account, 'WIN', minor);
    },
    /** Main wallet and held amount of a member, in cents. */
    moneyOf: async (account: string) => {
      const memberId = await memberIdOf(account);
      const { cash } = await balancesOf(db, merchantId, memberId);
      const held = await db
        .selectFrom('ledger_account')
        .select('balance')
        .where('member_id', '=', memberId)
        .where('kind', '=', 'MEMBER_HELD')
        .executeTakeFirst();
      return { cash, held: BigInt(held?.balance ?? '0') };
    },
    setPolicy: async (
      values: Partial<{ min_amount: bigint; daily_max_count: number; confirmation_minutes: number }>,
    ) => {
      await db.updateTable('withdraw_policy').set(values).where('merchant_id', '=', merchantId).execute();
    },
    /** Logs in with the payment password set and a bank account (added if none); token and account id. */
    readyMember: async (account = 'test_member', password = 'Member123') => {
      const token = await kit.tokenOf(account, password);
      const status = await kit.call({ method: 'GET', url: '/wps/member/security/paymentPassword', token });
      const set = await kit.call({
        method: 'PUT',
        url: '/wps/member/security/paymentPassword',
        token,
        body: {
          ...(status.body.value.set && { oldPassword: PAYMENT_PASSWORD }),
          newPassword: PAYMENT_PASSWORD,
          confirmPassword: PAYMENT_PASSWORD,
        },
      });
      if (set.status !== 200) throw new Error(`payment password: ${JSON.stringify(set.body)}`);
      const existing = await kit.call({ method: 'GET', url: '/wps/member/bankAccounts', token });
      if (existing.body.value.accounts.length > 0) {
        return { token, bankAccountId: existing.body.value.accounts[0].id as string };
      }
      const added = await kit.call({
        method: 'POST',
        url: '/wps/member/bankAccounts',
        token,
        body: { bankName: 'Emirates NBD', accountName: 'Test Member', accountNumber: '1234 5678 9012' },
      });
      if (added.status !== 200) throw new Error(`bank account: ${JSON.stringify(added.body)}`);
      return { token, bankAccountId: added.body.value.accounts[0].id as string };
    },
    /** A member of the kit's brand of the test's own, ready as readyMember leaves one; its account name too. */
    newReadyMember: async () => {
      const { account } = await kit.addMember({ password: 'Member123' });
      return { account, ...(await withdrawKit.readyMember(account, 'Member123')) };
    },
    withdraw: (
      token: string,
      body: { amount: string; bankAccountId: string; paymentPassword?: string; requestId?: string },
    ) =>
      kit.call({
        method: 'POST',
        url: '/wps/v2/withdraw',
        token,
        body: { paymentPassword: PAYMENT_PASSWORD, requestId: randomUUID(), ...body },
      }),
    /** Multipart confirmation, the way the web's FormData sends it. */
    confirm: async (
      token: string,
      orderId: string,
      fields: Record<string, string>,
      files: { name: string; type: string; bytes: Buffer }[] = [],
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      for (const f of files) form.append('proof', new Blob([f.bytes], { type: f.type }), f.name);
      const res = await kit.app.inject({
        method: 'POST',
        url: `/wps/v2/withdraw/orders/${orderId}/confirmation`,
        headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' },
        payload: form,
      });
      return { status: res.statusCode, body: res.json() };
    },
    approve: (operatorToken: string, orderId: string, body?: { remark?: string }) =>
      kit.call({
        method: 'POST',
        url: `/wps/admin/withdrawals/${orderId}/approve`,
        token: operatorToken,
        ...(body && { body }),
      }),
    reject: (operatorToken: string, orderId: string, body?: { remark?: string }) =>
      kit.call({
        method: 'POST',
        url: `/wps/admin/withdrawals/${orderId}/reject`,
        token: operatorToken,
        ...(body && { body }),
      }),
    /** The sum over all ledger accounts: zero whenever money was only moved, never made. */
    ledgerSum: async (): Promise<bigint> => {
      const { rows } = await sql<{
        total: string;
      }>`select coalesce(sum(balance), 0)::text as total from ledger_account`.execute(db);
      return BigInt(rows[0]?.total ?? '0');
    },
  };
  return withdrawKit;
}

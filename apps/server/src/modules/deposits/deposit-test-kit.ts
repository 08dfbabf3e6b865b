import { randomUUID } from 'node:crypto';
// The sandbox is its own workspace, started in-process here as `make run` starts it beside us.
import { type Sandbox, startSandbox } from '../../../../payment-sandbox/src/sandbox-server';
import { freePort } from '../../test/free-port';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { balancesOf } from '../ledger/ledger-service';
import { ledgerInvariants } from '../ledger/ledger-test-support';
import { OPEN_DEPOSIT_PER_MEMBER } from './deposit-service';

/** Tests only: the account kit, listening on a real port, with the payment sandbox beside it. */
export type DepositTestKit = Awaited<ReturnType<typeof startDepositTestKit>>;

export const SANDBOX_SECRET = 'deposit-tests-shared-secret';

export async function startDepositTestKit(overrides: Record<string, string> = {}) {
  const sandbox: Sandbox = await startSandbox({ secret: SANDBOX_SECRET });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const kit: AccountTestKit = await startAccountTestKit({
    PAYMENT_SANDBOX_URL: sandbox.url,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    PUBLIC_BASE_URL: baseUrl,
    ...overrides,
  });
  await kit.app.listen({ port, host: '127.0.0.1' });

  const memberIdOf = async (account: string): Promise<number> =>
    (await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  const channelIds = async (token: string): Promise<{ bank: string; online: string }> => {
    const res = await kit.call({ method: 'GET', url: '/wps/v2/deposit/channels', token });
    const channels = res.body.value.channels as { id: string; kind: string }[];
    const bank = channels.find((c) => c.kind === 'BANK_TRANSFER')?.id;
    const online = channels.find((c) => c.kind === 'ONLINE')?.id;
    if (!bank || !online) throw new Error(`payment channels missing: ${JSON.stringify(res.body)}`);
    return { bank, online };
  };

  return {
    ...kit,
    sandbox,
    baseUrl,
    memberIdOf,
    channelIds,
    deposit: (token: string | null, body: Record<string, unknown>) =>
      kit.call({ method: 'POST', url: '/wps/v2/deposit', token, body: { requestId: randomUUID(), ...body } }),
    cashOf: async (account: string): Promise<bigint> =>
      (await balancesOf(kit.db, kit.merchantId, await memberIdOf(account))).cash,
    messagesOf: async (account: string) =>
      kit.db
        .selectFrom('member_message')
        .select(['kind', 'params'])
        .where('member_id', '=', await memberIdOf(account))
        .orderBy('id')
        .execute(),
    orderRow: (id: string) =>
      kit.db.selectFrom('deposit_order').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    callbacksOf: (orderId: string) =>
      kit.db
        .selectFrom('payment_callback')
        .select(['event_id', 'status', 'amount', 'outcome'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),
    /** What the payer does on the hosted page: press Pay or Fail (the sandbox then calls us back). */
    press: async (payUrl: string, button: 'pay' | 'fail') => {
      const res = await fetch(`${payUrl}/${button}`, { method: 'POST', redirect: 'manual' });
      if (res.status !== 303) throw new Error(`sandbox ${button}: ${res.status}`);
    },
    /** Has the sandbox deliver callbacks on its own terms: again, later, with another status or amount. */
    deliver: async (
      payUrl: string,
      options: { status?: string; times?: number; delayMs?: number; amount?: string },
    ) => {
      const paymentId = payUrl.split('/').pop();
      const res = await fetch(`${sandbox.url}/api/payments/${paymentId}/deliver`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(options),
      });
      return {
        status: res.status,
        body: (await res.json()) as { deliveries?: { httpStatus: number; answer: string }[] },
      };
    },
    /**
     * Lets every member open deposits again: a file that opens more orders than the per-member
     * limit, for other reasons than the limit, starts each test with a clean count.
     */
    forgetDepositRateLimits: async () => {
      await kit.db.deleteFrom('rate_limit_window').where('rule', '=', OPEN_DEPOSIT_PER_MEMBER.name).execute();
    },
    /** The ledger's global rules: everything sums to zero, no member below zero, caches agree. */
    ledgerIsSound: async () => {
      const invariants = await ledgerInvariants(kit.db);
      return (
        invariants.totalBalance === 0n &&
        invariants.negativeMemberAccounts === 0 &&
        invariants.cachedBalancesOff === 0 &&
        invariants.unbalancedTransactions === 0
      );
    },
    close: async () => {
      await sandbox.close();
      await kit.close();
    },
  };
}

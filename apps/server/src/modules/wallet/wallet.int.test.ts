import { randomUUID } from 'node:crypto';
import { API } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { postTransaction } from '../ledger/ledger-service';
import { ledgerInvariants } from '../ledger/ledger-test-support';
import {
  depositTo,
  ledgerOnlySubWallets,
  memberAccounts,
  newAccount,
  sumOf,
  type TestAccount,
} from './wallet-test-support';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit();
  await ledgerOnlySubWallets(kit.db, kit.merchantId);
});
afterAll(() => kit.close());

const balance = (token?: string) => kit.call({ method: 'GET', url: API.walletBalance, token });
const transfer = (token: string, body: { from: string; to: string; amount: string; requestId?: string }) =>
  kit.call({ method: 'POST', url: API.walletTransfer, token, body: { requestId: randomUUID(), ...body } });

async function richMember(minor: bigint): Promise<TestAccount> {
  const who = await newAccount(kit.db, kit.merchantId);
  await depositTo(kit.db, kit.merchantId, who.id, minor);
  return who;
}

async function withVendor<T>(vendor: string, maintenance: boolean, fn: () => Promise<T>): Promise<T> {
  await kit.db.updateTable('wallet_vendor').set({ maintenance }).where('vendor', '=', vendor).execute();
  await kit.heard();
  try {
    return await fn();
  } finally {
    await kit.db.updateTable('wallet_vendor').set({ maintenance: false }).where('vendor', '=', vendor).execute();
    await kit.heard();
  }
}

async function asSingleWallet<T>(fn: () => Promise<T>): Promise<T> {
  const setting = kit.db.updateTable('merchant_wallet_setting').where('merchant_id', '=', kit.merchantId);
  await setting.set({ is_single: true }).execute();
  await kit.heard();
  try {
    return await fn();
  } finally {
    await setting.set({ is_single: false }).execute();
    await kit.heard();
  }
}

describe('wallet balance', () => {
  it('shows main wallet, bonus, held and every vendor sub-wallet in the merchant currency', async () => {
    const who = await richMember(12_550n);
    const res = await balance(who.token);
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({
      currency: 'USD',
      currencySymbol: '$',
      balance: '125.50',
      bonus: '0.00',
      held: '0.00',
      subWallets: [
        { vendor: 'PGE', displayName: 'Nova Games', balance: '0.00', inTransit: '0.00', maintenance: false },
        { vendor: 'EVO', displayName: 'Evo Live', balance: '0.00', inTransit: '0.00', maintenance: false },
        { vendor: 'SABA', displayName: 'Saba Sports', balance: '0.00', inTransit: '0.00', maintenance: false },
      ],
      total: '125.50',
    });
  });

  it('counts money held for a withdrawal apart from the main wallet', async () => {
    const who = await richMember(10_000n);
    await postTransaction(kit.db, {
      merchantId: kit.merchantId,
      kind: 'WITHDRAWAL_HOLD',
      idempotency: { source: 'withdraw', key: `${who.id}:${randomUUID()}` },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId: who.id }, amount: -2_500n },
        { account: { kind: 'MEMBER_HELD', memberId: who.id }, amount: 2_500n },
      ],
    });
    const res = await balance(who.token);
    expect(res.body.value).toMatchObject({ balance: '75.00', held: '25.00', total: '75.00' });
  });

  it('is for real accounts only', async () => {
    expect(await balance()).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    expect(await balance(await kit.trialToken())).toMatchObject({ status: 403, body: { code: 'TRIAL_NOT_ALLOWED' } });
    const agent = await kit.tokenOf('test_agent', 'Agent1234');
    expect((await balance(agent)).status).toBe(200);
  });
});

describe('merchant wallet and contract flags', () => {
  it('answers the wallet setup to anyone, with no member data', async () => {
    const res = await kit.call({ method: 'GET', url: API.merchantWallet });
    expect(res.body.value).toEqual({
      isSingle: false,
      currency: 'USD',
      currencySymbol: '$',
      currencyDigits: 2,
      vendors: [
        { vendor: 'PGE', displayName: 'Nova Games', maintenance: false },
        { vendor: 'EVO', displayName: 'Evo Live', maintenance: false },
        { vendor: 'SABA', displayName: 'Saba Sports', maintenance: false },
      ],
    });
    const single = await asSingleWallet(() => kit.call({ method: 'GET', url: API.merchantWallet }));
    expect(single.body.value).toMatchObject({ isSingle: true, vendors: [] });
  });

  it('answers the merchant contract flags to real accounts', async () => {
    const who = await newAccount(kit.db, kit.merchantId);
    const res = await kit.call({ method: 'GET', url: API.consolidated, token: who.token });
    expect(res.body.value).toEqual({
      dailysalreqtype: false,
      divtypereq: false,
      contracthoursalreq: false,
      realtimesalreqtype: false,
    });
    await kit.db
      .updateTable('merchant_wallet_setting')
      .set({ divtypereq: true, realtimesalreqtype: true })
      .where('merchant_id', '=', kit.merchantId)
      .execute();
    const changed = await kit.call({ method: 'GET', url: API.consolidated, token: who.token });
    expect(changed.body.value).toMatchObject({ divtypereq: true, realtimesalreqtype: true, dailysalreqtype: false });
    expect((await kit.call({ method: 'GET', url: API.consolidated })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await kit.call({ method: 'GET', url: API.consolidated, token: await kit.trialToken() });
    expect(trial.body.code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('wallet transfer', () => {
  it('moves money into a sub-wallet and back, conserving the member total', async () => {
    const who = await richMember(10_000n);
    const into = await transfer(who.token, { from: 'MAIN', to: 'PGE', amount: '30' });
    expect(into.status).toBe(200);
    expect(into.body.value.transactionId).toMatch(/^\d+$/);
    expect(into.body.value.wallet).toMatchObject({ balance: '70.00', total: '100.00' });
    expect(into.body.value.wallet.subWallets[0]).toMatchObject({ vendor: 'PGE', balance: '30.00' });

    const back = await transfer(who.token, { from: 'PGE', to: 'MAIN', amount: '10.5' });
    expect(back.body.value.wallet).toMatchObject({ balance: '80.50', total: '100.00' });
    expect(back.body.value.wallet.subWallets[0]).toMatchObject({ vendor: 'PGE', balance: '19.50' });

    expect(await memberAccounts(kit.db, who.id)).toEqual({ MEMBER_CASH: 8_050n, 'MEMBER_VENDOR_WALLET:PGE': 1_950n });
    const invariants = await ledgerInvariants(kit.db);
    expect(invariants).toMatchObject({ totalBalance: 0n, negativeMemberAccounts: 0, cachedBalancesOff: 0 });
  });

  it('refuses a short balance on either side and changes nothing', async () => {
    const who = await richMember(1_000n);
    await transfer(who.token, { from: 'MAIN', to: 'EVO', amount: '4' });
    const before = await memberAccounts(kit.db, who.id);
    const requestId = randomUUID();
    const out = await transfer(who.token, { from: 'MAIN', to: 'EVO', amount: '6.01', requestId });
    expect(out).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } });
    const back = await transfer(who.token, { from: 'EVO', to: 'MAIN', amount: '4.01' });
    expect(back).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await memberAccounts(kit.db, who.id)).toEqual(before);
    // The refused request id is free: the same request succeeds once the money is there.
    await depositTo(kit.db, kit.merchantId, who.id, 1n);
    const retried = await transfer(who.token, { from: 'MAIN', to: 'EVO', amount: '6.01', requestId });
    expect(retried.status).toBe(200);
  });

  it('takes a request id once: a replay answers the first transaction, another body is refused', async () => {
    const who = await richMember(10_000n);
    const body = { from: 'MAIN', to: 'SABA', amount: '20.00', requestId: randomUUID() };
    const first = await transfer(who.token, body);
    const replay = await transfer(who.token, body);
    expect(replay.status).toBe(200);
    expect(replay.body.value.transactionId).toBe(first.body.value.transactionId);
    expect(replay.body.value.wallet).toMatchObject({ balance: '80.00' });
    for (const other of [
      { ...body, amount: '21.00' },
      { ...body, to: 'PGE' },
      { ...body, from: 'SABA', to: 'MAIN' },
    ]) {
      const res = await transfer(who.token, other);
      expect(res, JSON.stringify(other)).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    }
    // An acknowledged request keeps its answer even once the vendor went into maintenance.
    const later = await withVendor('SABA', true, () => transfer(who.token, body));
    expect(later.body.value.transactionId).toBe(first.body.value.transactionId);
    expect(await memberAccounts(kit.db, who.id)).toEqual({ MEMBER_CASH: 8_000n, 'MEMBER_VENDOR_WALLET:SABA': 2_000n });
    // The same request id of another member is that member's own request.
    const other = await richMember(5_000n);
    expect((await transfer(other.token, body)).status).toBe(200);
  });

  it('refuses bad amounts naming the field, and changes nothing', async () => {
    const who = await richMember(10_000n);
    for (const [amount, rule] of [
      ['abc', 'regex'],
      ['-5', 'regex'],
      ['0', 'min'],
      ['0.00', 'min'],
      ['1.005', 'amount'],
    ] as const) {
      const res = await transfer(who.token, { from: 'MAIN', to: 'PGE', amount });
      expect(res.status, amount).toBe(400);
      expect(res.body, amount).toMatchObject({
        code: 'VALIDATION_FAILED',
        value: { errors: [{ field: 'body.amount', rule }] },
      });
    }
    const noId = await kit.call({
      method: 'POST',
      url: API.walletTransfer,
      token: who.token,
      body: { from: 'MAIN', to: 'PGE', amount: '1' },
    });
    expect(noId.body).toMatchObject({ code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.requestId' }] } });
    expect(await memberAccounts(kit.db, who.id)).toEqual({ MEMBER_CASH: 10_000n });
  });

  it('needs the main wallet on exactly one side and a vendor the merchant offers', async () => {
    const who = await richMember(10_000n);
    const both = await transfer(who.token, { from: 'MAIN', to: 'MAIN', amount: '1' });
    expect(both.body).toMatchObject({ code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.to' }] } });
    const neither = await transfer(who.token, { from: 'PGE', to: 'EVO', amount: '1' });
    expect(neither.body).toMatchObject({ code: 'VALIDATION_FAILED', value: { errors: [{ field: 'body.from' }] } });
    const unknown = await transfer(who.token, { from: 'MAIN', to: 'NOPE', amount: '1' });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'VENDOR_NOT_FOUND', value: { vendor: 'NOPE' } } });
    expect(await memberAccounts(kit.db, who.id)).toEqual({ MEMBER_CASH: 10_000n });
  });

  it('refuses a vendor under maintenance, both ways, and shows it in the wallet', async () => {
    const who = await richMember(10_000n);
    await transfer(who.token, { from: 'MAIN', to: 'EVO', amount: '10' });
    await withVendor('EVO', true, async () => {
      for (const [from, to] of [
        ['MAIN', 'EVO'],
        ['EVO', 'MAIN'],
      ] as const) {
        const res = await transfer(who.token, { from, to, amount: '1' });
        expect(res).toMatchObject({ status: 503, body: { code: 'VENDOR_MAINTENANCE', value: { vendor: 'EVO' } } });
      }
      const wallet = (await balance(who.token)).body.value;
      expect(wallet.subWallets[1]).toMatchObject({ vendor: 'EVO', maintenance: true, balance: '10.00' });
    });
    expect(await memberAccounts(kit.db, who.id)).toEqual({ MEMBER_CASH: 9_000n, 'MEMBER_VENDOR_WALLET:EVO': 1_000n });
  });

  it('refuses transfers when the merchant runs a single wallet, still showing money left at a vendor', async () => {
    const who = await richMember(10_000n);
    await transfer(who.token, { from: 'MAIN', to: 'PGE', amount: '15' });
    await asSingleWallet(async () => {
      const res = await transfer(who.token, { from: 'PGE', to: 'MAIN', amount: '15' });
      expect(res).toMatchObject({ status: 400, body: { code: 'SINGLE_WALLET' } });
      const wallet = (await balance(who.token)).body.value;
      expect(wallet.subWallets).toEqual([
        { vendor: 'PGE', displayName: 'PGE', balance: '15.00', inTransit: '0.00', maintenance: true },
      ]);
      expect(wallet.total).toBe('100.00');
    });
    expect(await memberAccounts(kit.db, who.id)).toEqual({ MEMBER_CASH: 8_500n, 'MEMBER_VENDOR_WALLET:PGE': 1_500n });
  });

  it('is for real accounts only', async () => {
    const body = { from: 'MAIN', to: 'PGE', amount: '1', requestId: randomUUID() };
    expect((await kit.call({ method: 'POST', url: API.walletTransfer, body })).body.code).toBe('LOGIN_REQUIRED');
    const trial = await kit.call({ method: 'POST', url: API.walletTransfer, body, token: await kit.trialToken() });
    expect(trial).toMatchObject({ status: 403, body: { code: 'TRIAL_NOT_ALLOWED' } });
  });

  it('keeps every member total through many concurrent transfers', async () => {
    const who = await richMember(1_000n);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        transfer(
          who.token,
          i % 2 ? { from: 'MAIN', to: 'PGE', amount: '1' } : { from: 'PGE', to: 'MAIN', amount: '1' },
        ),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const after = await memberAccounts(kit.db, who.id);
    expect(sumOf(after)).toBe(1_000n);
    const moved = results.filter((r) => r.status === 200).length;
    expect(moved).toBeGreaterThanOrEqual(15);
    expect(await ledgerInvariants(kit.db)).toMatchObject({ totalBalance: 0n, negativeMemberAccounts: 0 });
  });
});

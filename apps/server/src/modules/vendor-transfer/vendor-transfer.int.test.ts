import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postTransaction } from '../ledger/ledger-service';
import { startTransferTestKit, type TransferTestKit, VENDOR } from './vendor-transfer-test-kit';

let kit: TransferTestKit;

beforeAll(async () => {
  kit = await startTransferTestKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.resetFaults());

describe('transfers with a TRANSFER-mode vendor', () => {
  it('moves money into the vendor and back over its signed API, the vendor and our books agreeing', async () => {
    const who = await kit.member(10_000n);
    const into = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '30' });
    expect(into.status).toBe(200);
    expect(into.body.value).toMatchObject({ status: 'COMPLETED', wallet: { balance: '70.00', total: '100.00' } });
    expect(kit.subWalletOf(into.body.value.wallet)).toEqual({
      vendor: VENDOR,
      displayName: 'Transfer Vendor',
      maintenance: false,
      balance: '30.00',
      inTransit: '0.00',
    });
    const playerId = await kit.playerId(who);
    expect(kit.vendor.balanceOf(playerId)).toBe(3_000n);
    const sent = kit.vendor.calls.find((c) => c.path === '/transfer' && c.body.playerId === playerId);
    expect(sent?.body).toMatchObject({ direction: 'IN', amount: '30.00', currency: 'USD' });
    expect(sent?.body.transferId).toBe((await kit.latestTransfer(who)).transfer_id);

    const back = await kit.transfer(who, { from: VENDOR, to: 'MAIN', amount: '10.5' });
    expect(back.body.value).toMatchObject({ status: 'COMPLETED', wallet: { balance: '80.50', total: '100.00' } });
    expect(kit.vendor.balanceOf(playerId)).toBe(1_950n);
    expect(await kit.money(who)).toEqual({ cash: 8_050n, inTransit: 0n, subWallet: 1_950n });
    await kit.expectBooksBalanced();
  });

  it('brings what the member won or lost at the vendor into the ledger, and lets out only what the vendor holds', async () => {
    const who = await kit.member(10_000n);
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '50' });
    const playerId = await kit.playerId(who);

    kit.vendor.setBalance(playerId, 8_000n); // won 30 at the vendor
    const won = await kit.wallet(who);
    expect(kit.subWalletOf(won)).toMatchObject({ balance: '80.00', inTransit: '0.00' });
    expect(won).toMatchObject({ balance: '50.00', total: '130.00' });
    await kit.expectBooksBalanced();

    kit.vendor.setBalance(playerId, 2_000n); // then lost 60
    const tooMuch = await kit.transfer(who, { from: VENDOR, to: 'MAIN', amount: '30' });
    expect(tooMuch).toMatchObject({ status: 409, body: { code: 'INSUFFICIENT_FUNDS' } });
    expect(await kit.money(who)).toEqual({ cash: 5_000n, inTransit: 0n, subWallet: 2_000n });

    const all = await kit.transfer(who, { from: VENDOR, to: 'MAIN', amount: '20' });
    expect(all.body.value).toMatchObject({ status: 'COMPLETED', wallet: { balance: '70.00', total: '70.00' } });
    expect(kit.vendor.balanceOf(playerId)).toBe(0n);
    expect(await kit.money(who)).toEqual({ cash: 7_000n, inTransit: 0n, subWallet: 0n });
    await kit.expectBooksBalanced();
  });

  it('keeps showing the last known vendor balance when the vendor does not answer the balance call', async () => {
    const who = await kit.member(10_000n);
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '40' });
    kit.vendor.setBalance(await kit.playerId(who), 9_900n);
    kit.vendor.faults.balance = 'ERROR';
    const wallet = await kit.wallet(who);
    expect(kit.subWalletOf(wallet)).toMatchObject({ balance: '40.00', inTransit: '0.00' });
    expect(wallet.total).toBe('100.00');
  });

  it('returns the money to the main wallet when the vendor refuses a transfer in, once per request id', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults.transfer = 'FAIL';
    const requestId = randomUUID();
    const refused = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '25', requestId });
    expect(refused).toMatchObject({ status: 409, body: { code: 'VENDOR_TRANSFER_FAILED', value: { vendor: VENDOR } } });
    expect(await kit.money(who)).toEqual({ cash: 10_000n, inTransit: 0n, subWallet: 0n });

    // The refusal is the request's answer for good: a retry is not sent to the vendor again.
    kit.resetFaults();
    const retried = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '25', requestId });
    expect(retried.body.code).toBe('VENDOR_TRANSFER_FAILED');
    const { transfer_id } = await kit.latestTransfer(who);
    expect(kit.transferCalls(transfer_id)).toBe(1);
    expect(kit.vendor.balanceOf(await kit.playerId(who))).toBe(0n);

    const fresh = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '25' });
    expect(fresh.body.value.status).toBe('COMPLETED');
    await kit.expectBooksBalanced();
  });

  it('returns the money to the sub-wallet when the vendor refuses a transfer out', async () => {
    const who = await kit.member(10_000n);
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '25' });
    kit.vendor.faults.transfer = 'FAIL';
    const refused = await kit.transfer(who, { from: VENDOR, to: 'MAIN', amount: '25' });
    expect(refused.body.code).toBe('VENDOR_TRANSFER_FAILED');
    expect(await kit.money(who)).toEqual({ cash: 7_500n, inTransit: 0n, subWallet: 2_500n });
    await kit.expectBooksBalanced();
  });

  it('answers a replayed request id with the same transfer, and refuses it for another transfer', async () => {
    const who = await kit.member(10_000n);
    const body = { from: 'MAIN', to: VENDOR, amount: '20.00', requestId: randomUUID() };
    const first = await kit.transfer(who, body);
    const replay = await kit.transfer(who, body);
    expect(replay.status).toBe(200);
    expect(replay.body.value).toMatchObject({ transactionId: first.body.value.transactionId, status: 'COMPLETED' });
    expect(kit.transferCalls((await kit.latestTransfer(who)).transfer_id)).toBe(1);
    for (const other of [
      { ...body, amount: '21.00' },
      { ...body, to: 'EVO' },
      { ...body, from: VENDOR, to: 'MAIN' },
    ]) {
      const res = await kit.transfer(who, other);
      expect(res, JSON.stringify(other)).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    }
    // A request id spent on a ledger-only sub-wallet cannot be reused for the vendor either.
    const ledgerOnly = { from: 'MAIN', to: 'EVO', amount: '5.00', requestId: randomUUID() };
    expect((await kit.transfer(who, ledgerOnly)).status).toBe(200);
    const reused = await kit.transfer(who, { ...ledgerOnly, to: VENDOR });
    expect(reused).toMatchObject({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT' } });
    expect(await kit.money(who)).toEqual({ cash: 7_500n, inTransit: 0n, subWallet: 2_000n });
    await kit.expectBooksBalanced();
  });

  it('returns money left in a ledger-only sub-wallet of the vendor to the main wallet once it is connected', async () => {
    const who = await kit.member(10_000n);
    // Money moved before the vendor was registered in TRANSFER mode: in our ledger only.
    await postTransaction(kit.db, {
      merchantId: kit.merchantId,
      kind: 'WALLET_TRANSFER',
      idempotency: { source: 'wallet-transfer', key: `${who.id}:${randomUUID()}` },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId: who.id }, amount: -1_500n },
        { account: { kind: 'MEMBER_VENDOR_WALLET', memberId: who.id, vendor: VENDOR }, amount: 1_500n },
      ],
    });
    const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '10' });
    expect(res.body.value).toMatchObject({ status: 'COMPLETED', wallet: { balance: '90.00', total: '100.00' } });
    // The vendor holds what went through it, and so does the mirror: no loss booked on the next sync.
    expect(kit.subWalletOf(await kit.wallet(who))).toMatchObject({ balance: '10.00', inTransit: '0.00' });
    expect(await kit.money(who)).toEqual({ cash: 9_000n, inTransit: 0n, subWallet: 1_000n });
    await kit.expectBooksBalanced();
  });

  it('keeps every member total through many concurrent transfers, the mirror matching the vendor', async () => {
    const who = await kit.member(2_000n);
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '5' });
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        kit.transfer(
          who,
          i % 2 ? { from: 'MAIN', to: VENDOR, amount: '1' } : { from: VENDOR, to: 'MAIN', amount: '1' },
        ),
      ),
    );
    for (const r of results) expect([200, 409]).toContain(r.status);
    const after = await kit.money(who);
    expect(after.cash + after.inTransit + after.subWallet).toBe(2_000n);
    expect(after.inTransit).toBe(0n);
    expect(after.subWallet).toBe(kit.vendor.balanceOf(await kit.playerId(who)));
    await kit.expectBooksBalanced();
  });
});

describe('vendors not in TRANSFER mode', () => {
  it('gives a SEAMLESS vendor no sub-wallet and no transfer', async () => {
    await kit.db
      .updateTable('game_vendor_integration')
      .set({ mode: 'SEAMLESS' })
      .where('vendor', '=', VENDOR)
      .execute();
    try {
      const who = await kit.member(10_000n);
      const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '1' });
      expect(res).toMatchObject({ status: 400, body: { code: 'SINGLE_WALLET', value: { vendor: VENDOR } } });
      expect(kit.subWalletOf(await kit.wallet(who))).toBeUndefined();
      expect(await kit.money(who)).toEqual({ cash: 10_000n, inTransit: 0n, subWallet: 0n });
    } finally {
      await kit.db
        .updateTable('game_vendor_integration')
        .set({ mode: 'TRANSFER' })
        .where('vendor', '=', VENDOR)
        .execute();
    }
  });

  it('treats a disabled integration as maintenance', async () => {
    const who = await kit.member(10_000n);
    await kit.db.updateTable('game_vendor_integration').set({ enabled: false }).where('vendor', '=', VENDOR).execute();
    try {
      const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '1' });
      expect(res).toMatchObject({ status: 503, body: { code: 'VENDOR_MAINTENANCE' } });
      expect(kit.subWalletOf(await kit.wallet(who))).toMatchObject({ maintenance: true });
    } finally {
      await kit.db.updateTable('game_vendor_integration').set({ enabled: true }).where('vendor', '=', VENDOR).execute();
    }
  });
});

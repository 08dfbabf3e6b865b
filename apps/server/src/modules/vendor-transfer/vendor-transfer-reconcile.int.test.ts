import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reconcileDue } from './vendor-transfer-reconciler';
import { findTransfer } from './vendor-transfer-repository';
import { closeWithVendorWord } from './vendor-transfer-settlement';
import { startTransferTestKit, type TransferTestKit, VENDOR } from './vendor-transfer-test-kit';

let kit: TransferTestKit;

beforeAll(async () => {
  kit = await startTransferTestKit();
});
afterAll(() => kit.close());
beforeEach(() => kit.resetFaults());

/** Checks the transfer now (as its job would), then waits until it is settled by whoever got it. */
async function reconcile(id: string) {
  await kit.dueNow(id);
  await reconcileDue(kit.deps);
  return kit.settled(id);
}

describe('transfers whose outcome is unknown', () => {
  it('shows an unanswered transfer in as in transit, then refunds it when the vendor never got it', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'HANG', status: 'ERROR', balance: 'NONE' };
    const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '40' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({ status: 'IN_TRANSIT', wallet: { balance: '60.00', total: '100.00' } });
    expect(kit.subWalletOf(res.body.value.wallet)).toMatchObject({ balance: '0.00', inTransit: '40.00' });
    // Unknown since the call timed out (or, if its job came already, since the status call failed).
    const unknown = await kit.latestTransfer(who);
    expect(unknown.status).toBe('UNKNOWN');
    expect(['TIMEOUT', 'HTTP_503']).toContain(unknown.last_error);

    // The vendor's status call fails too: still in transit, on the wallet page and in the books.
    const row = await kit.latestTransfer(who);
    await kit.dueNow(row.id);
    const wallet = await kit.wallet(who);
    expect(kit.subWalletOf(wallet)).toMatchObject({ balance: '0.00', inTransit: '40.00' });
    expect(wallet.total).toBe('100.00');
    expect(await kit.money(who)).toEqual({ cash: 6_000n, inTransit: 4_000n, subWallet: 0n });
    await kit.expectBooksBalanced();

    kit.resetFaults();
    expect(await reconcile(row.id)).toMatchObject({ status: 'FAILED', vendor_status: 'NOT_FOUND' });
    expect(await kit.money(who)).toEqual({ cash: 10_000n, inTransit: 0n, subWallet: 0n });
    expect(kit.vendor.balanceOf(await kit.playerId(who))).toBe(0n);
    await kit.expectBooksBalanced();
  });

  it('moves an unanswered transfer in on to the sub-wallet when the vendor applied it', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'HANG_AFTER_APPLY', status: 'ERROR', balance: 'NONE' };
    const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '40' });
    expect(res.body.value.status).toBe('IN_TRANSIT');
    kit.resetFaults();
    const row = await kit.latestTransfer(who);
    expect(await reconcile(row.id)).toMatchObject({ status: 'SUCCEEDED', vendor_status: 'SUCCEEDED' });
    expect(await kit.money(who)).toEqual({ cash: 6_000n, inTransit: 0n, subWallet: 4_000n });
    expect(kit.vendor.balanceOf(await kit.playerId(who))).toBe(4_000n);
    await kit.expectBooksBalanced();
  });

  it('settles an unanswered transfer out both ways: back to the sub-wallet, or on to the main wallet', async () => {
    const who = await kit.member(10_000n);
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '50' });

    kit.vendor.faults = { transfer: 'HANG', status: 'ERROR', balance: 'NONE' };
    const lost = await kit.transfer(who, { from: VENDOR, to: 'MAIN', amount: '20' });
    expect(lost.body.value).toMatchObject({ status: 'IN_TRANSIT', wallet: { balance: '50.00', total: '100.00' } });
    expect(kit.subWalletOf(lost.body.value.wallet)).toMatchObject({ balance: '30.00', inTransit: '20.00' });
    kit.resetFaults();
    expect(await reconcile((await kit.latestTransfer(who)).id)).toMatchObject({ vendor_status: 'NOT_FOUND' });
    expect(await kit.money(who)).toEqual({ cash: 5_000n, inTransit: 0n, subWallet: 5_000n });

    // Applied at the vendor, then answered 500: only transfer-status tells the truth.
    kit.vendor.faults = { transfer: 'DROP_ANSWER', status: 'ERROR', balance: 'NONE' };
    const dropped = await kit.transfer(who, { from: VENDOR, to: 'MAIN', amount: '20' });
    expect(dropped.body.value.status).toBe('IN_TRANSIT');
    const unknown = await kit.latestTransfer(who);
    expect(unknown.status).toBe('UNKNOWN');
    expect(['HTTP_500', 'HTTP_503']).toContain(unknown.last_error);
    kit.resetFaults();
    expect(await reconcile((await kit.latestTransfer(who)).id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await kit.money(who)).toEqual({ cash: 7_000n, inTransit: 0n, subWallet: 3_000n });
    expect(kit.vendor.balanceOf(await kit.playerId(who))).toBe(3_000n);
    await kit.expectBooksBalanced();
  });

  it('lets the pg-boss job settle a lost answer without anyone asking', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults.transfer = 'DROP_ANSWER';
    const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '15' });
    expect(res.body.value.status).toBe('IN_TRANSIT');
    const row = await kit.latestTransfer(who);
    // No call here: the job sent with the transfer checks it once its first check is due.
    expect(await kit.settled(row.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await kit.money(who)).toEqual({ cash: 8_500n, inTransit: 0n, subWallet: 1_500n });
    await kit.expectBooksBalanced();
  });

  it('does not trust an answer with a bad signature, from /transfer or from /transfer-status', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'BAD_SIGNATURE', status: 'BAD_SIGNATURE', balance: 'NONE' };
    const res = await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '10' });
    // The vendor did apply it and said SUCCEEDED, but that answer is not the vendor's word.
    expect(res.body.value.status).toBe('IN_TRANSIT');
    const row = await kit.latestTransfer(who);
    expect(row).toMatchObject({ status: 'UNKNOWN', last_error: 'BAD_SIGNATURE' });

    await kit.dueNow(row.id);
    await reconcileDue(kit.deps, { memberId: who.id });
    expect(await findTransfer(kit.db, row.id)).toMatchObject({ status: 'UNKNOWN' });
    expect(await kit.money(who)).toEqual({ cash: 9_000n, inTransit: 1_000n, subWallet: 0n });

    kit.resetFaults();
    expect(await reconcile(row.id)).toMatchObject({ status: 'SUCCEEDED' });
    expect(await kit.money(who)).toEqual({ cash: 9_000n, inTransit: 0n, subWallet: 1_000n });
    await kit.expectBooksBalanced();
  });

  it("re-checks the member's own due transfers when the member opens the wallet", async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'HANG_AFTER_APPLY', status: 'ERROR', balance: 'NONE' };
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '12' });
    kit.resetFaults();
    const row = await kit.latestTransfer(who);
    await kit.dueNow(row.id);
    const wallet = await kit.wallet(who);
    // Whoever checked first (this read or the job), the read after it shows the money arrived.
    await kit.settled(row.id);
    const after = kit.subWalletOf(await kit.wallet(who));
    expect(after).toMatchObject({ balance: '12.00', inTransit: '0.00' });
    expect(wallet.total).toBe('100.00');
  });

  it('answers a replay of an in-transit request with the same transfer, and its outcome once known', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'HANG_AFTER_APPLY', status: 'ERROR', balance: 'NONE' };
    const body = { from: 'MAIN', to: VENDOR, amount: '9.99', requestId: randomUUID() };
    const first = await kit.transfer(who, body);
    const replay = await kit.transfer(who, body);
    expect(replay.body.value).toMatchObject({ transactionId: first.body.value.transactionId, status: 'IN_TRANSIT' });
    const row = await kit.latestTransfer(who);
    expect(kit.transferCalls(row.transfer_id)).toBe(1);
    kit.resetFaults();
    await reconcile(row.id);
    const later = await kit.transfer(who, body);
    expect(later.body.value).toMatchObject({ transactionId: first.body.value.transactionId, status: 'COMPLETED' });
    expect(await kit.money(who)).toEqual({ cash: 9_001n, inTransit: 0n, subWallet: 999n });
  });
});

describe('reconcilers running at once', () => {
  it('settle a transfer once: one claims it, one asks the vendor, the money moves once', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'DROP_ANSWER', status: 'ERROR', balance: 'NONE' };
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '33' });
    const row = await kit.latestTransfer(who);
    kit.resetFaults();
    kit.vendor.statusDelayMs = 100;
    const asked = kit.statusCalls(row.transfer_id);
    await kit.dueNow(row.id);
    const runs = await Promise.all([reconcileDue(kit.deps), reconcileDue(kit.deps), reconcileDue(kit.deps)]);
    await kit.settled(row.id);
    expect(runs.reduce((n, r) => n + r.settled, 0)).toBeLessThanOrEqual(1);
    expect(kit.statusCalls(row.transfer_id) - asked).toBe(1);
    expect(await kit.money(who)).toEqual({ cash: 6_700n, inTransit: 0n, subWallet: 3_300n });
    await kit.expectBooksBalanced();
  });

  it("move the money once even when two of them both got the vendor's answer", async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'HANG_AFTER_APPLY', status: 'ERROR', balance: 'NONE' };
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '21' });
    const row = await findTransfer(kit.db, (await kit.latestTransfer(who)).id);
    if (!row) throw new Error('no transfer');
    const closed = await Promise.all([
      closeWithVendorWord(kit.db, row, 'SUCCEEDED'),
      closeWithVendorWord(kit.db, row, 'SUCCEEDED'),
    ]);
    expect(closed.filter((c) => c !== undefined)).toHaveLength(1);
    expect(await kit.money(who)).toEqual({ cash: 7_900n, inTransit: 0n, subWallet: 2_100n });
    await kit.expectBooksBalanced();
  });
});

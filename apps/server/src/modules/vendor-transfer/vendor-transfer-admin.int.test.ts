import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTransferTestKit, type TransferTestKit, VENDOR } from './vendor-transfer-test-kit';

let kit: TransferTestKit;
let finance: string;
beforeAll(async () => {
  kit = await startTransferTestKit();
  finance = await kit.staffToken('finance');
});
afterAll(() => kit.close());
beforeEach(() => kit.resetFaults());

const list = (token = finance) =>
  kit.call({ method: 'GET', url: `${ADMIN_API.vendorTransfersUnknown}?pageSize=100`, token });
const reconcile = (id: string, token = finance) =>
  kit.call({ method: 'POST', url: apiPath(ADMIN_API.vendorTransferReconcile, { id }), token });

describe('vendor transfers in an unknown state, in the back office', () => {
  it('lists an unanswered transfer, asks the vendor on demand, and settles it by the answer; audited', async () => {
    const who = await kit.member(10_000n);
    kit.vendor.faults = { transfer: 'HANG', status: 'ERROR', balance: 'NONE' };
    await kit.transfer(who, { from: 'MAIN', to: VENDOR, amount: '40' });
    const open = await kit.latestTransfer(who);
    const listed = (await list()).body.value.list.find((t: { id: string }) => t.id === open.id);
    expect(listed).toMatchObject({ vendor: VENDOR, direction: 'IN', amount: '40.00', status: 'UNKNOWN' });

    // The vendor still does not answer: nothing moves, the attempt is recorded.
    const unanswered = await reconcile(open.id);
    expect(unanswered.body.value).toMatchObject({ settled: false, transfer: { status: 'UNKNOWN' } });

    // It answers now: it never applied the transfer, so the money goes back to the main wallet.
    kit.resetFaults();
    const settled = await reconcile(open.id);
    expect(settled.body.value).toMatchObject({ settled: true, transfer: { status: 'FAILED' } });
    expect(kit.subWalletOf(await kit.wallet(who))).toMatchObject({ inTransit: '0.00' });
    expect((await list()).body.value.list.map((t: { id: string }) => t.id)).not.toContain(open.id);

    const audit = await kit.db
      .selectFrom('audit_entry')
      .select(['action', 'after'])
      .where('target', '=', `vendor-transfer:${open.id}`)
      .orderBy('id')
      .execute();
    expect(audit).toMatchObject([
      { action: 'vendor-transfer.reconcile', after: { status: 'UNKNOWN' } },
      { action: 'vendor-transfer.reconcile', after: { status: 'FAILED', vendorStatus: 'NOT_FOUND' } },
    ]);
    // Settled already: nothing more to ask.
    expect((await reconcile(open.id)).body.code).toBe('ORDER_STATE_CONFLICT');
  });

  it('refuses a role without deposits.review, and an unknown transfer', async () => {
    expect((await list(await kit.staffToken('support'))).body.code).toBe('FORBIDDEN');
    expect((await reconcile('999999999')).body.code).toBe('ORDER_NOT_FOUND');
    expect((await reconcile('not-an-id')).body.code).toBe('ORDER_NOT_FOUND');
  });
});

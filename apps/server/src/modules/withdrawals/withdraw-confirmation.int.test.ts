import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG_BYTES, PNG_BYTES, startWithdrawKit, type WithdrawKit } from './withdraw-test-support';

const MB = 1024 * 1024;

describe('withdrawal confirmation', () => {
  let kit: WithdrawKit;
  let token: string;
  let bankAccountId: string;
  let operator: string;
  beforeAll(async () => {
    kit = await startWithdrawKit();
    ({ token, bankAccountId } = await kit.readyMember());
    operator = await kit.staffToken();
    await kit.fund('test_member', 1_000_000n);
    // Enough for every case below on one day.
    await kit.db.updateTable('withdraw_policy').set({ daily_max_count: 50 }).execute();
  });
  afterAll(() => kit.close());

  const order = async (decide?: 'approve' | 'reject'): Promise<string> => {
    const res = await kit.withdraw(token, { amount: '100', bankAccountId });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    const id: string = res.body.value.order.id;
    if (decide) await kit[decide](operator, id);
    return id;
  };
  const proofsOf = (orderId: string) =>
    kit.db
      .selectFrom('withdraw_proof_image')
      .select(['content_type', 'size_bytes', 'content'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const stateOf = (orderId: string) =>
    kit.db
      .selectFrom('withdraw_order')
      .select(['confirmation', 'received_amount'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
  const ledgerTransactions = async () =>
    Number(
      (
        await kit.db
          .selectFrom('ledger_transaction')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const png = (name = 'proof.png', bytes = PNG_BYTES) => ({ name, type: 'image/png', bytes });

  it('takes RECEIVED with the amount that arrived, then ALL_RECEIVED when the rest comes', async () => {
    const id = await order('approve');
    const ledgerBefore = await ledgerTransactions();
    const received = await kit.confirm(token, id, { result: 'RECEIVED', receivedAmount: '30.25' });
    expect(received.status).toBe(200);
    expect(received.body.value.order).toMatchObject({
      id,
      status: 'PAID',
      confirmation: 'RECEIVED',
      receivedAmount: '30.25',
      remainingAmount: '69.75',
      autoReceiveAt: null,
    });
    const all = await kit.confirm(token, id, { result: 'ALL_RECEIVED' });
    expect(all.body.value.order).toMatchObject({
      confirmation: 'ALL_RECEIVED',
      receivedAmount: '100.00',
      remainingAmount: '0.00',
    });
    const again = await kit.confirm(token, id, { result: 'RECEIVED', receivedAmount: '1' });
    expect(again).toMatchObject({ status: 409, body: { code: 'ORDER_STATE_CONFLICT' } });
    // A confirmation records what the member says; it moves no money.
    expect(await ledgerTransactions()).toBe(ledgerBefore);
  });

  it('refuses a received amount that is missing, not money, zero, or not less than the order', async () => {
    const id = await order('approve');
    const cases: [Record<string, string>, string, string][] = [
      [{ result: 'RECEIVED' }, 'body.receivedAmount', 'required'],
      [{ result: 'RECEIVED', receivedAmount: 'ten' }, 'body.receivedAmount', 'amount'],
      [{ result: 'RECEIVED', receivedAmount: '0' }, 'body.receivedAmount', 'min'],
      [{ result: 'RECEIVED', receivedAmount: '100' }, 'body.receivedAmount', 'max'],
      [{ result: 'RECEIVED', receivedAmount: '150.00' }, 'body.receivedAmount', 'max'],
      [{ result: 'MAYBE' }, 'body.result', 'enum'],
      [{}, 'body.result', 'required'],
      [{ result: 'ALL_RECEIVED', receivedAmount: '5' }, 'body.receivedAmount', 'unknown_field'],
    ];
    for (const [fields, field, rule] of cases) {
      const res = await kit.confirm(token, id, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.value.errors, JSON.stringify(fields)).toEqual([{ field, rule }]);
    }
    expect(await stateOf(id)).toEqual({ confirmation: 'NONE', received_amount: null });
  });

  it('takes NOT_RECEIVED with png and jpg proofs, stored with their type and size', async () => {
    const id = await order('approve');
    const res = await kit.confirm(token, id, { result: 'NOT_RECEIVED' }, [
      png(),
      // A photo named and declared wrongly is still a JPEG by its bytes.
      { name: 'IMG_0001.PNG', type: 'application/octet-stream', bytes: JPEG_BYTES },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.value.order).toMatchObject({
      confirmation: 'NOT_RECEIVED',
      proofImages: 2,
      receivedAmount: '0.00',
      remainingAmount: '100.00',
    });
    expect(await proofsOf(id)).toEqual([
      { content_type: 'image/png', size_bytes: PNG_BYTES.length, content: PNG_BYTES },
      { content_type: 'image/jpeg', size_bytes: JPEG_BYTES.length, content: JPEG_BYTES },
    ]);
    const later = await kit.confirm(token, id, { result: 'ALL_RECEIVED' });
    expect(later.body.value.order).toMatchObject({ confirmation: 'ALL_RECEIVED', proofImages: 2 });
  });

  it('takes a proof image up to 5 MB', async () => {
    const id = await order('approve');
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * MB - PNG_BYTES.length, 7)]);
    const res = await kit.confirm(token, id, { result: 'NOT_RECEIVED' }, [png('big.png', big)]);
    expect(res.status).toBe(200);
    expect((await proofsOf(id)).map((p) => p.size_bytes)).toEqual([5 * MB]);
  });

  it('refuses what is not a png or jpg by its bytes, too many files, or a file over 5 MB, storing nothing', async () => {
    const id = await order('approve');
    const text = Buffer.from('this is a text file, renamed\n');
    const cases: [string, { name: string; type: string; bytes: Buffer }[], string][] = [
      ['a .txt renamed .png', [png('receipt.png', text)], 'TYPE'],
      ['a good image then a bad one', [png(), png('second.png', text)], 'TYPE'],
      ['a gif', [png('anim.gif', Buffer.from('GIF89a\x01\x00\x01\x00'))], 'TYPE'],
      ['an empty file', [png('empty.png', Buffer.alloc(0))], 'TYPE'],
      ['four files', [png('1.png'), png('2.png'), png('3.png'), png('4.png')], 'COUNT'],
      ['6 MB', [png('huge.png', Buffer.concat([PNG_BYTES, Buffer.alloc(6 * MB, 1)]))], 'SIZE'],
    ];
    for (const [label, files, reason] of cases) {
      const res = await kit.confirm(token, id, { result: 'NOT_RECEIVED' }, files);
      expect(res.status, label).toBe(400);
      expect(res.body, label).toMatchObject({ code: 'PROOF_IMAGE_INVALID', value: { reason } });
    }
    const none = await kit.confirm(token, id, { result: 'NOT_RECEIVED' });
    expect(none.body.value.errors).toEqual([{ field: 'body.proof', rule: 'required' }]);
    const withReceived = await kit.confirm(token, id, { result: 'RECEIVED', receivedAmount: '5' }, [png()]);
    expect(withReceived.body.value.errors).toEqual([{ field: 'body.proof', rule: 'unknown_field' }]);
    expect(await proofsOf(id)).toEqual([]);
    expect(await stateOf(id)).toEqual({ confirmation: 'NONE', received_amount: null });
  });

  it('confirms only paid orders of the caller', async () => {
    const pending = await order();
    const rejected = await order('reject');
    for (const id of [pending, rejected]) {
      const res = await kit.confirm(token, id, { result: 'ALL_RECEIVED' });
      expect(res, id).toMatchObject({ status: 409, body: { code: 'ORDER_STATE_CONFLICT' } });
    }
    const paid = await order('approve');
    const agent = await kit.readyMember('test_agent', 'Agent1234');
    const notYours = await kit.confirm(agent.token, paid, { result: 'ALL_RECEIVED' });
    expect(notYours).toMatchObject({ status: 404, body: { code: 'ORDER_NOT_FOUND' } });
    for (const id of ['999999', 'x']) {
      expect((await kit.confirm(token, id, { result: 'ALL_RECEIVED' })).body.code, id).toBe('ORDER_NOT_FOUND');
    }
    const done = await kit.confirm(token, paid, { result: 'ALL_RECEIVED' });
    expect(done.body.value.order).toMatchObject({ confirmation: 'ALL_RECEIVED', receivedAmount: '100.00' });
  });

  it('wants a multipart form', async () => {
    const id = await order('approve');
    const json = await kit.call({
      method: 'POST',
      url: `/wps/v2/withdraw/orders/${id}/confirmation`,
      token,
      body: { result: 'ALL_RECEIVED' },
    });
    expect(json).toMatchObject({ status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('is for the real account that withdrew', async () => {
    const id = await order('approve');
    const url = `/wps/v2/withdraw/orders/${id}/confirmation`;
    expect((await kit.call({ method: 'POST', url })).body.code).toBe('LOGIN_REQUIRED');
    expect((await kit.confirm(await kit.trialToken(), id, { result: 'ALL_RECEIVED' })).body.code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
    // A staff session is no player session.
    expect((await kit.confirm(operator, id, { result: 'ALL_RECEIVED' })).body.code).toBe('LOGIN_REQUIRED');
    expect(await stateOf(id)).toEqual({ confirmation: 'NONE', received_amount: null });
  });
});

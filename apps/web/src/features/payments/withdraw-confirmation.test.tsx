import type { WithdrawOrder } from '@platform/contracts/withdraw';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeHandler, fail, ok } from '../../test/render-app';
import { fieldError, openMemberPage, pageOf, region, withdrawOrder, withdrawSettings } from './payments-test-fixtures';

const CONFIRM = '/wps/v2/withdraw/orders/802/confirmation';

type Sent = { contentType: string | null; fields: Record<string, string>; proof: File[] };

/** A paid, unanswered withdrawal whose confirmation endpoint records the multipart form it gets. */
function confirmationServer() {
  const state: { order: WithdrawOrder; sent: Sent[] } = {
    order: withdrawOrder({ id: '802', status: 'PAID', amount: '300.00', autoReceiveAt: '2025-03-03T08:00:00.000Z' }),
    sent: [],
  };
  const handlers: Record<string, FakeHandler> = {
    '/wps/v2/withdraw/settings': () => ok(withdrawSettings()),
    '/wps/v2/withdraw/orders': () => ok(pageOf([state.order])),
    [CONFIRM]: (_url, init) => {
      const form = init?.body;
      if (!(form instanceof FormData)) return fail(415, 'UNSUPPORTED_MEDIA_TYPE');
      const fields: Record<string, string> = {};
      for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
      const proof = form.getAll('proof').filter((v): v is File => v instanceof File);
      state.sent.push({ contentType: new Headers(init?.headers).get('Content-Type'), fields, proof });
      const result = fields.result as 'RECEIVED' | 'NOT_RECEIVED' | 'ALL_RECEIVED';
      state.order = {
        ...state.order,
        confirmation: result,
        receivedAmount: result === 'RECEIVED' ? (fields.receivedAmount ?? null) : null,
        proofImages: proof.length,
        autoReceiveAt: null,
      };
      return ok({ order: state.order });
    },
  };
  return { state, handlers };
}

async function openOrder(handlers: Record<string, FakeHandler>) {
  await openMemberPage('withdraw', handlers);
  const orders = await region('Withdrawals');
  return within(await orders.findByRole('article', { name: 'Withdrawal 802' }));
}

function image(name: string, type: string, bytes = 1024): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

describe('withdrawal confirmation', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  /** The "not received" form of order 802, with a user that can pick any file. */
  async function openNotReceived() {
    // The member can pick "All files" in the browser's dialog: the page itself must refuse.
    const user = userEvent.setup({ applyAccept: false, delay: null });
    const server = confirmationServer();
    const order = await openOrder(server.handlers);
    await user.click(order.getByRole('button', { name: 'Not received' }));
    const input = order.getByLabelText('Proof images (1 to 3)');
    const send = order.getByRole('button', { name: 'Send confirmation' });
    return { user, server, order, input, send };
  }

  it('refuses no file and a bad file type before anything is uploaded, naming the file', async () => {
    const { user, server, order, input, send } = await openNotReceived();
    await user.click(send);
    expect(fieldError(input)).toBe('Please choose at least one proof image');

    await user.upload(input, [image('receipt.gif', 'image/gif')]);
    expect(order.getByRole('list', { name: 'Chosen images' }).textContent).toContain('receipt.gif');
    // The choice is checked after the upload event, asynchronously: wait for its message.
    await waitFor(() => expect(fieldError(input)).toBe('receipt.gif is not a png or jpg image'));
    await user.click(send);
    expect(fieldError(input)).toBe('receipt.gif is not a png or jpg image');
    expect(server.state.sent).toEqual([]);
  });

  it('refuses a file over 5 MB and more than 3 files before anything is uploaded', async () => {
    const { user, server, input, send } = await openNotReceived();
    await user.upload(input, [image('huge.png', 'image/png', 5 * 1024 * 1024 + 1)]);
    await waitFor(() => expect(fieldError(input)).toBe('huge.png is larger than 5 MB'));

    await user.upload(input, [
      image('a.png', 'image/png'),
      image('b.jpg', 'image/jpeg'),
      image('c.png', 'image/png'),
      image('d.jpeg', 'image/jpeg'),
    ]);
    await waitFor(() => expect(fieldError(input)).toBe('Choose at most 3 images'));
    await user.click(send);
    expect(server.state.sent).toEqual([]);
  });

  it('uploads 1 to 3 png or jpg proofs as multipart, letting the browser set the boundary', async () => {
    const user = userEvent.setup({ delay: null });
    const server = confirmationServer();
    const order = await openOrder(server.handlers);
    await user.click(order.getByRole('button', { name: 'Not received' }));
    const input = order.getByLabelText('Proof images (1 to 3)');
    await user.upload(input, [image('bank-app.png', 'image/png'), image('statement.jpg', 'image/jpeg')]);
    const chosen = order.getByRole('list', { name: 'Chosen images' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['bank-app.png', 'statement.jpg']);
    expect(fieldError(input)).toBeNull();
    await user.click(order.getByRole('button', { name: 'Send confirmation' }));

    expect(await order.findByText('Thank you, your confirmation was recorded.')).toBeInTheDocument();
    expect(server.state.sent).toHaveLength(1);
    const [sent] = server.state.sent;
    expect(sent?.contentType).toBeNull();
    expect(sent?.fields).toEqual({ result: 'NOT_RECEIVED' });
    expect(sent?.proof.map((f) => f.name)).toEqual(['bank-app.png', 'statement.jpg']);
    expect(await order.findByText('Not received', { selector: 'dd' })).toBeInTheDocument();
    expect(order.queryByRole('button', { name: 'Not received' })).toBeNull();
  });

  it('shows the server refusing a proof image under the file input', async () => {
    const user = userEvent.setup({ delay: null });
    const server = confirmationServer();
    server.handlers[CONFIRM] = () => fail(400, 'PROOF_IMAGE_INVALID');
    const order = await openOrder(server.handlers);
    await user.click(order.getByRole('button', { name: 'Not received' }));
    const input = order.getByLabelText('Proof images (1 to 3)');
    await user.upload(input, [image('fake.png', 'image/png')]);
    await user.click(order.getByRole('button', { name: 'Send confirmation' }));
    await waitFor(() =>
      expect(fieldError(input)).toBe('Proof images must be png or jpg, at most 5 MB each and 3 in all'),
    );
  });

  it('takes a received amount that is above zero and below the order amount', async () => {
    const user = userEvent.setup({ delay: null });
    const server = confirmationServer();
    const order = await openOrder(server.handlers);
    await user.click(order.getByRole('button', { name: 'Received' }));
    const amount = order.getByRole('textbox', { name: 'Amount received' });
    const send = order.getByRole('button', { name: 'Send confirmation' });

    await user.click(send);
    expect(fieldError(amount)).toBe('This field cannot be empty');
    await user.type(amount, '0');
    await user.click(send);
    expect(fieldError(amount)).toBe('The amount must be more than zero');
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(send);
    expect(fieldError(amount)).toBe('The amount must be less than $300.00');
    expect(server.state.sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '120.50');
    await user.click(send);
    expect(await order.findByText('Thank you, your confirmation was recorded.')).toBeInTheDocument();
    expect(server.state.sent[0]?.fields).toEqual({ result: 'RECEIVED', receivedAmount: '120.50' });
    expect(await order.findByText('Partly received')).toBeInTheDocument();
  });

  it('confirms that everything arrived', async () => {
    const user = userEvent.setup({ delay: null });
    const server = confirmationServer();
    const order = await openOrder(server.handlers);
    await user.click(order.getByRole('button', { name: 'All received' }));
    expect(order.getByText('Confirm that the full amount of $300.00 arrived in your account.')).toBeInTheDocument();
    await user.click(order.getByRole('button', { name: 'Send confirmation' }));
    expect(await order.findByText('Thank you, your confirmation was recorded.')).toBeInTheDocument();
    expect(server.state.sent[0]?.fields).toEqual({ result: 'ALL_RECEIVED' });
    expect(server.state.sent[0]?.proof).toEqual([]);
  });
});

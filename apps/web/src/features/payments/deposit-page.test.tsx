import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeHandler, fail, ok } from '../../test/render-app';
import {
  BANK_CHANNEL,
  depositOrder,
  emptyPage,
  fieldError,
  jsonBody,
  ONLINE_CHANNEL,
  openMemberPage,
  pageOf,
  region,
} from './payments-test-fixtures';

const CHANNELS = '/wps/v2/deposit/channels';
const DEPOSIT = '/wps/v2/deposit';
const ORDERS = '/wps/v2/deposit/orders';

/** A fake deposit API that records what was posted and answers with a pending order. */
function depositServer(options: { channels?: unknown[]; payUrl?: string | null } = {}) {
  const posted: Record<string, unknown>[] = [];
  const handlers: Record<string, FakeHandler> = {
    [CHANNELS]: () => ok({ channels: options.channels ?? [BANK_CHANNEL, ONLINE_CHANNEL] }),
    [DEPOSIT]: (_url, init) => {
      const body = jsonBody(init);
      posted.push(body);
      const online = body.channelId === ONLINE_CHANNEL.id;
      return ok({
        order: depositOrder({
          id: '900',
          amount: String(body.amount),
          channelKind: online ? 'ONLINE' : 'BANK_TRANSFER',
          channelName: online ? ONLINE_CHANNEL.name : BANK_CHANNEL.name,
          reference: online ? null : String(body.reference),
        }),
        payUrl: online ? (options.payUrl ?? 'https://pay.example/checkout/900') : null,
      });
    },
    [ORDERS]: emptyPage,
  };
  return { posted, handlers };
}

async function openDeposit(handlers: Record<string, FakeHandler>) {
  await openMemberPage('depositv2', handlers);
  return region('Make a deposit');
}

describe('deposit page (depositv2)', () => {
  beforeEach(() => localStorage.setItem('lang', 'EN'));

  it('lists the channels with their limits and shows the bank account of the manual channel, with copy buttons', async () => {
    const user = userEvent.setup({ delay: null });
    const section = await openDeposit(depositServer().handlers);
    const bank = await section.findByRole('radio', { name: /Emirates NBD transfer/ });
    expect(bank.closest('label')?.textContent).toContain('Min $100.00 – Max $5,000.00');
    expect(section.getByRole('radio', { name: /Sandbox Pay/ }).closest('label')?.textContent).toContain(
      'Min $10.00 – Max $2,000.00',
    );
    expect((bank as HTMLInputElement).checked).toBe(true);
    expect(section.getByText('Emirates NBD')).toBeInTheDocument();
    expect(section.getByText('Demo Casino LLC')).toBeInTheDocument();
    expect(section.getByText('1012345678901')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Copy Account number' }));
    expect(await section.findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('1012345678901');

    await user.click(section.getByRole('radio', { name: /Sandbox Pay/ }));
    expect(section.queryByText('1012345678901')).toBeNull();
    expect(section.queryByRole('textbox', { name: 'Transfer reference' })).toBeNull();
  });

  it('shows field errors under the inputs and sends nothing until amount and reference are valid', async () => {
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    const section = await openDeposit(server.handlers);
    const amount = await section.findByRole('textbox', { name: 'Amount' });
    const reference = section.getByRole('textbox', { name: 'Transfer reference' });
    const submit = section.getByRole('button', { name: 'Submit deposit' });

    await user.click(submit);
    expect(fieldError(amount)).toBe('This field cannot be empty');
    expect(fieldError(reference)).toBe('This field cannot be empty');

    await user.type(amount, '12.345');
    await user.click(submit);
    expect(fieldError(amount)).toBe('Please enter a valid amount, for example 100.00');

    await user.clear(amount);
    await user.type(amount, '99.99');
    await user.click(submit);
    expect(fieldError(amount)).toBe('The minimum amount is $100.00');

    await user.clear(amount);
    await user.type(amount, '5000.01');
    await user.click(submit);
    expect(fieldError(amount)).toBe('The maximum amount is $5,000.00');
    expect(server.posted).toEqual([]);
  });

  it('submits a bank transfer with a request id and says it waits for confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    let orderCalls = 0;
    server.handlers[ORDERS] = () => {
      orderCalls += 1;
      return ok(pageOf(orderCalls > 1 ? [depositOrder({ id: '900', amount: '250' })] : []));
    };
    const section = await openDeposit(server.handlers);
    await user.type(await section.findByRole('textbox', { name: 'Amount' }), '250');
    await user.type(section.getByRole('textbox', { name: 'Transfer reference' }), ' TRX-77 ');
    await user.click(section.getByRole('button', { name: 'Submit deposit' }));

    expect(await section.findByText('Your deposit was submitted and is waiting for confirmation.')).toBeInTheDocument();
    expect(server.posted).toHaveLength(1);
    expect(server.posted[0]).toMatchObject({ channelId: '1', amount: '250', reference: 'TRX-77' });
    expect(server.posted[0]?.requestId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(section.getByText('900')).toBeInTheDocument();
    expect(section.getByText('$250')).toBeInTheDocument();
    // The new order appears in the list below without a manual refresh.
    const orders = await region('Recent deposits');
    expect(await orders.findByText('900')).toBeInTheDocument();
  });

  it('keeps the request id when the same submission is retried after a lost answer', async () => {
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    const answer = server.handlers[DEPOSIT] as FakeHandler;
    let attempts = 0;
    server.handlers[DEPOSIT] = (url, init) => {
      attempts += 1;
      if (attempts === 1) {
        server.posted.push(jsonBody(init));
        return { status: 502, body: 'Bad gateway' };
      }
      return answer(url, init);
    };
    const section = await openDeposit(server.handlers);
    await user.type(await section.findByRole('textbox', { name: 'Amount' }), '300');
    await user.type(section.getByRole('textbox', { name: 'Transfer reference' }), 'R1');
    await user.click(section.getByRole('button', { name: 'Submit deposit' }));
    expect((await section.findByRole('alert')).textContent).toBe('Link abnormal, please try again');

    await user.click(section.getByRole('button', { name: 'Submit deposit' }));
    expect(await section.findByText('Your deposit was submitted and is waiting for confirmation.')).toBeInTheDocument();
    expect(server.posted).toHaveLength(2);
    expect(server.posted[1]?.requestId).toBe(server.posted[0]?.requestId);
  });

  it('translates a server refusal: under the amount for a limit, for the form otherwise', async () => {
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    let code = 'AMOUNT_ABOVE_MAXIMUM';
    server.handlers[DEPOSIT] = () => fail(400, code);
    const section = await openDeposit(server.handlers);
    const amount = await section.findByRole('textbox', { name: 'Amount' });
    await user.type(amount, '400');
    await user.type(section.getByRole('textbox', { name: 'Transfer reference' }), 'R1');
    await user.click(section.getByRole('button', { name: 'Submit deposit' }));
    await waitFor(() => expect(fieldError(amount)).toBe('The amount is above the maximum'));

    code = 'CHANNEL_UNAVAILABLE';
    await user.click(section.getByRole('button', { name: 'Submit deposit' }));
    expect(await section.findByText('This payment channel is not available')).toBeInTheDocument();
    expect(fieldError(amount)).toBeNull();
  });

  it('opens the payment page of an online channel in a new tab and shows the pending order', async () => {
    const user = userEvent.setup({ delay: null });
    const tab = { opener: 'me' } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    const server = depositServer();
    const section = await openDeposit(server.handlers);
    await user.click(await section.findByRole('radio', { name: /Sandbox Pay/ }));
    await user.type(section.getByRole('textbox', { name: 'Amount' }), '20.5');
    await user.click(section.getByRole('button', { name: 'Continue to payment' }));

    expect(await section.findByText('The payment page opened in a new tab.', { exact: false })).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith('https://pay.example/checkout/900', '_blank');
    expect(tab.opener).toBeNull();
    expect(server.posted[0]).toMatchObject({ channelId: '2', amount: '20.5' });
    expect(server.posted[0]).not.toHaveProperty('reference');
    expect(section.getByText('Pending')).toBeInTheDocument();
  });

  it('follows the order to its outcome: once the list sees it credited, so does the card', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(window, 'open').mockReturnValue({ opener: null } as unknown as Window);
    const server = depositServer();
    let credited = false;
    server.handlers[ORDERS] = () =>
      ok(
        pageOf(
          [
            depositOrder({
              id: '900',
              channelKind: 'ONLINE',
              channelName: ONLINE_CHANNEL.name,
              status: credited ? 'CREDITED' : 'PENDING',
            }),
          ],
          1,
          1,
        ),
      );
    const section = await openDeposit(server.handlers);
    await user.click(await section.findByRole('radio', { name: /Sandbox Pay/ }));
    await user.type(section.getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(section.getByRole('button', { name: 'Continue to payment' }));
    expect(await section.findByText(/Your order was created/)).toBeInTheDocument();

    // The provider's callback credits it; the list asks again (here: its refresh button).
    credited = true;
    await user.click((await region('Recent deposits')).getByRole('button', { name: 'Refresh' }));
    expect(await section.findByText('Your deposit was credited to your balance.')).toBeInTheDocument();
    expect(section.getByText('Credited')).toBeInTheDocument();
    expect(section.queryByRole('link', { name: 'Open the payment page' })).toBeNull();
  });

  it('shows a link to the payment page when the browser blocks the new tab', async () => {
    const user = userEvent.setup({ delay: null });
    vi.spyOn(window, 'open').mockReturnValue(null);
    const section = await openDeposit(depositServer().handlers);
    await user.click(await section.findByRole('radio', { name: /Sandbox Pay/ }));
    await user.type(section.getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(section.getByRole('button', { name: 'Continue to payment' }));

    expect(await section.findByText(/Your browser blocked the payment page/)).toBeInTheDocument();
    const link = section.getByRole('link', { name: 'Open the payment page' });
    expect(link.getAttribute('href')).toBe('https://pay.example/checkout/900');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('never opens a payment address that is not http(s)', async () => {
    const user = userEvent.setup({ delay: null });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const section = await openDeposit(depositServer({ payUrl: 'javascript:alert(1)' }).handlers);
    await user.click(await section.findByRole('radio', { name: /Sandbox Pay/ }));
    await user.type(section.getByRole('textbox', { name: 'Amount' }), '20');
    await user.click(section.getByRole('button', { name: 'Continue to payment' }));
    expect(await section.findByText(/Your order was created/)).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(section.queryByRole('link', { name: 'Open the payment page' })).toBeNull();
  });

  it('lists recent orders with translated statuses, refreshes and pages', async () => {
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    const statuses = ['PENDING', 'CREDITED', 'FAILED', 'REJECTED', 'EXPIRED'] as const;
    let calls = 0;
    server.handlers[ORDERS] = (url) => {
      calls += 1;
      if (url.searchParams.get('pageNo') === '2') return ok(pageOf([depositOrder({ id: '400' })], 2, 2));
      return ok(
        pageOf(
          statuses.map((status, i) => depositOrder({ id: String(600 + i), status })),
          1,
          2,
        ),
      );
    };
    await openDeposit(server.handlers);
    const orders = await region('Recent deposits');
    await orders.findByText('600');
    for (const text of ['Pending', 'Credited', 'Failed', 'Rejected', 'Expired'])
      expect(orders.getByText(text)).toBeInTheDocument();
    expect(orders.getAllByRole('row')).toHaveLength(6);

    const before = calls;
    await user.click(orders.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(before + 1));

    await user.click(orders.getByRole('button', { name: 'Next' }));
    expect(await orders.findByText('400')).toBeInTheDocument();
    expect(orders.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows a loader while the channels load', async () => {
    const server = depositServer();
    let release: () => void = () => {};
    const answer = server.handlers[CHANNELS] as FakeHandler;
    server.handlers[CHANNELS] = (url, init) =>
      new Promise((resolve) => {
        release = () => resolve(answer(url, init));
      });
    const section = await openDeposit(server.handlers);
    expect(await section.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await section.findByRole('radio', { name: /Emirates NBD transfer/ })).toBeInTheDocument();
    expect(section.queryByRole('status', { name: 'Loading…' })).toBeNull();
  });

  it('says when there are no channels and no orders yet', async () => {
    await openDeposit(depositServer({ channels: [] }).handlers);
    expect(await screen.findByText(/No payment method is available/)).toBeInTheDocument();
    expect(await (await region('Recent deposits')).findByText('No data')).toBeInTheDocument();
  });

  it('shows a failed channel list with a retry that loads it', async () => {
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    let up = false;
    const channels = server.handlers[CHANNELS] as FakeHandler;
    server.handlers[CHANNELS] = (url, init) => (up ? channels(url, init) : fail(503, 'SERVICE_UNAVAILABLE'));
    const section = await openDeposit(server.handlers);
    expect((await section.findByRole('alert')).textContent).toBe('The service is temporarily unavailable');
    up = true;
    await user.click(section.getByRole('button', { name: 'Retry' }));
    expect(await section.findByRole('radio', { name: /Emirates NBD transfer/ })).toBeInTheDocument();
  });

  it('is in Arabic by default, with translated labels, statuses and field errors', async () => {
    localStorage.removeItem('lang');
    const user = userEvent.setup({ delay: null });
    const server = depositServer();
    server.handlers[ORDERS] = () => ok(pageOf([depositOrder({ status: 'CREDITED' })]));
    await openMemberPage('depositv2', server.handlers);
    expect(document.documentElement.dir).toBe('rtl');
    const section = await region('إيداع جديد');
    expect(
      (await section.findByRole('radio', { name: /Emirates NBD transfer/ })).closest('label')?.textContent,
    ).toContain('الحد الأدنى $100.00');
    expect(section.getByText('رقم الحساب')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'إرسال طلب الإيداع' }));
    const amount = section.getByRole('textbox', { name: 'المبلغ' });
    expect(fieldError(amount)).toMatch(/[\u0600-\u06FF]/);
    // Digits typed on an Arabic keyboard are sent as Latin digits.
    await user.type(amount, '٢٥٠٫٥');
    expect((amount as HTMLInputElement).value).toBe('250.5');
    await user.type(section.getByRole('textbox', { name: 'مرجع التحويل' }), 'R1');
    await user.click(section.getByRole('button', { name: 'إرسال طلب الإيداع' }));
    expect(await section.findByText('تم إرسال طلب الإيداع وهو بانتظار التأكيد.')).toBeInTheDocument();
    expect(server.posted[0]).toMatchObject({ amount: '250.5', reference: 'R1' });
    const orders = await region('الإيداعات الأخيرة');
    expect(await orders.findByText('تمت الإضافة')).toBeInTheDocument();
  });
});

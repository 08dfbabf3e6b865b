import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { PaymentChannel } from '@platform/contracts/finance-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { profileOf } from '../../test/staff-profiles';

// Typing into forms on a machine shared by several test runs outlasts the 5 s default.
const FORM_TEST_TIMEOUT = 30_000;

const bank: PaymentChannel = {
  id: '3',
  code: 'BANK_ENBD',
  kind: 'BANK_TRANSFER',
  name: 'Bank transfer',
  nameAr: null,
  enabled: true,
  sort: 1,
  minAmount: '50.00',
  maxAmount: '5000.00',
  detail: 'Emirates NBD · Demo Brand',
};
const limits = { minAmount: '50.00', maxAmount: '5000.00', dailyMaxAmount: '10000.00', dailyMaxCount: 3 };

function serve(onSave: (body: unknown) => ReturnType<typeof answer>) {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  return fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.paymentSettings}`]: () => answer({ currency: 'AED', channels: [bank], withdrawalLimits: limits }),
    [`PUT ${apiPath(ADMIN_API.paymentChannel, { id: '3' })}`]: onSave,
    [`PUT ${ADMIN_API.withdrawalLimits}`]: (body) => answer({ withdrawalLimits: body }),
  });
}

it(
  'edits a channel: names in each language, limits, and says when the minimum is above the maximum',
  async () => {
    const calls = serve((body) => answer({ channel: { ...bank, ...(body as object) } }));
    const user = userEvent.setup();
    await renderConsole('/finance/payment-settings', { language: 'en' });
    const row = (await screen.findByText('Bank transfer', { selector: 'bdi' })).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Edit Bank transfer' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit channel BANK_ENBD' });
    await user.type(within(dialog).getByLabelText('Name in Arabic (optional)'), 'تحويل بنكي');
    const min = within(dialog).getByLabelText('Minimum deposit');
    await user.clear(min);
    await user.type(min, '6000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The maximum must be at least the minimum')).toBeVisible();
    expect(calls.some((c) => c.route.startsWith('PUT'))).toBe(false);

    await user.clear(min);
    await user.type(min, '100');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Channel .*Bank transfer.* saved/);
    expect(calls.find((c) => c.route.startsWith('PUT'))?.body).toEqual({
      name: 'Bank transfer',
      nameAr: 'تحويل بنكي',
      enabled: true,
      sort: 1,
      minAmount: '100',
      maxAmount: '5000.00',
    });
  },
  FORM_TEST_TIMEOUT,
);

it(
  "shows the server's refusal in the dialog, in Arabic",
  async () => {
    serve(() => refusal('VALIDATION_FAILED'));
    const user = userEvent.setup();
    await renderConsole('/finance/payment-settings', { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إعدادات الدفع', level: 1 })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'تعديل Bank transfer' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'حفظ' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toBeVisible();
  },
  FORM_TEST_TIMEOUT,
);

it(
  'saves the withdrawal limits, refusing a daily maximum below the maximum per withdrawal',
  async () => {
    const calls = serve((body) => answer({ channel: body }));
    const user = userEvent.setup();
    await renderConsole('/finance/payment-settings', { language: 'en' });
    const form = await screen.findByRole('form', { name: 'Withdrawal limits' });
    const daily = within(form).getByLabelText('Maximum per member per day');
    await user.clear(daily);
    await user.type(daily, '1000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('The daily maximum must be at least the maximum per withdrawal'),
    ).toBeVisible();
    await user.clear(daily);
    await user.type(daily, '20000');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Withdrawal limits saved.');
    expect(calls.find((c) => c.route === `PUT ${ADMIN_API.withdrawalLimits}`)?.body).toEqual({
      ...limits,
      dailyMaxAmount: '20000',
    });
  },
  FORM_TEST_TIMEOUT,
);

it(
  "opens a new brand's first channel: a bank account members pay into, refusing a code the brand already uses",
  async () => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
    let tries = 0;
    const calls = fakeApi({
      [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
      [`GET ${ADMIN_API.paymentSettings}`]: () =>
        answer({ currency: 'AED', channels: tries > 1 ? [bank] : [], withdrawalLimits: null }),
      [`POST ${ADMIN_API.paymentChannels}`]: () =>
        ++tries === 1
          ? refusal('VALIDATION_FAILED', { errors: [{ field: 'body.code', rule: 'taken' }] })
          : answer({ channel: bank }),
    });
    const user = userEvent.setup();
    await renderConsole('/finance/payment-settings', { language: 'en' });
    expect(await screen.findByText('This brand has no deposit channels.')).toBeVisible();
    // Its withdrawals are not open yet: the limits form says what saving it does.
    expect(screen.getByText(/members cannot withdraw yet/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open withdrawals' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New channel' }));
    const dialog = screen.getByRole('dialog', { name: 'New deposit channel' });
    await user.click(within(dialog).getByRole('button', { name: 'Add the channel' }));
    expect(
      await within(dialog).findByText('Start with a capital letter; capital letters, digits and _ only, up to 40'),
    ).toBeVisible();
    expect(within(dialog).getAllByText('Enter 1 to 100 characters')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText('Code (capital letters, digits and _)'), 'BANK_ENBD');
    await user.type(within(dialog).getByLabelText('Bank'), 'Emirates NBD');
    await user.type(within(dialog).getByLabelText('Account holder'), 'Demo Brand');
    await user.type(within(dialog).getByLabelText('Account number or IBAN'), 'AE07 0331 2345');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Bank transfer');
    await user.type(within(dialog).getByLabelText('Minimum deposit'), '50');
    await user.type(within(dialog).getByLabelText('Maximum deposit'), '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Add the channel' }));
    expect(await within(dialog).findByText('This brand already has a channel with this code')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Add the channel' }));
    expect(await screen.findByText(/Channel .*Bank transfer.* added/)).toHaveAttribute('role', 'status');
    expect(calls.filter((c) => c.route === `POST ${ADMIN_API.paymentChannels}`).at(-1)?.body).toEqual({
      code: 'BANK_ENBD',
      kind: 'BANK_TRANSFER',
      bankName: 'Emirates NBD',
      accountName: 'Demo Brand',
      accountNumber: 'AE07 0331 2345',
      name: 'Bank transfer',
      nameAr: null,
      enabled: true,
      sort: 0,
      minAmount: '50',
      maxAmount: '5000',
    });
  },
  FORM_TEST_TIMEOUT,
);

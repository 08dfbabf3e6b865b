import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { VendorIntegrationRow } from '@platform/contracts/vendor-integrations-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { profileOf } from '../../test/staff-profiles';

const FORM_TEST_TIMEOUT = 20_000;
const SECRET = 'f'.repeat(64);

const studio: VendorIntegrationRow = {
  vendor: 'PGE',
  displayName: 'Nova Games',
  displayNameAr: 'نوفا',
  inHouse: true,
  integration: { mode: 'SEAMLESS', launchUrl: null, apiUrl: null, enabled: true, updatedAt: '2026-11-28T10:00:00Z' },
};
const spinix: VendorIntegrationRow = {
  vendor: 'SPX',
  displayName: 'Spinix Slots',
  displayNameAr: null,
  inHouse: false,
  integration: {
    mode: 'SEAMLESS',
    launchUrl: 'https://games.spinix.example/play',
    apiUrl: null,
    enabled: true,
    updatedAt: '2026-11-28T10:00:00Z',
  },
};
const poker: VendorIntegrationRow = {
  vendor: 'KGP',
  displayName: 'King Poker',
  displayNameAr: null,
  inHouse: false,
  integration: null,
};

function serve(put: (body: unknown) => ReturnType<typeof answer>) {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  return fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.vendorIntegrations}`]: () => answer({ httpsOnly: true, vendors: [studio, spinix, poker] }),
    [`PUT ${apiPath(ADMIN_API.vendorIntegration, { vendor: 'KGP' })}`]: put,
    [`PUT ${apiPath(ADMIN_API.vendorIntegration, { vendor: 'SPX' })}`]: put,
  });
}

it(
  'sets up a vendor with a generated secret, shown once, after saying which fields are wrong',
  async () => {
    const calls = serve(() =>
      answer({ vendor: { ...poker, integration: spinix.integration }, generatedSecret: SECRET }),
    );
    const user = userEvent.setup();
    await renderConsole('/config/vendor-integrations', { language: 'en' });
    expect(await screen.findByText('Our own games (nothing to set)')).toBeVisible();
    expect(screen.getByText('Not set up')).toBeVisible();
    // The studio has nothing to set; the others can be set up or edited.
    expect(screen.queryByRole('button', { name: 'Edit Nova Games' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set up King Poker' }));
    const dialog = screen.getByRole('dialog');
    // A new integration has no secret to keep.
    expect(within(dialog).queryByLabelText('Keep the current secret')).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Wallet mode'), 'TRANSFER');
    await user.type(within(dialog).getByLabelText('Game page address'), 'http://poker.example/play');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('In production the address must start with https://')).toBeVisible();
    expect(within(dialog).getByText('A vendor in transfer mode needs its server API address')).toBeVisible();
    const launch = within(dialog).getByLabelText('Game page address');
    await user.clear(launch);
    await user.type(launch, 'https://poker.example/play');
    await user.type(within(dialog).getByLabelText('Vendor server API address'), 'https://poker.example/api');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent(/Integration of .*King Poker.* saved\./);
    const shown = screen.getByRole('region', { name: 'New secret' });
    expect(within(shown).getByText(SECRET)).toBeVisible();
    expect(calls.find((c) => c.route.startsWith('PUT'))?.body).toEqual({
      mode: 'TRANSFER',
      launchUrl: 'https://poker.example/play',
      apiUrl: 'https://poker.example/api',
      enabled: true,
      secret: { action: 'generate' },
    });
    await user.click(within(shown).getByRole('button', { name: 'I have given it to the vendor' }));
    expect(screen.queryByText(SECRET)).toBeNull();
  },
  FORM_TEST_TIMEOUT,
);

it(
  "replaces a secret with the vendor's, showing the server's refusal at the field, in Arabic",
  async () => {
    let tries = 0;
    const calls = serve(() =>
      ++tries === 1
        ? refusal('VALIDATION_FAILED', { errors: [{ field: 'body.secret.value', rule: 'published' }] })
        : answer({ vendor: spinix }),
    );
    const user = userEvent.setup();
    await renderConsole('/config/vendor-integrations');
    await user.click(await screen.findByRole('button', { name: /تعديل.*Spinix Slots/ }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('الإبقاء على السر الحالي')).toBeChecked();
    await user.click(within(dialog).getByLabelText('إدخال السر الذي قدّمه المزوّد'));
    const secret = within(dialog).getByLabelText('السر');
    await user.type(secret, 'short');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText('أدخل من 32 إلى 256 حرفًا')).toBeVisible();
    await user.clear(secret);
    await user.type(secret, 'vendor-sim-development-secret-0123456789');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await within(dialog).findByText(/هذا السر منشور/)).toBeVisible();
    await user.clear(secret);
    await user.type(secret, 'a-secret-the-vendor-gave-us-0123456789');
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Spinix Slots');
    // A secret the staff member entered is never shown back.
    expect(screen.queryByRole('region', { name: 'سر جديد' })).toBeNull();
    expect(calls.filter((c) => c.route.startsWith('PUT')).at(-1)?.body).toMatchObject({
      secret: { action: 'set', value: 'a-secret-the-vendor-gave-us-0123456789' },
    });
  },
  FORM_TEST_TIMEOUT,
);

it('shows the list failing to load with a way to try again', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.vendorIntegrations}`]: () => refusal('DATABASE_UNAVAILABLE'),
  });
  await renderConsole('/config/vendor-integrations', { language: 'en' });
  expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
});

import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { SiteConfig } from '@platform/contracts/site-config';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { profileOf } from '../../test/staff-profiles';

const CONFIG: SiteConfig = {
  maintenance: { active: false, message: null, until: null },
  modules: [
    { modId: 'LOGIN', parentModId: null, enabled: true },
    { modId: 'FREEPLAY3', parentModId: 'LOGIN', enabled: true },
  ],
  register: [{ field: 'email', enabled: true, required: false }],
  region: { blockedCountries: ['US'], deniedNetworks: [] },
};

it('switches maintenance on with a message and says what the lobby will do (English)', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.siteConfig}`]: () => answer(CONFIG),
    [`PUT ${ADMIN_API.siteMaintenance}`]: (body) => answer(body),
  });
  await renderConsole('/config/maintenance', { language: 'en' });
  expect(await screen.findByText('The site is open to visitors.')).toBeVisible();
  await userEvent.click(screen.getByLabelText('Site under maintenance'));
  await userEvent.type(screen.getByLabelText('Message on the maintenance page'), 'Back at six');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/Maintenance is on\./)).toBeVisible();
  expect(calls.at(-1)).toMatchObject({
    route: `PUT ${ADMIN_API.siteMaintenance}`,
    body: { active: true, message: 'Back at six', until: null },
  });
});

it('names the network the server refused and why, in Arabic', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.siteConfig}`]: () => answer(CONFIG),
    [`PUT ${ADMIN_API.siteRegion}`]: () =>
      refusal('VALIDATION_FAILED', { errors: [{ field: 'body.deniedNetworks.1', rule: 'cidr-host-bits' }] }),
  });
  await renderConsole('/config/region');
  const networks = await screen.findByLabelText('العناوين والشبكات المرفوضة');
  await userEvent.type(networks, '203.0.113.0/24\n10.0.0.1/8');
  await userEvent.click(screen.getByRole('button', { name: 'حفظ' }));
  expect(await screen.findByText(/10\.0\.0\.1\/8.*عنوان داخل شبكة/)).toBeVisible();
  expect(networks).toHaveAttribute('aria-invalid', 'true');
});

it('shows the catalogue failing to load with a way to try again', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.configVendors}`]: () => refusal('DATABASE_UNAVAILABLE'),
    [`GET ${ADMIN_API.configGames}`]: () => answer({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
  });
  await renderConsole('/config/catalogue', { language: 'en' });
  expect(await screen.findByText('No games match this search.')).toBeVisible();
  expect((await screen.findAllByRole('button', { name: 'Try again' })).length).toBeGreaterThan(0);
});

it('puts a vendor under maintenance with a message for players, in Arabic; switching it off clears the message', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  const vendor = {
    vassalage: 'EVO',
    displayName: 'Evolution',
    displayNameAr: 'إيفولوشن',
    inHouse: false,
    enabled: true,
    maintenance: false,
    maintenanceMessage: null,
    maintenanceUntil: null,
    sort: 1,
    games: 7,
  };
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.configVendors}`]: () => answer([vendor]),
    [`GET ${ADMIN_API.configGames}`]: () => answer({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
    [`PUT ${apiPath(ADMIN_API.configVendor, { vendor: 'EVO' })}`]: (body) => answer({ ...vendor, ...(body as object) }),
  });
  await renderConsole('/config/catalogue');
  const row = await screen.findByRole('row', { name: /إيفولوشن/ });
  await userEvent.click(within(row).getByRole('button', { name: /^تعديل/ }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).queryByLabelText('رسالة إلى اللاعبين')).toBeNull();
  await userEvent.click(within(dialog).getByLabelText('قيد الصيانة'));
  await userEvent.type(within(dialog).getByLabelText('رسالة إلى اللاعبين'), 'تحديث لدى المزوّد');
  await userEvent.click(within(dialog).getByRole('button', { name: 'حفظ' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.at(-1)).toMatchObject({
    body: { maintenance: true, maintenanceMessage: 'تحديث لدى المزوّد', maintenanceUntil: null },
  });

  await userEvent.click(within(row).getByRole('button', { name: /^تعديل/ }));
  const again = await screen.findByRole('dialog');
  expect(within(again).getByLabelText('رسالة إلى اللاعبين')).toHaveValue('تحديث لدى المزوّد');
  await userEvent.click(within(again).getByLabelText('قيد الصيانة'));
  await userEvent.click(within(again).getByRole('button', { name: 'حفظ' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.at(-1)).toMatchObject({ body: { maintenance: false, maintenanceMessage: null } });
});

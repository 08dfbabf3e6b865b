import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import type { SiteConfig } from '@platform/contracts/site-config';
import { screen } from '@testing-library/react';
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

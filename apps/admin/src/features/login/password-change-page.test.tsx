import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { quietDashboard } from '../../test/dashboards';
import { profileOf } from '../../test/staff-profiles';

const firstAdmin = { ...profileOf('admin', 'Sahara admin'), account: 'sahara_admin', mustChangePassword: true };

it('asks a staff member with a one-time password for a new one before showing any page', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 'staff-token-1');
  let tries = 0;
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(firstAdmin),
    [`POST ${ADMIN_API.staffPassword}`]: () =>
      ++tries === 1 ? refusal('OLD_PASSWORD_INCORRECT') : answer({ ...firstAdmin, mustChangePassword: false }),
    [`GET ${ADMIN_API.dashboard}`]: () => answer(quietDashboard()),
  });
  await renderConsole('/dashboard', { language: 'en' });

  expect(await screen.findByRole('heading', { name: 'Choose your own password', level: 1 })).toBeVisible();
  expect(screen.queryByRole('navigation', { name: 'Console sections' })).toBeNull();
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), 'OneTime1234abcd');
  // The rule is checked before anything is sent: the account name, then the repeat.
  await user.type(screen.getByLabelText('New password'), 'sahara_admin 2031');
  await user.type(screen.getByLabelText('Repeat the new password'), 'sahara_admin 2031{Enter}');
  expect(await screen.findByText('The password must not contain your account name.')).toBeVisible();
  await user.clear(screen.getByLabelText('New password'));
  await user.type(screen.getByLabelText('New password'), 'Palm grove at dusk');
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));
  expect(await screen.findByText('The two new passwords differ.')).toBeVisible();
  expect(calls.filter((c) => c.route.startsWith('POST'))).toEqual([]);

  await user.clear(screen.getByLabelText('Repeat the new password'));
  await user.type(screen.getByLabelText('Repeat the new password'), 'Palm grove at dusk{Enter}');
  expect(await screen.findByText('The current password is incorrect.')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Save the new password' }));

  // Changed: the console opens on the role's first page.
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  expect(calls.filter((c) => c.route === `POST ${ADMIN_API.staffPassword}`).at(-1)?.body).toEqual({
    currentPassword: 'OneTime1234abcd',
    newPassword: 'Palm grove at dusk',
  });
});

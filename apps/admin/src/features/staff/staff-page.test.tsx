import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { apiPath } from '@platform/contracts/api-paths';
import type { StaffMember } from '@platform/contracts/staff-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, renderConsole } from '../../test/console';
import { profileOf } from '../../test/staff-profiles';

// Typing into forms on a machine shared by several test runs outlasts the 5 s default.
const FORM_TEST_TIMEOUT = 30_000;

const member = (id: string, account: string, role: StaffMember['role']): StaffMember => ({
  id,
  account,
  displayName: account,
  role,
  brand: 'DEMO',
  ipAllowList: [],
  locked: false,
  lockedUntil: null,
  secondFactorEnrolled: true,
  liveSessions: 1,
  lastSeenAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
});
// profileOf gives the signed-in admin id 7.
const me = member('7', 'demo_admin', 'admin');
const cashier = member('9', 'cashier_one', 'finance');
const page = (list: StaffMember[]) => answer({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

function serve(extra: Record<string, (body: unknown) => ReturnType<typeof answer>> = {}) {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  return fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${ADMIN_API.staffMembers}`]: () => page([me, cashier]),
    ...extra,
  });
}

it(
  'opens an account and shows its one-time password once; an admin cannot give the owner role',
  async () => {
    const calls = serve({
      [`POST ${ADMIN_API.staffMembers}`]: (body) =>
        answer({
          staff: member('12', (body as { account: string }).account, 'finance'),
          oneTimePassword: 'Abcd2345Efgh6789',
        }),
    });
    const user = userEvent.setup();
    await renderConsole('/staff', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = screen.getByRole('dialog', { name: 'New staff account' });
    const roles = within(within(dialog).getByLabelText('Role'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(roles).not.toContain('Platform owner');
    await user.type(within(dialog).getByLabelText('Account'), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'New staff account' }));
    expect(await within(dialog).findAllByText(/4 to 32 letters/)).not.toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Account'));
    await user.type(within(dialog).getByLabelText('Account'), 'cashier_two');
    await user.type(within(dialog).getByLabelText('Display name'), 'Cashier Two');
    await user.type(within(dialog).getByLabelText('Allowed networks (optional)'), '203.0.113.0/24');
    await user.click(within(dialog).getByRole('button', { name: 'New staff account' }));
    const shown = await screen.findByRole('dialog', { name: 'Account created' });
    expect(within(shown).getByText('Abcd2345Efgh6789')).toBeVisible();
    expect(calls.find((c) => c.route === `POST ${ADMIN_API.staffMembers}`)?.body).toEqual({
      account: 'cashier_two',
      displayName: 'Cashier Two',
      role: 'finance',
      ipAllowList: ['203.0.113.0/24'],
    });
  },
  FORM_TEST_TIMEOUT,
);

it(
  "offers no action on one's own row; locks another account and changes its role by its button, in Arabic",
  async () => {
    const calls = serve({
      [`POST ${apiPath(ADMIN_API.staffMemberLock, { id: '9' })}`]: () =>
        answer({ staff: { ...cashier, locked: true } }),
      [`POST ${apiPath(ADMIN_API.staffMemberRole, { id: '9' })}`]: () =>
        answer({ staff: { ...cashier, role: 'risk' } }),
    });
    const user = userEvent.setup();
    await renderConsole('/staff', { language: 'ar' });
    const mine = (await screen.findAllByText('demo_admin', { selector: 'bdi' }))[0]?.closest('tr') as HTMLElement;
    expect(within(mine).queryAllByRole('button')).toHaveLength(0);
    expect(within(mine).getByText('حسابك')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'قفل cashier_one' }));
    expect(await screen.findByRole('status')).toHaveTextContent('cashier_one');
    expect(calls.map((c) => c.route)).toContain(`POST ${apiPath(ADMIN_API.staffMemberLock, { id: '9' })}`);

    // Choosing another role changes nothing until its button is pressed.
    await user.selectOptions(screen.getByRole('combobox', { name: 'الدور cashier_one' }), 'risk');
    expect(calls.map((c) => c.route)).not.toContain(`POST ${apiPath(ADMIN_API.staffMemberRole, { id: '9' })}`);
    await user.click(screen.getByRole('button', { name: 'تغيير الدور cashier_one' }));
    expect(await screen.findByText(/تغيّر دور/)).toBeVisible();
    expect(calls.find((c) => c.route === `POST ${apiPath(ADMIN_API.staffMemberRole, { id: '9' })}`)?.body).toEqual({
      role: 'risk',
    });
  },
  FORM_TEST_TIMEOUT,
);

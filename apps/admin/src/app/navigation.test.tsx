import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { ROLE_PERMISSIONS, STAFF_ROLES, type StaffRole } from '@platform/contracts/staff';
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../shared/session/staff-token';
import { answer, fakeApi, renderConsole } from '../test/console';
import { quietDashboard } from '../test/dashboards';
import { profileOf } from '../test/staff-profiles';
import { NAVIGATION, navigationFor } from './navigation';

const pathsOf = (role: StaffRole) => navigationFor(ROLE_PERMISSIONS[role]).flatMap((s) => s.entries.map((e) => e.path));

it('lists for each role only the built pages its permissions allow', () => {
  const content = [
    '/content/announcements',
    '/content/banners',
    '/content/help',
    '/content/customer-service',
    '/content/app-links',
    '/content/social',
    '/content/mirrors',
  ];
  const reports = ['/reports/daily', '/reports/games', '/reports/channels', '/reports/players'];
  const configuration = [
    '/config/maintenance',
    '/config/features',
    '/config/region',
    '/config/catalogue',
    '/config/vendor-integrations',
  ];
  const money = ['/finance/deposits', '/finance/withdrawals', '/finance/vendor-transfers'];
  const brandAdmin = [
    '/dashboard',
    ...money,
    '/finance/payment-settings',
    '/adjustments',
    '/players',
    ...reports,
    ...content,
    ...configuration,
    '/staff',
  ];
  expect(pathsOf('owner')).toEqual([...brandAdmin, '/brands', '/audit']);
  expect(pathsOf('admin')).toEqual([...brandAdmin, '/audit']);
  expect(pathsOf('finance')).toEqual(['/dashboard', ...money, '/adjustments', '/players', ...reports]);
  expect(pathsOf('risk')).toEqual(['/dashboard', '/finance/withdrawals', '/players', ...reports, '/audit']);
  expect(pathsOf('support')).toEqual(['/dashboard', '/players']);
  expect(pathsOf('agent_manager')).toEqual(['/dashboard', '/players', ...reports]);
  expect(pathsOf('content')).toEqual(['/dashboard', ...content]);
});

it('leaves out a section none of whose pages the role may open', () => {
  expect(navigationFor(ROLE_PERMISSIONS.risk).map((s) => s.id)).toEqual([
    'dashboard',
    'finance',
    'players',
    'reports',
    'audit',
  ]);
  expect(navigationFor(ROLE_PERMISSIONS.finance).map((s) => s.id)).toEqual([
    'dashboard',
    'finance',
    'adjustments',
    'players',
    'reports',
  ]);
  expect(navigationFor(ROLE_PERMISSIONS.content).map((s) => s.id)).toEqual(['dashboard', 'content']);
  // Every entry names a permission some role holds: nothing is listed that nobody could open.
  const held = new Set(STAFF_ROLES.flatMap((role) => ROLE_PERMISSIONS[role]));
  for (const entry of NAVIGATION.flatMap((s) => s.entries)) expect(held.has(entry.permission)).toBe(true);
});

it("shows a finance member's header and navigation without the audit trail, in English", async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance', 'Fatima Finance')),
    [`GET ${ADMIN_API.staffDeposits}`]: () => answer({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
    [`GET ${ADMIN_API.dashboard}`]: () => answer(quietDashboard()),
  });
  await renderConsole('/', { language: 'en' });
  const nav = await screen.findByRole('navigation', { name: 'Console sections' });
  expect(within(nav).getByRole('link', { name: 'Deposits' })).toBeVisible();
  expect(within(nav).getByRole('link', { name: 'Withdrawals' })).toBeVisible();
  expect(within(nav).queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
  expect(screen.getByText('Fatima Finance')).toBeVisible();
  expect(screen.getByRole('banner')).toHaveTextContent('Finance');
  // The first page every role may open: the dashboard.
  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

it('shows a risk member the withdrawals and the audit trail but not deposits, in Arabic', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('risk')),
    [`GET ${ADMIN_API.staffWithdrawals}`]: () => answer({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 }),
  });
  await renderConsole('/', { language: 'ar' });
  const nav = await screen.findByRole('navigation', { name: 'أقسام اللوحة' });
  expect(within(nav).getByRole('link', { name: 'السحوبات' })).toBeVisible();
  expect(within(nav).getByRole('link', { name: 'سجل التدقيق' })).toBeVisible();
  expect(within(nav).queryByRole('link', { name: 'الإيداعات' })).not.toBeInTheDocument();
});

it('refuses a page the role may not open when reached by its address', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({ [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('support')) });
  await renderConsole('/audit', { language: 'en' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this.');
  expect(screen.queryByRole('link', { name: 'Audit trail' })).not.toBeInTheDocument();
});

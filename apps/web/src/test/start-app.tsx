import type { PermissionValue } from '@platform/contracts/system';
import { screen } from '@testing-library/react';
import { makePermission } from './fixtures';
import { type FakeHandler, mockApi, ok, renderApp } from './render-app';

export const HELP_ENTRIES = [
  { id: 1, term: 'terms', title: 'Terms and conditions', content: '<p>Play fair.</p>' },
  {
    id: 2,
    term: 'privacy',
    title: 'Privacy policy',
    content:
      '<p>We protect your data.</p><img src="x" onerror="window.__pwned = true"><script>window.__pwned = true</script>',
  },
];

/** Renders the whole app at `path` against a healthy fake server and waits for its main area. */
export async function startApp(
  path = '/',
  options: { permission?: Partial<PermissionValue>; handlers?: Record<string, FakeHandler> } = {},
) {
  const permission = await makePermission(options.permission);
  const fetchMock = mockApi({
    '/wps/system/status': () => ok({ status: 0, ip: '203.0.113.7' }),
    '/wps/system/permission': () => ok(permission),
    '/wps/system/helpCenter': () => ok(HELP_ENTRIES),
    // The login's human-verification step, made trivially easy so tests do not spend time on it.
    '/wps/verification/human': () => ok({ challengeId: 'check-1', salt: 'salt', difficulty: 1, expiresInSeconds: 120 }),
    ...options.handlers,
  });
  const rendered = renderApp(path);
  await screen.findByRole('main');
  return { ...rendered, permission, fetchMock };
}

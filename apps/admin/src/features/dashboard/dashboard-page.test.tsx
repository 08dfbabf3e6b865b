import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { quietDashboard } from '../../test/dashboards';
import { profileOf } from '../../test/staff-profiles';

it('tells a brand with nothing yet that nothing happened, and links each waiting queue the role may open', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('risk')),
    [`GET ${ADMIN_API.dashboard}`]: () => answer(quietDashboard({ withdrawals: 3, deposits: 2 })),
  });
  await renderConsole('/dashboard', { language: 'en' });
  expect(await screen.findByText(/Nothing happened in the last 30 days/)).toBeVisible();
  expect(screen.getByText(/Today is .*2026-11-28.* in the brand's time zone \(.*Asia\/Dubai.*\)/)).toBeVisible();
  const queues = screen.getByRole('region', { name: 'Waiting for staff' });
  // Risk reviews withdrawals but not deposits: only the withdrawals count links to its queue.
  expect(within(queues).getByRole('link', { name: 'Withdrawals to review: 3 waiting' })).toHaveAttribute(
    'href',
    '/finance/withdrawals',
  );
  expect(within(queues).queryByRole('link', { name: /Deposits to confirm/ })).not.toBeInTheDocument();
  expect(within(queues).getByText('Deposits to confirm')).toBeVisible();
  // Every figure is there, at zero, with the definition of GGR and NGR beside them.
  const figures = screen.getByRole('region', { name: 'Today and the last 30 days' });
  expect(within(figures).getByRole('heading', { name: 'NGR' })).toBeVisible();
  expect(within(figures).getByText(/NGR \(net gaming revenue\) is GGR less the bonuses/)).toBeVisible();
});

it('says why the dashboard could not be read, in Arabic, and reads it again on request', async () => {
  sessionStorage.setItem(STAFF_TOKEN_KEY, 't');
  let calls = 0;
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('content')),
    [`GET ${ADMIN_API.dashboard}`]: () => {
      calls += 1;
      return calls === 1 ? refusal('INTERNAL_ERROR') : answer(quietDashboard());
    },
  });
  await renderConsole('/dashboard', { language: 'ar' });
  const alert = await screen.findByRole('alert');
  await userEvent.click(within(alert).getByRole('button', { name: 'حاول مرة أخرى' }));
  expect(await screen.findByText(/لم يحدث شيء في آخر 30 يومًا/)).toBeVisible();
  expect(screen.getByRole('heading', { name: 'لوحة المعلومات', level: 1 })).toBeVisible();
});

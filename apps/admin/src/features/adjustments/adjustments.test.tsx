import type { Adjustment } from '@platform/contracts/adjustments';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API } from '@platform/contracts/api-paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { pathWithId } from '../../shared/api/http';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { profileOf } from '../../test/staff-profiles';

const adjustment = (id: string, requestedBy: string, status: Adjustment['status'] = 'PENDING'): Adjustment => ({
  id,
  memberAccount: 'ali_player',
  direction: 'CREDIT',
  amount: '500.00',
  ledgerKind: 'ADJUSTMENT',
  reason: 'goodwill',
  status,
  requestedBy,
  decidedBy: status === 'PENDING' ? null : 'demo_finance',
  decisionRemark: null,
  createdAt: '2026-01-03T10:00:00.000Z',
  decidedAt: null,
});
const pageOf = (list: Adjustment[]) => answer({ list, pageNo: 1, totalPages: 1, totalCount: list.length });

beforeEach(() => sessionStorage.setItem(STAFF_TOKEN_KEY, 't'));

it("offers approval of another person's request, never of one's own, and applies it (English)", async () => {
  let approved = false;
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
    [`GET ${API.permission}`]: () => answer({ currency: 'USD' }),
    [`GET ${ADMIN_API.adjustmentPolicy}`]: () => answer({ fourEyesAbove: '100.00' }),
    [`GET ${ADMIN_API.adjustments}`]: () =>
      pageOf(
        approved
          ? [adjustment('2', 'demo_finance')]
          : [adjustment('1', 'other_finance'), adjustment('2', 'demo_finance')],
      ),
    [`POST ${pathWithId(ADMIN_API.adjustmentApprove, '1')}`]: () => {
      approved = true;
      return answer(adjustment('1', 'other_finance', 'APPLIED'));
    },
  });
  await renderConsole('/adjustments', { language: 'en' });
  expect(await screen.findByText(/adjustments above .*USD 100\.00.* need a second staff member/)).toBeVisible();
  // Finance may not change the threshold.
  expect(screen.queryByLabelText('Four-eyes threshold')).not.toBeInTheDocument();
  const table = await screen.findByRole('table');
  expect(within(table).getByText('Your request: another staff member decides')).toBeVisible();
  expect(within(table).queryByRole('button', { name: 'Approve 2' })).not.toBeInTheDocument();

  const user = userEvent.setup();
  await user.click(within(table).getByRole('button', { name: 'Approve 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Approve' });
  expect(dialog).toHaveTextContent('other_finance');
  await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('status')).toHaveTextContent('approved and applied');
  expect(calls.filter((c) => c.route.startsWith('POST'))).toHaveLength(1);
}, 30_000);

it('asks for a member, an amount and a reason, then sends the request once with its id (Arabic)', async () => {
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${API.permission}`]: () => answer({ currency: 'USD' }),
    [`GET ${ADMIN_API.adjustmentPolicy}`]: () => answer({ fourEyesAbove: '0.00' }),
    [`GET ${ADMIN_API.adjustments}`]: () => pageOf([]),
    [`POST ${ADMIN_API.adjustments}`]: (body) =>
      (body as { memberAccount: string }).memberAccount === 'nobody'
        ? refusal('ACCOUNT_NOT_FOUND')
        : answer(adjustment('9', 'demo_admin')),
  });
  await renderConsole('/adjustments', { language: 'ar' });
  expect(await screen.findByText('لا توجد تعديلات تطابق هذا التصفية.')).toBeVisible();
  // The admin sets the brand's threshold.
  expect(screen.getByLabelText('حد مبدأ الشخصين')).toHaveValue('0.00');

  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'تعديل جديد' }));
  const dialog = screen.getByRole('dialog', { name: 'تعديل جديد' });
  await user.click(within(dialog).getByRole('button', { name: 'إرسال' }));
  expect(within(dialog).getByText('أدخل مبلغًا مثل 125 أو 125.50')).toBeVisible();
  expect(within(dialog).getAllByText('مطلوب')).toHaveLength(2);

  await user.type(within(dialog).getByLabelText('حساب العضو'), 'nobody');
  await user.type(within(dialog).getByLabelText('المبلغ'), '500');
  await user.type(within(dialog).getByLabelText('السبب'), 'تعويض');
  await user.click(within(dialog).getByRole('button', { name: 'إرسال' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('لا يوجد عضو بهذا الحساب');
  await user.clear(within(dialog).getByLabelText('حساب العضو'));
  await user.type(within(dialog).getByLabelText('حساب العضو'), 'ali_player');
  await user.click(within(dialog).getByRole('button', { name: 'إرسال' }));
  expect(await screen.findByText(/ينتظر التعديل .*9.* موافقة موظف آخر/)).toBeVisible();
  const sent = calls
    .filter((c) => c.route === `POST ${ADMIN_API.adjustments}`)
    .map((c) => c.body as { requestId: string });
  expect(sent[1]).toMatchObject({
    memberAccount: 'ali_player',
    direction: 'CREDIT',
    amount: '500',
    ledgerKind: 'ADJUSTMENT',
  });
  // The retry after a refusal is the same request.
  expect(sent[1]?.requestId).toBe(sent[0]?.requestId);
}, 30_000);

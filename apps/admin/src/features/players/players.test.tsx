import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API } from '@platform/contracts/api-paths';
import type { PlayerProfile } from '@platform/contracts/players-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { pathWithId } from '../../shared/api/http';
import { STAFF_TOKEN_KEY } from '../../shared/session/staff-token';
import { isolate } from '../../shared/ui/isolate';
import { answer, fakeApi, refusal, renderConsole } from '../../test/console';
import { savedFiles } from '../../test/saved-files';
import { profileOf } from '../../test/staff-profiles';

const row = {
  id: '42',
  account: 'ali_player',
  type: 0,
  mobile: '+971 501234567',
  email: 'ali@example.com',
  cash: '1250.50',
  locked: false,
  registeredAt: '2026-01-02T10:00:00.000Z',
};
const profile = (locked: boolean): PlayerProfile => ({
  ...row,
  locked,
  lockedUntil: locked ? '2126-01-02T10:00:00.000Z' : null,
  nickname: 'Ali',
  upline: 'agent_one',
  registerIp: '203.0.113.9',
  registerDomain: 'demo.test',
  firstLoginAt: null,
  vipLevel: 2,
  balances: [{ kind: 'MEMBER_CASH', vendor: null, balance: '1250.50' }],
  knownIps: [],
});
const brand = () => answer({ currency: 'USD' });
const emptyPage = () => answer({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 });

beforeEach(() => sessionStorage.setItem(STAFF_TOKEN_KEY, 't'));
afterEach(() => vi.restoreAllMocks());

it('finds a player, opens them and locks them with a reason; the page shows the lock (English)', async () => {
  let locked = false;
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('support')),
    [`GET ${API.permission}`]: brand,
    [`GET ${ADMIN_API.players}`]: () => answer({ list: [row], pageNo: 1, totalPages: 1, totalCount: 1 }),
    [`GET ${pathWithId(ADMIN_API.player, '42')}`]: () => answer(profile(locked)),
    [`POST ${pathWithId(ADMIN_API.playerLock, '42')}`]: () => {
      locked = true;
      return answer(profile(true));
    },
  });
  await renderConsole('/players', { language: 'en' });
  expect(await screen.findByText('Search for a player to see their profile and history.')).toBeVisible();
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(screen.getByText('Required')).toBeVisible();
  await user.type(screen.getByLabelText('Account, id, mobile, e-mail or IP address'), 'ali');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  const table = await screen.findByRole('table');
  expect(within(table).getByText('USD 1,250.50')).toBeVisible();

  await user.click(within(table).getByRole('link', { name: 'ali_player' }));
  expect(await screen.findByRole('heading', { level: 1, name: /ali_player/ })).toBeVisible();
  expect(screen.getByRole('tab', { name: 'Profile and balances' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('agent_one')).toBeVisible();
  // Support may not move players between agents.
  expect(screen.queryByRole('button', { name: 'Change upline' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Lock' }));
  const dialog = screen.getByRole('dialog', { name: 'Lock' });
  await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
  expect(within(dialog).getByText('Required')).toBeVisible();
  await user.type(within(dialog).getByLabelText('Reason'), 'chargeback');
  await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
  expect(await screen.findByRole('status')).toHaveTextContent(`${isolate('ali_player')} is locked.`);
  expect(await screen.findByRole('button', { name: 'Unlock' })).toBeVisible();
  expect(calls.find((c) => c.route.endsWith('/lock'))?.body).toEqual({ reason: 'chargeback' });
}, 30_000);

it("shows a player's statement and an empty login history in Arabic, and a failed tab with a retry", async () => {
  let sessionsFail = true;
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('finance')),
    [`GET ${API.permission}`]: brand,
    [`GET ${pathWithId(ADMIN_API.player, '42')}`]: () => answer(profile(false)),
    [`GET ${pathWithId(ADMIN_API.playerStatement, '42')}`]: () =>
      answer({
        list: [
          {
            transactionId: '9',
            time: '2026-01-03T10:00:00.000Z',
            kind: 'ADJUSTMENT',
            amount: '-25.00',
            balanceAfter: '1225.50',
            reference: 'manual-adjustment:5',
          },
        ],
        pageNo: 1,
        totalPages: 1,
        totalCount: 1,
      }),
    [`GET ${pathWithId(ADMIN_API.playerLogins, '42')}`]: emptyPage,
    [`GET ${pathWithId(ADMIN_API.playerSessions, '42')}`]: () =>
      sessionsFail ? refusal('DATABASE_UNAVAILABLE') : answer({ list: [] }),
  });
  await renderConsole('/players/42', { language: 'ar' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'كشف الحساب' }));
  const table = await screen.findByRole('table', { name: /كشف الحساب/ });
  expect(within(table).getByText('تعديل يدوي')).toBeVisible();
  expect(within(table).getByText('manual-adjustment:5')).toBeVisible();
  // Finance reads players but changes nothing of them.
  expect(screen.queryByRole('button', { name: 'قفل' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'سجل الدخول' }));
  expect(await screen.findByText('لا توجد عمليات دخول مسجلة بعد.')).toBeVisible();
  await user.click(screen.getByRole('tab', { name: 'الجلسات' }));
  expect(await screen.findByRole('alert')).toBeVisible();
  sessionsFail = false;
  await user.click(screen.getByRole('button', { name: 'حاول مرة أخرى' }));
  expect(await screen.findByText('لا توجد جلسة مفتوحة لهذا اللاعب.')).toBeVisible();
}, 30_000);

it('resets a password and shows the temporary one once (English)', async () => {
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('admin')),
    [`GET ${API.permission}`]: brand,
    [`GET ${pathWithId(ADMIN_API.player, '42')}`]: () => answer(profile(false)),
    [`POST ${pathWithId(ADMIN_API.playerResetPassword, '42')}`]: () => answer({ temporaryPassword: 'Tmp7pass9XyZ' }),
  });
  await renderConsole('/players/42', { language: 'en' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Reset password' }));
  const dialog = screen.getByRole('dialog', { name: 'Reset password' });
  await user.type(within(dialog).getByLabelText('Reason'), 'lost access');
  await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
  const shown = await screen.findByRole('dialog', { name: 'Temporary password' });
  expect(within(shown).getByText('Tmp7pass9XyZ')).toBeVisible();
  await user.click(within(shown).getByRole('button', { name: 'Done' }));
  expect(screen.queryByText('Tmp7pass9XyZ')).not.toBeInTheDocument();
}, 30_000);

it("moves a player under an agent named by account; the server's refusals show beside the field (Arabic)", async () => {
  // The server knows one agent, agent_one; ali_player is an account but no agent; sub_agent is below the player.
  const rules: Record<string, string> = { ali_player: 'not_an_agent', sub_agent: 'cycle' };
  let upline = 'agent_zero';
  const calls = fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('agent_manager')),
    [`GET ${API.permission}`]: brand,
    [`GET ${pathWithId(ADMIN_API.player, '42')}`]: () => answer({ ...profile(false), upline }),
    [`POST ${pathWithId(ADMIN_API.playerUpline, '42')}`]: (body) => {
      const account = String((body as { agentAccount: string }).agentAccount);
      if (account === 'agent_one') {
        upline = account;
        return answer({ ...profile(false), upline });
      }
      return refusal('VALIDATION_FAILED', {
        errors: [{ field: 'body.agentAccount', rule: rules[account] ?? 'not_found' }],
      });
    },
  });
  await renderConsole('/players/42', { language: 'ar' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'تغيير الوكيل الأعلى' }));
  const dialog = screen.getByRole('dialog', { name: 'تغيير الوكيل الأعلى' });
  const account = within(dialog).getByLabelText('الوكيل الأعلى الجديد (الحساب)');
  const submit = within(dialog).getByRole('button', { name: 'تغيير الوكيل الأعلى' });
  await user.click(submit);
  expect(within(dialog).getAllByText('مطلوب')).toHaveLength(2);
  await user.type(within(dialog).getByLabelText('السبب'), 'انضم إلى الوكيل');

  for (const [typed, message] of [
    ['nobody', 'لا يوجد حساب بهذا الاسم في هذه العلامة التجارية.'],
    ['ali_player', 'هذا الحساب ليس وكيلًا.'],
    ['sub_agent', 'هذا الوكيل هو اللاعب نفسه أو أدنى منه: سيصبح الخط حلقة.'],
  ] as const) {
    await user.clear(account);
    await user.type(account, typed);
    await user.click(submit);
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveFocus();
  }

  await user.clear(account);
  await user.type(account, '  agent_one ');
  await user.click(submit);
  expect(await screen.findByRole('status')).toHaveTextContent(`أصبح لـ ${isolate('ali_player')} وكيل أعلى جديد.`);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls.filter((c) => c.route.endsWith('/upline')).at(-1)?.body).toEqual({
    agentAccount: 'agent_one',
    reason: 'انضم إلى الوكيل',
  });
}, 30_000);

it("exports every row of a search through the server's pages as CSV, in Arabic, and says when the export is capped", async () => {
  const files = savedFiles();
  const second = { ...row, id: '43', account: 'ali_second', cash: '-3.50', locked: true };
  fakeApi({
    [`GET ${ADMIN_API.staffMe}`]: () => answer(profileOf('support')),
    [`GET ${API.permission}`]: brand,
    [`GET ${ADMIN_API.players}`]: (_body, query) => {
      if (query.get('q') === 'everyone')
        return answer({ list: [row], pageNo: 1, totalPages: 1250, totalCount: 25_000 });
      // The screen's pages hold 20; the export asks for the largest, 100, and walks them.
      if (query.get('pageSize') !== '100') return answer({ list: [row], pageNo: 1, totalPages: 8, totalCount: 150 });
      const pageNo = Number(query.get('pageNo'));
      return answer({ list: pageNo === 1 ? [row] : [second], pageNo, totalPages: 2, totalCount: 150 });
    },
  });
  await renderConsole('/players', { language: 'ar' });
  const user = userEvent.setup();
  const label = 'الحساب أو المعرّف أو الجوال أو البريد الإلكتروني أو عنوان IP';
  const query = () => screen.getByLabelText(label);
  await user.type(await screen.findByLabelText(label), 'ali');
  await user.click(screen.getByRole('button', { name: 'بحث' }));
  const exportAll = await screen.findByRole('button', { name: /^تصدير CSV: كل الصفوف .* من كل الصفحات$/ });
  expect(exportAll).toHaveTextContent('(\u2068150\u2069)');
  await user.click(exportAll);
  await vi.waitFor(() => expect(files.has('players.csv')).toBe(true));
  expect((await files.get('players.csv'))?.split('\r\n')).toEqual([
    'الحساب,معرّف اللاعب,الجوال,البريد الإلكتروني,المحفظة الرئيسية,الحالة,تاريخ التسجيل',
    // Amounts and times as the server sent them; a mobile's leading "+" defused for spreadsheets.
    `ali_player,42,"'+971 501234567",ali@example.com,1250.50,نشط,2026-01-02T10:00:00.000Z`,
    `ali_second,43,"'+971 501234567",ali@example.com,-3.50,مقفل,2026-01-02T10:00:00.000Z`,
  ]);

  await user.clear(query());
  await user.type(query(), 'everyone');
  await user.click(screen.getByRole('button', { name: 'بحث' }));
  expect(await screen.findByRole('button', { name: /^تصدير CSV: أحدث/ })).toHaveTextContent(
    'أحدث \u206810,000\u2069 صف من أصل \u206825,000\u2069',
  );
  expect(screen.getByText(/يضم التصدير .* صف على الأكثر، الأحدث منها/)).toBeVisible();
}, 30_000);

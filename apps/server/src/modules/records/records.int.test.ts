import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, freshIp, startAccountTestKit } from '../accounts/account-test-kit';
import { addDays, createdAtOf, dayIn, movements } from './records-test-support';

let kit: AccountTestKit;
let move: ReturnType<typeof movements>;
let memberToken: string;
let memberId: number;
/** Kiritimati (UTC+14) and Pago Pago (UTC-11) are 25 hours apart: never on the same calendar day. */
const EAST = 'Pacific/Kiritimati';
const WEST = 'Pacific/Pago_Pago';
/** The day test_member's movements happened on, in EAST. */
let eastDay: string;

async function idOf(account: string): Promise<number> {
  const row = await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

function get(path: string, query: Record<string, string | number>, token: string | null = memberToken) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return kit.call({ method: 'GET', url: `${path}?${qs}`, token });
}

const records = (query: Record<string, string | number>, token?: string) =>
  get('/wps/member/records/transactions', { timeZone: EAST, from: eastDay, to: eastDay, ...query }, token);

beforeAll(async () => {
  kit = await startAccountTestKit();
  move = movements(kit.db, kit.merchantId);
  memberId = await idOf('test_member');
  memberToken = await kit.tokenOf('test_member', 'Member123');
  // One of every kind the account record shows, oldest first.
  const first = await move.deposit(memberId, 10_000n);
  await move.bet(memberId, 1_500n);
  const win = await move.win(memberId, 500n);
  await move.bonus(memberId, 700n, 'REBATE');
  await move.bonus(memberId, 400n);
  await move.hold(memberId, 3_000n);
  await move.giveBack(memberId, 3_000n);
  await move.hold(memberId, 2_000n);
  await move.toVendorWallet(memberId, 1_000n);
  await move.adjustment(memberId, 100n);
  await move.reverse(win);
  eastDay = dayIn(EAST, await createdAtOf(kit.db, first));
});

afterAll(async () => {
  await kit.close();
});

describe('account record', () => {
  it("lists the member's main-wallet movements newest first, signed, with the balance after each", async () => {
    const res = await records({ pageSize: 20 });
    expect(res.status).toBe(200);
    const { list, ...page } = res.body.value;
    expect(page).toEqual({ pageNo: 1, totalPages: 1, totalCount: 11 });
    expect(list.map((r: Record<string, string>) => [r.type, r.kind, r.amount, r.balanceAfter])).toEqual([
      ['ADJUSTMENT', 'REVERSAL', '-5.00', '67.00'],
      ['ADJUSTMENT', 'ADJUSTMENT', '1.00', '72.00'],
      ['TRANSFER', 'WALLET_TRANSFER', '-10.00', '71.00'],
      ['WITHDRAW', 'WITHDRAWAL_HOLD', '-20.00', '81.00'],
      ['WITHDRAW', 'WITHDRAWAL_RETURN', '30.00', '101.00'],
      ['WITHDRAW', 'WITHDRAWAL_HOLD', '-30.00', '71.00'],
      ['BONUS', 'BONUS', '4.00', '101.00'],
      ['BONUS', 'BONUS', '7.00', '97.00'],
      ['WIN', 'WIN', '5.00', '90.00'],
      ['BET', 'BET', '-15.00', '85.00'],
      ['DEPOSIT', 'DEPOSIT', '100.00', '100.00'],
    ]);
    expect(new Date(list[0].time).toISOString()).toBe(list[0].time);
    expect(new Set(list.map((r: { id: string }) => r.id)).size).toBe(11);
  });

  it('filters by record type; ADJUSTMENT takes corrections and reversals', async () => {
    const kindsOf = async (type: string) =>
      (await records({ type, pageSize: 20 })).body.value.list.map((r: { kind: string }) => r.kind);
    expect(await kindsOf('DEPOSIT')).toEqual(['DEPOSIT']);
    expect(await kindsOf('WITHDRAW')).toEqual(['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'WITHDRAWAL_HOLD']);
    expect(await kindsOf('TRANSFER')).toEqual(['WALLET_TRANSFER']);
    expect(await kindsOf('BET')).toEqual(['BET']);
    expect(await kindsOf('WIN')).toEqual(['WIN']);
    expect(await kindsOf('BONUS')).toEqual(['BONUS', 'BONUS']);
    expect(await kindsOf('ADJUSTMENT')).toEqual(['REVERSAL', 'ADJUSTMENT']);
    const unknown = await records({ type: 'LOTTERY' });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    expect(unknown.body.value.errors[0].field).toBe('query.type');
  });

  it('pages through the list', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageNo) => records({ pageSize: 4, pageNo })));
    expect(pages.map((p) => p.body.value.list.length)).toEqual([4, 4, 3]);
    expect(pages[0]?.body.value).toMatchObject({ pageNo: 1, totalPages: 3, totalCount: 11 });
    expect(pages[2]?.body.value.list.at(-1).kind).toBe('DEPOSIT');
    const beyond = await records({ pageSize: 4, pageNo: 4 });
    expect(beyond.body.value).toMatchObject({ list: [], pageNo: 4, totalPages: 3, totalCount: 11 });
    expect((await records({ pageSize: 101 })).body.value.errors[0]).toEqual({ field: 'query.pageSize', rule: 'max' });
  });

  it("counts days in the member's time zone", async () => {
    // The same instants fall on an earlier calendar day in Pago Pago than in Kiritimati.
    expect((await records({})).body.value.totalCount).toBe(11);
    expect((await records({ timeZone: WEST })).body.value.totalCount).toBe(0);
    // 25 hours behind: one or two days earlier there, depending on the hour.
    const inWest = await records({ timeZone: WEST, from: addDays(eastDay, -2), to: addDays(eastDay, -1) });
    expect(inWest.body.value.totalCount).toBe(11);
    // The range ends with the last instant of `to`: the day before the movements shows none of them.
    expect((await records({ from: addDays(eastDay, -30), to: addDays(eastDay, -1) })).body.value.totalCount).toBe(0);
    expect((await records({ from: eastDay, to: addDays(eastDay, 30) })).body.value.totalCount).toBe(11);
  });

  it('refuses a range that is reversed, longer than 31 days, or not made of real dates and a real zone', async () => {
    const reversed = await records({ from: eastDay, to: addDays(eastDay, -1) });
    expect(reversed).toMatchObject({ status: 400, body: { code: 'DATE_RANGE_INVALID' } });
    const long = await records({ from: addDays(eastDay, -31), to: eastDay });
    expect(long).toMatchObject({ status: 400, body: { code: 'DATE_RANGE_INVALID', value: { maxDays: 31 } } });
    expect((await records({ from: addDays(eastDay, -30), to: eastDay })).status).toBe(200);

    const fieldOf = async (query: Record<string, string>) => {
      const res = await records(query);
      expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      return res.body.value.errors[0];
    };
    for (const timeZone of ['Mars/Olympus', 'GMT+5', '+05:00', 'UTC; drop table member', 'US/Pacific-New']) {
      expect(await fieldOf({ timeZone })).toEqual({ field: 'query.timeZone', rule: 'time_zone' });
    }
    expect(await fieldOf({ from: '2025-02-30' })).toEqual({ field: 'query.from', rule: 'date' });
    expect(await fieldOf({ to: '2025-1-01' })).toMatchObject({ field: 'query.to' });
    const missing = await kit.call({
      method: 'GET',
      url: `/wps/member/records/transactions?from=${eastDay}&to=${eastDay}`,
      token: memberToken,
    });
    expect(missing.body.value.errors).toEqual([{ field: 'query.timeZone', rule: 'required' }]);
  });
});

describe('profit and loss', () => {
  it('sums each day of the range, with zero days, and the totals; profit is win + bonus - bet', async () => {
    const res = await get('/wps/member/records/profit', { timeZone: EAST, from: addDays(eastDay, -2), to: eastDay });
    expect(res.status).toBe(200);
    const zero = { deposit: '0.00', withdraw: '0.00', bet: '0.00', win: '0.00', bonus: '0.00', profit: '0.00' };
    // The returned 30.00 cancels its hold: 20.00 left the wallet. The reversed win is an adjustment.
    const figures = { deposit: '100.00', withdraw: '20.00', bet: '15.00', win: '5.00', bonus: '11.00', profit: '1.00' };
    expect(res.body.value).toEqual({
      days: [
        { date: addDays(eastDay, -2), ...zero },
        { date: addDays(eastDay, -1), ...zero },
        { date: eastDay, ...figures },
      ],
      totals: figures,
    });
  });

  it('puts the same movements on the day they happened in the asked zone', async () => {
    const res = await get('/wps/member/records/profit', { timeZone: WEST, from: addDays(eastDay, -2), to: eastDay });
    const busy = res.body.value.days.filter((d: { deposit: string }) => d.deposit !== '0.00');
    expect(busy).toHaveLength(1);
    expect(busy[0].date < eastDay).toBe(true);
    expect(res.body.value.totals.profit).toBe('1.00');
  });

  it('refuses a bad range like the account record', async () => {
    const res = await get('/wps/member/records/profit', { timeZone: EAST, from: eastDay, to: addDays(eastDay, 31) });
    expect(res.body.code).toBe('DATE_RANGE_INVALID');
    const zone = await get('/wps/member/records/profit', { timeZone: 'Nowhere', from: eastDay, to: eastDay });
    expect(zone.body.value.errors).toEqual([{ field: 'query.timeZone', rule: 'time_zone' }]);
  });
});

describe('bonus details', () => {
  it('lists bonus credits with their kind, a page at a time, and the total of the range', async () => {
    const range = { timeZone: EAST, from: eastDay, to: eastDay };
    const first = await get('/wps/member/records/bonus', { ...range, pageSize: 1 });
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ pageNo: 1, totalPages: 2, totalCount: 2, total: '11.00' });
    expect(first.body.value.list).toEqual([
      { id: expect.any(String), time: expect.any(String), kind: 'BONUS', amount: '4.00' },
    ]);
    const second = await get('/wps/member/records/bonus', { ...range, pageSize: 1, pageNo: 2 });
    expect(second.body.value.list).toMatchObject([{ kind: 'REBATE', amount: '7.00' }]);
    const elsewhere = await get('/wps/member/records/bonus', { ...range, timeZone: WEST });
    expect(elsewhere.body.value).toEqual({ list: [], pageNo: 1, totalPages: 0, totalCount: 0, total: '0.00' });
  });
});

describe('whose records', () => {
  it('shows a line transfer on both sides and never another member’s movements', async () => {
    const down = await idOf('test_down1');
    const agent = await idOf('test_agent');
    const transfer = await move.deposit(down, 5_000n).then(() => move.toUpline(down, agent, 2_000n));
    const day = dayIn(EAST, await createdAtOf(kit.db, transfer));
    const range = { timeZone: EAST, from: day, to: day };
    const downToken = await kit.tokenOf('test_down1', 'Down12345');
    const agentToken = await kit.tokenOf('test_agent', 'Agent1234');

    const downList = (await get('/wps/member/records/transactions', range, downToken)).body.value.list;
    expect(downList.map((r: Record<string, string>) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['TRANSFER_UPLINE', '-20.00', '30.00'],
      ['DEPOSIT', '50.00', '50.00'],
    ]);
    const agentList = (await get('/wps/member/records/transactions', range, agentToken)).body.value.list;
    expect(agentList.map((r: Record<string, string>) => [r.type, r.amount, r.balanceAfter])).toEqual([
      ['TRANSFER', '20.00', '20.00'],
    ]);
    expect((await get('/wps/member/records/bonus', range, agentToken)).body.value.totalCount).toBe(0);
    const agentProfit = (await get('/wps/member/records/profit', range, agentToken)).body.value.totals;
    expect(agentProfit).toMatchObject({ deposit: '0.00', bet: '0.00', profit: '0.00' });
    // The member's own record is unchanged by the others' movements.
    expect((await records({})).body.value.totalCount).toBe(11);
  });

  it('answers an empty record to a member who never had money', async () => {
    const token = await kit.tokenOf('test_down2', 'Down12345');
    const res = await records({}, token);
    expect(res.body.value).toEqual({ list: [], pageNo: 1, totalPages: 0, totalCount: 0 });
    const info = await kit.call({ method: 'GET', url: '/wps/member/info', token });
    expect(info.body.value).toMatchObject({ balance: '0.00', currencySymbol: '$' });
    // A zone only Node knows is refused even when there is nothing to read in it.
    const zone = await records({ timeZone: 'US/Pacific-New' }, token);
    expect(zone.body.value.errors).toEqual([{ field: 'query.timeZone', rule: 'time_zone' }]);
  });

  it("shows the main wallet's ledger balance, and only it, in member info", async () => {
    const info = await kit.call({ method: 'GET', url: '/wps/member/info', token: memberToken });
    // 20.00 held for a withdrawal and 10.00 in the vendor wallet are not in the main wallet.
    expect(info.body.value).toMatchObject({ account: 'test_member', balance: '67.00', currencySymbol: '$' });
    const last = (await records({ pageSize: 1 })).body.value.list[0];
    expect(last.balanceAfter).toBe('67.00');
  });
});

describe('who may read records', () => {
  const paths = ['/wps/member/records/transactions', '/wps/member/records/profit', '/wps/member/records/bonus'];
  const range = () => ({ timeZone: EAST, from: eastDay, to: eastDay });

  it('asks guests to log in', async () => {
    for (const path of paths) {
      expect(await get(path, range(), null)).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    }
  });

  it('refuses trial accounts and staff (who have no lobby session)', async () => {
    const freePlay = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };
    const trial = await kit.call({ method: 'POST', url: '/wps/session/login/freeplay', body: freePlay, ip: freshIp() });
    const staff = await kit.staffToken();
    for (const path of paths) {
      expect((await get(path, range(), trial.body.value.token)).body.code).toBe('TRIAL_NOT_ALLOWED');
      expect(await get(path, range(), staff)).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    }
  });
});

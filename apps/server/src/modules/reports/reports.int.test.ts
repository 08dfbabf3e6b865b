import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBrand } from '../../test/test-brand';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';
import { brandDays } from './report-queries';
import { addDays, fillRollup } from './report-rollup';
import { dailyReport, gameReport } from './report-service';
import { datedMoney } from './report-test-data';

/** An instant given as a wall-clock time in Dubai (UTC+4, no daylight saving): the test brand's zone. */
const dubai = (day: string, time: string) => new Date(`${day}T${time}:00+04:00`);
/** Today in Dubai, as the brand sees it. */
const todayInDubai = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

let kit: AccountTestKit;
let finance: string;
let merchantId: number;
// A week ago, far enough back that the rollup holds it.
const day = addDays(todayInDubai(), -7);
const next = addDays(day, 1);

beforeAll(async () => {
  kit = await startAccountTestKit();
  finance = await kit.staffToken('finance');
  merchantId = (await kit.db.selectFrom('merchant').select('id').where('code', '=', 'TEST').executeTakeFirstOrThrow())
    .id;
  await sql`update merchant set time_zone = 'Asia/Dubai' where id = ${merchantId}`.execute(kit.db);
  const money = datedMoney(kit.db, merchantId);
  // Registers and deposits late in the evening, bets and wins after the brand's midnight: in UTC
  // (20:30 and 20:40) all of it is one day, in the brand's time zone two.
  const nadia = await money.member('report_nadia', dubai(day, '22:00'));
  await money.deposit(dubai(day, '23:30'), nadia, 100_00n, 'Bank Transfer');
  const bet = await money.bet(dubai(next, '00:30'), nadia, 30_00n, 'PGE', 'report-game');
  await money.win(dubai(next, '00:40'), nadia, 50_00n, 'PGE', 'report-game');
  await money.bet(dubai(next, '00:50'), nadia, 10_00n, 'SPX', 'other-game');
  await money.refund(dubai(next, '00:55'), nadia, 10_00n, 'SPX', bet);
  await money.bonus(dubai(next, '01:00'), nadia, 5_00n);
  await money.deposit(dubai(next, '02:00'), nadia, 20_00n, 'Online');
  await money.withdrawalPaid(dubai(next, '03:00'), nadia, 15_00n);
}, 60_000);
afterAll(() => kit.close());

const get = (url: string, token = finance) => kit.call({ method: 'GET', url, token });

describe('reports', () => {
  it("puts each movement on the brand's local day, with GGR and NGR", async () => {
    const res = await get(`${ADMIN_API.reportDaily}?from=${day}&to=${next}`);
    expect(res.body.code).toBe('OK');
    const [first, second] = res.body.value.days;
    expect(first).toMatchObject({
      day,
      registrations: 1,
      firstDeposits: 1,
      firstDepositAmount: '100.00',
      deposits: 1,
      depositAmount: '100.00',
      bets: 0,
      activePlayers: 0,
    });
    // The refunded bet (10.00) is neither a bet nor stake.
    expect(second).toMatchObject({
      day: next,
      registrations: 0,
      firstDeposits: 0,
      deposits: 1,
      depositAmount: '20.00',
      withdrawals: 1,
      withdrawalAmount: '15.00',
      bets: 1,
      stake: '30.00',
      wins: '50.00',
      ggr: '-20.00',
      bonuses: '5.00',
      ngr: '-25.00',
      activePlayers: 1,
    });
    expect(res.body.value.totals).toMatchObject({
      deposits: 2,
      depositAmount: '120.00',
      activePlayers: 1,
      ngr: '-25.00',
    });
    expect(res.body.value.timeZone).toBe('Asia/Dubai');
  });

  it('groups stake and wins by vendor and by game type, and money by channel', async () => {
    const byVendor = await get(`${ADMIN_API.reportGames}?from=${day}&to=${next}&by=vendor`);
    expect(byVendor.body.value.rows).toEqual([
      expect.objectContaining({ key: 'SPX', bets: 0, stake: '0.00', ggr: '0.00' }),
      expect.objectContaining({ key: 'PGE', bets: 1, stake: '30.00', wins: '50.00', ggr: '-20.00' }),
    ]);
    const byType = await get(`${ADMIN_API.reportGames}?from=${day}&to=${next}&by=gameType`);
    expect(byType.body.value.totals).toMatchObject({ bets: 1, ggr: '-20.00' });
    const channels = await get(`${ADMIN_API.reportChannels}?from=${day}&to=${next}`);
    expect(channels.body.value.rows).toEqual(
      expect.arrayContaining([
        { direction: 'DEPOSIT', channel: 'Bank Transfer', orders: 1, amount: '100.00' },
        { direction: 'DEPOSIT', channel: 'Online', orders: 1, amount: '20.00' },
        { direction: 'WITHDRAWAL', channel: '-', orders: 1, amount: '15.00' },
      ]),
    );
    expect(channels.body.value.totals.deposits).toEqual({ orders: 2, amount: '120.00' });
  });

  it("adds a transfer-wallet vendor's net win to GGR on the day it was settled, apart from seamless play", async () => {
    // A brand of its own, so that its first report read is the one that rolls the closed day up.
    const brand = await createTestBrand(kit.db, { code: 'RPTT', domains: ['rptt.brand.test'] });
    const merchant = { id: brand.id, currency: 'USD' };
    const money = datedMoney(kit.db, brand.id);
    const closed = addDays(todayInDubai(), -3);
    const at = (time: string) => dubai(closed, time);
    const omar = await money.member('report_omar', at('09:00'));
    // Omar lost 70.00 at the transfer vendor TRV, then won 25.00 back there, and played 8.00 at
    // PGE (seamless) the same day: TRV's settlements are its net win, PGE's bet is stake.
    await money.vendorSettlement(at('10:00'), omar, 70_00n, 'TRV');
    await money.vendorSettlement(at('23:30'), omar, -25_00n, 'TRV');
    await money.bet(at('11:00'), omar, 8_00n, 'PGE', 'report-game');
    const figures = { bets: 1, stake: '8.00', wins: '0.00', transferNetWin: '45.00', ggr: '53.00', ngr: '53.00' };

    // Read from the rollup (as the rollup job writes it), then live: the same SQL, the same figures.
    await fillRollup(kit.db, brand.id);
    const { rows: stored } = await sql<{ transfer_net: string }>`
      select transfer_net::text from report_day_brand where merchant_id = ${brand.id} and day = ${closed}::date
    `.execute(kit.db);
    expect(stored).toEqual([{ transfer_net: '4500' }]);
    const rolled = await dailyReport(kit.db, merchant, { from: closed, to: closed });
    expect(rolled.days[0]).toMatchObject({ day: closed, ...figures, activePlayers: 1 });
    const live = await brandDays(
      { merchantId: brand.id, timeZone: 'Asia/Dubai', from: closed, until: addDays(closed, 1) },
      'window',
    ).execute(kit.db);
    expect(live.rows[0]).toMatchObject({ stake: '800', transfer_net: '4500' });

    const byVendor = await gameReport(kit.db, merchant, { from: closed, to: closed, by: 'vendor' });
    expect(byVendor.rows).toEqual([
      expect.objectContaining({
        key: 'TRV',
        bets: 0,
        stake: '0.00',
        wins: '0.00',
        transferNetWin: '45.00',
        ggr: '45.00',
      }),
      expect.objectContaining({ key: 'PGE', bets: 1, stake: '8.00', transferNetWin: '0.00', ggr: '8.00' }),
    ]);
    expect(byVendor.totals).toMatchObject({ stake: '8.00', transferNetWin: '45.00', ggr: '53.00' });
    const byType = await gameReport(kit.db, merchant, { from: closed, to: closed, by: 'gameType' });
    expect(byType.rows).toContainEqual(
      expect.objectContaining({ key: 'TRANSFER', bets: 0, transferNetWin: '45.00', ggr: '45.00' }),
    );
  });

  it('rolls closed days up once: re-running the fill, or two fills at once, counts nothing twice', async () => {
    await Promise.all([fillRollup(kit.db, merchantId), fillRollup(kit.db, merchantId)]);
    expect(await fillRollup(kit.db, merchantId)).toBe(0);
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from report_day_brand where merchant_id = ${merchantId} and day = ${next}::date
    `.execute(kit.db);
    expect(rows[0]?.n).toBe(1);
    const res = await get(`${ADMIN_API.reportDaily}?from=${day}&to=${next}`);
    expect(res.body.value.totals).toMatchObject({ deposits: 2, bets: 1, stake: '30.00' });
  });

  it("re-cuts the days when the brand's time zone changes", async () => {
    await sql`update merchant set time_zone = 'UTC' where id = ${merchantId}`.execute(kit.db);
    try {
      const res = await get(`${ADMIN_API.reportDaily}?from=${day}&to=${next}`);
      // In UTC the evening and the night after are one day.
      expect(res.body.value.days[0]).toMatchObject({ day, deposits: 2, bets: 1, registrations: 1 });
    } finally {
      await sql`update merchant set time_zone = 'Asia/Dubai' where id = ${merchantId}`.execute(kit.db);
    }
  });

  it("covers the 30 days ending the brand's today when asked without a range, whatever the server's date", async () => {
    // Fourteen hours ahead of UTC: for ten hours of every UTC day its today is already tomorrow.
    const zone = 'Pacific/Kiritimati';
    await sql`update merchant set time_zone = ${zone} where id = ${merchantId}`.execute(kit.db);
    try {
      const brandToday = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
      const res = await get(ADMIN_API.reportChannels);
      expect(res.body.value).toMatchObject({ timeZone: zone, from: addDays(brandToday, -29), to: brandToday });
      const until = await get(`${ADMIN_API.reportDaily}?to=${next}`);
      expect(until.body.value).toMatchObject({ from: addDays(next, -29), to: next });
    } finally {
      await sql`update merchant set time_zone = 'Asia/Dubai' where id = ${merchantId}`.execute(kit.db);
    }
  });

  it('refuses a range that ends before it starts or spans more than a year', async () => {
    expect((await get(`${ADMIN_API.reportDaily}?from=${next}&to=${day}`)).body.code).toBe('VALIDATION_FAILED');
    expect((await get(`${ADMIN_API.reportDaily}?from=2024-01-01&to=2025-06-01`)).body.code).toBe('VALIDATION_FAILED');
  });
});

describe('dashboard', () => {
  it("shows today's figures live, the last 30 days and the pending queues, for the brand alone", async () => {
    const content = await kit.staffToken('content');
    const before = (await get(ADMIN_API.dashboard, content)).body.value;
    const money = datedMoney(kit.db, merchantId);
    const sami = await money.member('report_sami', new Date());
    await money.deposit(new Date(), sami, 40_00n, 'Bank Transfer');
    await money.bet(new Date(), sami, 12_00n, 'PGE', 'report-game');
    // Another brand's money on the same day never reaches this brand's dashboard.
    const other = await createTestBrand(kit.db, { code: 'RPTB', domains: ['rptb.brand.test'] });
    const otherMoney = datedMoney(kit.db, other.id);
    const stranger = await otherMoney.member('report_stranger', new Date());
    await otherMoney.deposit(new Date(), stranger, 9_999_00n, 'Bank Transfer');
    await otherMoney.bet(new Date(), stranger, 5_000_00n, 'PGE', 'report-game');

    const res = await get(ADMIN_API.dashboard, content);
    expect(res.body.code).toBe('OK');
    const value = res.body.value;
    expect(value.today).toBe(todayInDubai());
    const grew = (field: string) => Number(value.todayFigures[field]) - Number(before.todayFigures[field]);
    expect({
      registrations: grew('registrations'),
      firstDeposits: grew('firstDeposits'),
      depositAmount: grew('depositAmount'),
      stake: grew('stake'),
      ggr: grew('ggr'),
      activePlayers: grew('activePlayers'),
    }).toEqual({ registrations: 1, firstDeposits: 1, depositAmount: 40, stake: 12, ggr: 12, activePlayers: 1 });
    expect(value.days).toHaveLength(30);
    expect(value.days.at(-1).day).toBe(value.today);
    expect(Number(value.last30.depositAmount) - Number(before.last30.depositAmount)).toBe(40);
    expect(value.last30.activePlayers - before.last30.activePlayers).toBe(1);
    expect(value.queues.map((q: { queue: string }) => q.queue)).toEqual([
      'deposits',
      'withdrawals',
      'adjustments',
      'vendorTransfers',
    ]);
  });

  it('is refused to a player and to no one signed in', async () => {
    expect((await get(ADMIN_API.dashboard, await kit.tokenOf('test_member', 'Member123'))).body.code).toBe(
      'LOGIN_REQUIRED',
    );
    expect((await kit.call({ method: 'GET', url: ADMIN_API.dashboard })).body.code).toBe('LOGIN_REQUIRED');
  });
});

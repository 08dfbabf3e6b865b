import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../accounts/account-test-kit';
import { addOtherMerchant } from '../catalogue/catalogue-test-support';
import { postTransaction } from '../ledger/ledger-service';
import { addDays, dayIn } from '../records/records-test-support';
import { credit, debit, type WalletPlayer } from '../vendor-wallet/vendor-wallet-service';
import { nextId, startVendorWalletKit, type VendorWalletKit } from '../vendor-wallet/vendor-wallet-test-kit';

const PATH = '/wps/member/records/bets';
const ZONE = 'Asia/Dubai';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A pair still in use (its seed must never leave the server) and one rotated since. */
const SEED_IN_USE = 'a'.repeat(64);
const SEED_REVEALED = 'b'.repeat(64);

let kit: VendorWalletKit;
let memberId: number;
let memberToken: string;
/** The calendar day the rounds were played on, in ZONE. */
let today: string;

async function idOf(account: string): Promise<number> {
  const row = await kit.db.selectFrom('member').select('id').where('account', '=', account).executeTakeFirstOrThrow();
  return row.id;
}

/** A vendor's wallet session of the member, as the vendor gets it from a launch. */
async function vendorSession(member: number, vendor: string, nodeId: number, gameCode: string) {
  const launchToken = await kit.launchToken(member, { vendor, nodeId, gameCode });
  const auth = await kit.vendorCall(vendor, 'authenticate', { launchToken });
  if (auth.status !== 200) throw new Error(`authenticate: ${JSON.stringify(auth.body)}`);
  const ids = { sessionId: auth.body.value.sessionId as string, playerId: auth.body.value.playerId as string };
  const call = async (name: 'debit' | 'credit' | 'rollback', body: Record<string, unknown>) => {
    const res = await kit.vendorCall(vendor, name, { ...ids, gameCode, ...body });
    if (res.status !== 200) throw new Error(`${name}: ${JSON.stringify(res.body)}`);
  };
  return {
    /** Bets of `stakes` in one new round, then what `settle` does with it; the round id. */
    round: async (stakes: string[], settle: (roundId: string, debits: string[]) => Promise<void>) => {
      const roundId = nextId('round');
      const debits: string[] = [];
      for (const amount of stakes) {
        const transactionId = nextId('bet');
        await call('debit', { transactionId, roundId, amount });
        debits.push(transactionId);
      }
      await settle(roundId, debits);
      return roundId;
    },
    win: (amount: string) => (roundId: string) =>
      call('credit', { transactionId: nextId('win'), roundId, amount, roundEnded: true }),
    rollback: (roundId: string, rollbackOf: string) =>
      call('rollback', { transactionId: nextId('rb'), rollbackOf, roundId }),
  };
}

/** An in-house round played in-process, settled with the fairness the studio records. */
async function inHouseRound(
  member: number,
  gameCode: string,
  stake: bigint,
  win: bigint,
  detail: Record<string, unknown>,
  merchantId = kit.merchantId,
) {
  const player: WalletPlayer = { merchantId, vendor: 'PGE', memberId: member, currency: 'USD' };
  const roundId = nextId('pge');
  await debit(kit.db, player, { transactionId: nextId('bet'), roundId, gameCode, amount: stake });
  await credit(kit.db, player, {
    transactionId: nextId('win'),
    roundId,
    gameCode,
    amount: win,
    roundEnded: true,
    detail,
  });
  return roundId;
}

function get(query: Record<string, string | number>, token: string | null = memberToken) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return kit.call({ method: 'GET', url: `${PATH}?${qs}`, token });
}

/** The last week around the day of play (to tomorrow: a run across midnight still finds every round). */
const bets = (query: Record<string, string | number> = {}, token?: string | null) =>
  get({ timeZone: ZONE, from: addDays(today, -6), to: addDays(today, 1), pageSize: 20, ...query }, token);

type Row = { roundId: string; game: { code: string }; stake: string; win: string; profit: string; status: string };
const gameCodes = (list: Row[]) => list.map((r) => r.game.code);

const rounds: Record<string, string> = {};

beforeAll(async () => {
  kit = await startVendorWalletKit();
  memberId = await idOf('test_member');
  memberToken = await kit.tokenOf('test_member', 'Member123');
  await kit.fund(memberId, 500_00n);

  const safari = await vendorSession(memberId, 'SPX', 4001, 'spx_wild_safari');
  const fishing = await vendorSession(memberId, 'SPX', 4051, 'spx_fishing_frenzy');
  const sports = await vendorSession(memberId, 'UGS', 3101, 'ugs_sportsbook');
  const esports = await vendorSession(memberId, 'IA', 3201, 'ia_esports');
  // Oldest first; the record lists them newest first.
  rounds.won = await safari.round(['10'], safari.win('25'));
  rounds.lost = await fishing.round(['5'], fishing.win('0'));
  rounds.cancelled = await safari.round(['4'], (roundId, [bet]) => safari.rollback(roundId, bet as string));
  rounds.partly = await safari.round(['3', '2'], async (roundId, [, second]) => {
    await safari.rollback(roundId, second as string);
    await safari.win('1')(roundId);
  });
  rounds.open = await safari.round(['7'], async () => {});
  rounds.sports = await sports.round(['1'], sports.win('2'));
  rounds.esports = await esports.round(['1'], esports.win('0'));
  rounds.dice = await inHouseRound(memberId, 'pge_dice', 200n, 396n, {
    serverSeedHash: sha256(SEED_IN_USE),
    clientSeed: 'lucky',
    nonce: 0,
    // Written by mistake before the pair was rotated: still never shown.
    serverSeed: SEED_IN_USE,
    seedRevealed: false,
    outcome: { roll: 12.34 },
  });
  rounds.mines = await inHouseRound(memberId, 'pge_mines', 100n, 0n, {
    serverSeedHash: sha256(SEED_REVEALED),
    clientSeed: 'lucky',
    nonce: 1,
    serverSeed: SEED_REVEALED,
    seedRevealed: true,
  });
  // Ten days ago: outside the last week.
  rounds.old = await safari.round(['1'], safari.win('0'));
  await sql`
    update vendor_round set opened_at = opened_at - interval '10 days', closed_at = closed_at - interval '10 days'
    where round_id = ${rounds.old}
  `.execute(kit.db);

  const opened = await kit.db
    .selectFrom('vendor_round')
    .select('opened_at')
    .where('round_id', '=', rounds.won as string)
    .executeTakeFirstOrThrow();
  today = dayIn(ZONE, opened.opened_at);
}, 60_000);

afterAll(async () => {
  await kit?.close();
});

describe('betting record', () => {
  it("lists the member's rounds newest first with stake, win, profit, status, vendor and game", async () => {
    const res = await bets();
    expect(res.status).toBe(200);
    const { list, totals, ...page } = res.body.value;
    expect(page).toEqual({ pageNo: 1, totalPages: 1, totalCount: 9 });
    expect(list.map((r: Row) => [r.game.code, r.stake, r.win, r.profit, r.status])).toEqual([
      ['pge_mines', '1.00', '0.00', '-1.00', 'COMPLETED'],
      ['pge_dice', '2.00', '3.96', '1.96', 'COMPLETED'],
      ['ia_esports', '1.00', '0.00', '-1.00', 'COMPLETED'],
      ['ugs_sportsbook', '1.00', '2.00', '1.00', 'COMPLETED'],
      ['spx_wild_safari', '7.00', '0.00', '-7.00', 'OPEN'],
      ['spx_wild_safari', '3.00', '1.00', '-2.00', 'COMPLETED'],
      ['spx_wild_safari', '0.00', '0.00', '0.00', 'CANCELLED'],
      ['spx_fishing_frenzy', '5.00', '0.00', '-5.00', 'COMPLETED'],
      ['spx_wild_safari', '10.00', '25.00', '15.00', 'COMPLETED'],
    ]);
    expect(totals).toEqual({ count: 9, stake: '30.00', win: '31.96', profit: '1.96' });
    const won = list.at(-1);
    expect(won).toMatchObject({
      roundId: rounds.won,
      vendor: { code: 'SPX', name: 'Spinix Slots' },
      game: { code: 'spx_wild_safari', name: 'Wild Safari', gameType: 'RNG' },
      refunded: '0.00',
      fairness: null,
    });
    expect(new Date(won.time).toISOString()).toBe(won.time);
    expect(Date.parse(won.closedAt)).toBeGreaterThanOrEqual(Date.parse(won.time));
    expect(list[4]).toMatchObject({ roundId: rounds.open, closedAt: null });
  });

  it("names games and vendors in the page's language where the catalogue has both, else in its one name", async () => {
    await sql`update catalogue_vendor set display_name_ar = 'سبينكس' where vassalage = 'SPX'`.execute(kit.db);
    await sql`update catalogue_game set display_name_ar = 'سفاري' where game_code = 'spx_wild_safari'`.execute(kit.db);
    try {
      const names = async (language: string) =>
        (
          (await bets({ language })).body.value.list as {
            game: { code: string; name: string };
            vendor: { name: string };
          }[]
        )
          .filter((r) => r.game.code === 'spx_wild_safari' || r.game.code === 'spx_fishing_frenzy')
          .map((r) => [r.game.name, r.vendor.name]);
      expect(new Set((await names('ar')).map((pair) => pair.join(' / ')))).toEqual(
        new Set(['سفاري / سبينكس', 'Fishing Frenzy / سبينكس']),
      );
      expect(new Set((await names('en')).map((pair) => pair.join(' / ')))).toEqual(
        new Set(['Wild Safari / Spinix Slots', 'Fishing Frenzy / Spinix Slots']),
      );
    } finally {
      await sql`update catalogue_vendor set display_name_ar = null where vassalage = 'SPX'`.execute(kit.db);
      await sql`update catalogue_game set display_name_ar = null where game_code = 'spx_wild_safari'`.execute(kit.db);
    }
  });

  it('shows a cancelled round as cancelled with its refunded stake, and a partly refunded round', async () => {
    const { list } = (await bets()).body.value;
    const byRound = (roundId: string | undefined) => list.find((r: Row) => r.roundId === roundId);
    expect(byRound(rounds.cancelled)).toMatchObject({
      status: 'CANCELLED',
      stake: '0.00',
      refunded: '4.00',
      profit: '0.00',
      closedAt: expect.any(String),
    });
    expect(byRound(rounds.partly)).toMatchObject({ status: 'COMPLETED', stake: '3.00', refunded: '2.00', win: '1.00' });
  });

  it('shows the seeds and nonce of in-house rounds, the server seed only once it is revealed', async () => {
    const { list } = (await bets({ vendor: 'PGE' })).body.value;
    expect(list.map((r: { fairness: unknown; vendor: unknown }) => [r.vendor, r.fairness])).toEqual([
      [
        { code: 'PGE', name: 'Nova Games' },
        { serverSeedHash: sha256(SEED_REVEALED), clientSeed: 'lucky', nonce: 1, serverSeed: SEED_REVEALED },
      ],
      [
        { code: 'PGE', name: 'Nova Games' },
        { serverSeedHash: sha256(SEED_IN_USE), clientSeed: 'lucky', nonce: 0, serverSeed: null },
      ],
    ]);
    // The seed in use appears nowhere in the answer, whatever else the round's detail holds.
    expect(JSON.stringify((await bets()).body)).not.toContain(SEED_IN_USE);
  });

  it('filters by game type as the lobby groups games, and by vendor', async () => {
    const codesOf = async (query: Record<string, string>) => gameCodes((await bets(query)).body.value.list);
    expect(await codesOf({ gameType: 'RNG' })).toEqual([
      'pge_mines',
      'pge_dice',
      'spx_wild_safari',
      'spx_wild_safari',
      'spx_wild_safari',
      'spx_wild_safari',
    ]);
    expect(await codesOf({ gameType: 'FISH' })).toEqual(['spx_fishing_frenzy']);
    // IA is an e-sport vendor: its SPORTS games are ESPORTS, as in the lobby.
    expect(await codesOf({ gameType: 'SPORTS' })).toEqual(['ugs_sportsbook']);
    expect(await codesOf({ gameType: 'ESPORTS' })).toEqual(['ia_esports']);
    expect(await codesOf({ gameType: 'LIVE' })).toEqual([]);
    expect(await codesOf({ vendor: 'UGS' })).toEqual(['ugs_sportsbook']);
    expect(await codesOf({ vendor: 'SPX', gameType: 'FISH' })).toEqual(['spx_fishing_frenzy']);
    const none = await bets({ vendor: 'EVO' });
    expect(none.body.value).toEqual({
      list: [],
      pageNo: 1,
      totalPages: 0,
      totalCount: 0,
      totals: { count: 0, stake: '0.00', win: '0.00', profit: '0.00' },
    });
    // Totals follow the filter, not the page.
    expect((await bets({ gameType: 'RNG', pageSize: 1 })).body.value.totals).toEqual({
      count: 6,
      stake: '23.00',
      win: '29.96',
      profit: '6.96',
    });
  });

  it('pages through the rounds with the same totals on every page', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageNo) => bets({ pageSize: 4, pageNo })));
    expect(pages.map((p) => p.body.value.list.length)).toEqual([4, 4, 1]);
    expect(pages.map((p) => p.body.value.totalPages)).toEqual([3, 3, 3]);
    expect(new Set(pages.map((p) => JSON.stringify(p.body.value.totals))).size).toBe(1);
    const ids = pages.flatMap((p) => p.body.value.list.map((r: Row) => r.roundId));
    expect(new Set(ids).size).toBe(9);
    expect(ids.at(-1)).toBe(rounds.won);
    expect((await bets({ pageSize: 4, pageNo: 4 })).body.value).toMatchObject({ list: [], pageNo: 4, totalCount: 9 });
  });

  it("filters by the member's calendar days: an older round shows only in a range that holds it", async () => {
    const ids = (await bets()).body.value.list.map((r: Row) => r.roundId);
    expect(ids).not.toContain(rounds.old);
    const earlier = await bets({ from: addDays(today, -12), to: addDays(today, -8) });
    expect(earlier.body.value.list.map((r: Row) => r.roundId)).toEqual([rounds.old]);
    expect(earlier.body.value.totals).toEqual({ count: 1, stake: '1.00', win: '0.00', profit: '-1.00' });
  });

  it('refuses bad filters with VALIDATION_FAILED or DATE_RANGE_INVALID', async () => {
    const fieldOf = async (query: Record<string, string | number>) => {
      const res = await bets(query);
      expect(res).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
      return res.body.value.errors[0].field;
    };
    expect(await fieldOf({ gameType: 'LOTTERY' })).toBe('query.gameType');
    expect(await fieldOf({ gameType: 'INHOUSE' })).toBe('query.gameType');
    expect(await fieldOf({ vendor: 'spx' })).toBe('query.vendor');
    expect(await fieldOf({ vendor: "SPX' or 1=1" })).toBe('query.vendor');
    expect(await fieldOf({ pageSize: 101 })).toBe('query.pageSize');
    expect(await fieldOf({ pageNo: 0 })).toBe('query.pageNo');
    expect(await fieldOf({ timeZone: 'Mars/Olympus' })).toBe('query.timeZone');
    expect(await fieldOf({ from: '2025-02-30' })).toBe('query.from');
    const long = await bets({ from: addDays(today, -31), to: today });
    expect(long).toMatchObject({ status: 400, body: { code: 'DATE_RANGE_INVALID', value: { maxDays: 31 } } });
    const reversed = await bets({ from: today, to: addDays(today, -1) });
    expect(reversed.body.code).toBe('DATE_RANGE_INVALID');
  });
});

describe('whose rounds', () => {
  it("never shows another member's rounds, and each member sees their own", async () => {
    const downId = await idOf('test_down1');
    await kit.fund(downId, 50_00n);
    const theirs = await vendorSession(downId, 'SPX', 4001, 'spx_wild_safari');
    const theirRound = await theirs.round(['6'], theirs.win('0'));
    const mine = (await bets()).body.value;
    expect(mine.totalCount).toBe(9);
    expect(mine.list.map((r: Row) => r.roundId)).not.toContain(theirRound);

    const downToken = await kit.tokenOf('test_down1', 'Down12345');
    const their = (await bets({}, downToken)).body.value;
    expect(their.list.map((r: Row) => r.roundId)).toEqual([theirRound]);
    expect(their.totals).toEqual({ count: 1, stake: '6.00', win: '0.00', profit: '-6.00' });
    // An agent plays as a member does: its own rounds (none), never its downlines'.
    const agentToken = await kit.tokenOf('test_agent', 'Agent1234');
    expect((await bets({}, agentToken)).body.value.totalCount).toBe(0);
  });

  it("never shows another brand's rounds", async () => {
    // A brand with a studio catalogue of its own: a round is only ever opened for a catalogue game.
    const other = await addOtherMerchant(kit.db);
    const before = (await bets()).body.value;
    // A member of the other brand plays there...
    const { id: stranger } = await kit.db
      .insertInto('member')
      .values({ merchant_id: other, account: 'stranger', type: 0, register_method: 'TEST' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await postTransaction(kit.db, {
      merchantId: other,
      kind: 'DEPOSIT',
      idempotency: { source: 'test-deposit', key: nextId('dep') },
      postings: [
        { account: { kind: 'MEMBER_CASH', memberId: stranger }, amount: 10_00n },
        { account: { kind: 'PAYMENT_CLEARING' }, amount: -10_00n },
      ],
    });
    const strangerRound = await inHouseRound(stranger, 'other_dragon', 100n, 0n, {}, other);
    // ...and a row under the other brand names our member (the wallet never writes one, but the
    // brand is the first condition of every read).
    await kit.db
      .insertInto('vendor_round')
      .values({
        merchant_id: other,
        vendor: 'SPX',
        round_id: 'elsewhere',
        member_id: memberId,
        game_code: 'spx_wild_safari',
        total_bet: '100',
      })
      .execute();
    const after = (await bets()).body.value;
    expect(after.totals).toEqual(before.totals);
    expect(after.list.map((r: Row) => r.roundId)).toEqual(before.list.map((r: Row) => r.roundId));
    expect(after.list.map((r: Row) => r.roundId)).not.toContain(strangerRound);
  });
});

describe('who may read the betting record', () => {
  it('asks guests to log in and refuses trial accounts and operators', async () => {
    expect(await bets({}, null)).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
    const freePlay = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };
    const trial = await kit.call({ method: 'POST', url: '/wps/session/login/freeplay', body: freePlay, ip: freshIp() });
    expect((await bets({}, trial.body.value.token)).body.code).toBe('TRIAL_NOT_ALLOWED');
    expect(await bets({}, await kit.staffToken())).toMatchObject({ status: 401, body: { code: 'LOGIN_REQUIRED' } });
  });
});

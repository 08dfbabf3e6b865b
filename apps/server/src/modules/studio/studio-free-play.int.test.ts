import { API } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp } from '../accounts/account-test-kit';
import { NODE_OF, type Player, type StudioKit, startStudioKit } from './studio-test-kit';

let kit: StudioKit;

beforeAll(async () => {
  kit = await startStudioKit();
});

afterAll(async () => {
  await kit?.close();
});

const FREE_PLAY = { os: 'Linux', platform: 'W', random: 'c2VjcmV0', version: 3 };
const DICE = { stake: '10.00', direction: 'over', target: 4999 };

/** A "Try free" account, as the header's button makes one. */
async function trialAccount(): Promise<Player> {
  const res = await kit.app.inject({
    method: 'POST',
    url: API.freePlayLogin,
    headers: { 'x-forwarded-for': freshIp() },
    payload: FREE_PLAY,
  });
  const { token, userName } = res.json().value as { token: string; userName: string };
  const { id } = await kit.db
    .selectFrom('member')
    .select('id')
    .where('account', '=', userName)
    .executeTakeFirstOrThrow();
  return { id, token };
}

/** Every ledger row and every account balance: what free play must leave exactly as it found them. */
async function ledgerState() {
  const { rows } = await sql<{ transactions: string; postings: string; balances: string }>`
    select (select count(*) from ledger_transaction) as transactions,
      (select count(*) from ledger_posting) as postings,
      (select coalesce(string_agg(id || ':' || balance, ',' order by id), '') from ledger_account) as balances
  `.execute(kit.db);
  return rows[0];
}

describe('a trial account (type 4) plays free trials', () => {
  it('plays studio games with play money and never touches the ledger', async () => {
    const trial = await trialAccount();
    const before = await ledgerState();

    const launchId = await kit.launch(trial, NODE_OF.dice, true);
    expect((await kit.session(trial, launchId)).body.value).toMatchObject({ trial: true, balance: '1000.00' });
    let balance = 1000_00n;
    for (let round = 0; round < 5; round++) {
      const res = await kit.play(trial, 'dice', { launchId, ...DICE });
      expect(res.status).toBe(200);
      const { payout } = res.body.value as { payout: string };
      balance += BigInt(Math.round(Number(payout) * 100)) - 10_00n;
      expect(res.body.value.balance).toBe((Number(balance) / 100).toFixed(2));
    }
    const minesLaunch = await kit.launch(trial, NODE_OF.mines, true);
    const mines = await kit.mines.start(trial, { launchId: minesLaunch, stake: '5.00', mines: 3 });
    expect(mines.status).toBe(200);

    expect(await ledgerState()).toEqual(before);
    const member = await kit.call('GET', API.memberInfo, trial.token);
    expect(member.body.value).toMatchObject({ role: 'trial', balance: '0.00' });
  });

  it('is refused real play (TRIAL_NOT_ALLOWED) and free trials where the game offers none', async () => {
    const trial = await trialAccount();
    const before = await ledgerState();
    const launch = (query: string) => kit.call('GET', `${API.gameLaunch}?language=en&${query}`, trial.token);
    expect(await launch(`nodeId=${NODE_OF.dice}&trial=0`)).toMatchObject({
      status: 403,
      body: { code: 'TRIAL_NOT_ALLOWED' },
    });
    // Speed Baccarat (supportPlay 1) has no free trial.
    expect((await launch('nodeId=2001&trial=1')).body.code).toBe('TRIAL_NOT_OFFERED');
    // A vendor's game opens the vendor's page in its free-trial mode.
    const vendor = await launch('nodeId=4001&trial=1');
    expect(vendor.status).toBe(200);
    expect(new URL(vendor.body.value.url).searchParams.get('trial')).toBe('1');
    expect(await ledgerState()).toEqual(before);
  });
});

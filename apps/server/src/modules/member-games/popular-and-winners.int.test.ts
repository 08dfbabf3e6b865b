import { API } from '@platform/contracts/api-paths';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MemberGamesKit, OTHER_GAME_NAME, startMemberGamesKit } from './member-games-test-kit';
import { addTestWins } from './winner-board-test-support';

let kit: MemberGamesKit;

type Tile = { nodeId: number; displayName: string; gameType: string };
type Vo = { customerName: string; gameName: string; winAmount: string; iconUrl: string; wonAt: string; game: Tile };

const popularIds = async (query = '') => {
  const res = await kit.call({ method: 'GET', url: `${API.popularGames}${query}` });
  expect(res.status).toBe(200);
  return res.body.value.list.map((g: Tile) => g.nodeId);
};
const board = async (query = ''): Promise<Vo[]> => {
  const res = await kit.call({ method: 'GET', url: `${API.winnerBoard}${query}` });
  expect(res.status).toBe(200);
  return res.body.value.list.map((entry: { vo: Vo }) => entry.vo);
};
const launchTimes = async (token: string, nodeId: number, times: number) => {
  for (let i = 0; i < times; i++) {
    const res = await kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=${nodeId}`, token });
    expect(res.status).toBe(200);
  }
};
beforeAll(async () => {
  kit = await startMemberGamesKit();
  await addTestWins(kit.db, kit.merchantId);
});

afterAll(async () => {
  await kit?.close();
});

describe('popular games', () => {
  it('shows hot games in catalogue order while nothing has been launched', async () => {
    expect(await popularIds()).toEqual([1001, 1002, 1006, 1007, 2001, 2003, 2102, 3001, 4001, 5001, 6001, 7001]);
    expect(await popularIds('?limitNum=3')).toEqual([1001, 1002, 1006]);
  });

  it("ranks the week's launches summed over players, then fills up with hot games it does not repeat", async () => {
    await launchTimes(kit.memberToken, 5002, 3);
    await launchTimes(kit.agentToken, 5002, 1);
    await launchTimes(kit.agentToken, 2004, 2);
    await launchTimes(kit.memberToken, 2004, 1);
    await launchTimes(kit.agentToken, 1002, 1);
    expect(await popularIds('?limitNum=6')).toEqual([5002, 2004, 1002, 1001, 1006, 1007]);
    expect(await popularIds('?limitNum=2')).toEqual([5002, 2004]);
  });

  it('forgets launches older than 7 days', async () => {
    await kit.db
      .updateTable('member_recent_game')
      .set({ last_launched_at: sql<Date>`now() - interval '8 days'` })
      .where('node_id', '=', 5002)
      .execute();
    expect(await popularIds('?limitNum=3')).toEqual([2004, 1002, 1001]);
  });

  it("is not moved by another brand's launches", async () => {
    await kit.addOtherBrand();
    expect(await popularIds('?limitNum=3')).toEqual([2004, 1002, 1001]);
    const other = await kit.callOther('GET', API.popularGames);
    expect(JSON.parse(other.text).value.list.map((g: Tile) => g.displayName)).toEqual([OTHER_GAME_NAME]);
  });
});

describe('winner board', () => {
  it('shows the 20 biggest wins, highest first, with masked names and the game to launch', async () => {
    const list = await board();
    expect(list).toHaveLength(20);
    const amounts = list.map((vo) => Number(vo.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(list[0]).toEqual({
      customerName: 'h***i',
      gameName: 'Fast 3',
      winAmount: '120000.00',
      iconUrl: '/lgw/games/icons/game-7001.svg',
      wonAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      game: expect.objectContaining({
        nodeId: 7001,
        vassalage: 'LOTT',
        gameType: 'LOTT',
        iconUrl: '/lgw/games/icons/game-7001.svg',
      }),
    });
    for (const vo of list) {
      expect(vo.winAmount).toMatch(/^\d+\.\d\d$/);
      expect(Array.from(vo.customerName).slice(1, 4).join('')).toBe('***');
    }
    expect(list.map((vo) => vo.customerName)).toContain('س***م');
    expect(list.map((vo) => vo.customerName)).not.toContain(OTHER_GAME_NAME);
    expect(await board('?limitNum=5')).toEqual(list.slice(0, 5));
    expect((await kit.call({ method: 'GET', url: `${API.winnerBoard}?limitNum=21` })).body.code).toBe(
      'VALIDATION_FAILED',
    );
  });

  it('filters by game category, e-sports apart from sports', async () => {
    const live = await board('?gameCategory=LIVE');
    expect(live.length).toBeGreaterThan(3);
    expect(new Set(live.map((vo) => vo.game.gameType))).toEqual(new Set(['LIVE']));
    expect((await board('?gameCategory=ESPORTS')).map((vo) => vo.game.nodeId)).toEqual([3301, 3201]);
    expect((await board('?gameCategory=SPORTS')).map((vo) => vo.game.nodeId)).toEqual([3001]);
  });

  it("never shows another brand's wins", async () => {
    const other = JSON.parse((await kit.callOther('GET', API.winnerBoard)).text).value.list;
    expect(other.map((e: { vo: Vo }) => [e.vo.customerName, e.vo.winAmount, e.vo.gameName])).toEqual([
      ['o***r', '10000000000.00', OTHER_GAME_NAME],
    ]);
    expect((await board()).map((vo) => vo.winAmount)).not.toContain('10000000000.00');
  });

  it('ranks only the latest 500 wins, so new wins move the board', async () => {
    const memberId = await kit.memberId('test_member');
    await kit.db
      .insertInto('game_win')
      .values(
        Array.from({ length: 500 }, (_, i) => ({
          merchant_id: kit.merchantId,
          member_id: memberId,
          customer_name: 'test_member',
          node_id: 1001,
          win_amount: BigInt(100 + i),
        })),
      )
      .execute();
    const list = await board('?limitNum=3');
    expect(list.map((vo) => [vo.customerName, vo.winAmount])).toEqual([
      ['t***r', '5.99'],
      ['t***r', '5.98'],
      ['t***r', '5.97'],
    ]);
  });
});

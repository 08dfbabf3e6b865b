import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { API, apiPath } from '@platform/contracts/api-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';

// The test brand's catalogue is the lobby catalogue (lobby-test-catalogue.ts).
let kit: AccountTestKit;
let admin: string;
let player: string;

beforeAll(async () => {
  kit = await startAccountTestKit();
  admin = await kit.staffToken('admin');
  const { account } = await kit.addMember({ password: 'Member123' });
  player = await kit.tokenOf(account, 'Member123');
});
afterAll(() => kit.close());

const launch = (nodeId: number) =>
  kit.call({ method: 'GET', url: `${API.gameLaunch}?nodeId=${nodeId}&language=ar`, token: player });
const changeGame = (nodeId: number, change: object) =>
  kit.call({
    method: 'PUT',
    url: apiPath(ADMIN_API.configGame, { nodeId: String(nodeId) }),
    token: admin,
    body: { enabled: true, maintenance: false, isHot: false, isNew: false, sort: 0, ...change },
  });
const changeVendor = (vendor: string, change: object) =>
  kit.call({
    method: 'PUT',
    url: apiPath(ADMIN_API.configVendor, { vendor }),
    token: admin,
    body: { enabled: true, maintenance: false, sort: 0, ...change },
  });
const auditOf = (target: string) =>
  kit.db
    .selectFrom('audit_entry')
    .select(['action', 'before', 'after'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();

describe('maintenance of a vendor or a game, with what the lobby tells the player', () => {
  it('closes one game with a message and an end time: its launch is refused with both, and it is audited', async () => {
    const until = '2026-12-01T18:00:00.000Z';
    const changed = await changeGame(1003, {
      maintenance: true,
      maintenanceMessage: 'نحدّث اللعبة، نعود قريبًا',
      maintenanceUntil: until,
    });
    expect(changed.body.value).toMatchObject({
      nodeId: 1003,
      maintenance: true,
      maintenanceMessage: 'نحدّث اللعبة، نعود قريبًا',
      maintenanceUntil: until,
    });
    const refused = await launch(1003);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'GAME_MAINTENANCE',
      value: { message: 'نحدّث اللعبة، نعود قريبًا', until },
    });
    expect(await auditOf('game:1003')).toEqual([
      {
        action: 'catalogue.game',
        before: expect.objectContaining({ maintenance: false, maintenanceMessage: null, maintenanceUntil: null }),
        after: expect.objectContaining({
          maintenance: true,
          maintenanceMessage: 'نحدّث اللعبة، نعود قريبًا',
          maintenanceUntil: until,
        }),
      },
    ]);

    await changeGame(1003, { maintenance: false });
    await kit.heard();
    expect((await launch(1003)).body.success).toBe(true);
  });

  it("closes a vendor: each of its games is refused with the vendor's message; no message reads as null", async () => {
    await changeVendor('ALV', { maintenance: true, maintenanceMessage: 'Provider upgrade', maintenanceUntil: null });
    await kit.heard();
    const tiles = (
      await kit.call({ method: 'GET', url: `${API.gameList}?gameType=ALL&pageSize=80&language=en&vassalage=ALV` })
    ).body.value.games as { maintenance: boolean }[];
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.every((tile) => tile.maintenance)).toBe(true);
    expect((await launch(2101)).body).toMatchObject({
      code: 'GAME_MAINTENANCE',
      value: { message: 'Provider upgrade', until: null },
    });
    // A guest opening the vendor's card, or one of its tiles, reads the same before any launch.
    const notice = (query: string) => kit.call({ method: 'GET', url: `${API.maintenanceNotice}?${query}` });
    expect((await notice('vassalage=ALV')).body.value).toEqual({ message: 'Provider upgrade', until: null });
    expect((await notice('vassalage=ALV&nodeId=2103')).body.value).toEqual({
      message: 'Provider upgrade',
      until: null,
    });
    expect((await notice('vassalage=EVO')).body.value).toEqual({ message: null, until: null });
    const vendors = (await kit.call({ method: 'GET', url: ADMIN_API.configVendors, token: admin })).body.value;
    expect(vendors).toContainEqual(
      expect.objectContaining({ vassalage: 'ALV', maintenance: true, maintenanceMessage: 'Provider upgrade' }),
    );

    // Without a message the lobby says its own words only.
    await changeVendor('ALV', { maintenance: true });
    expect((await launch(2102)).body).toMatchObject({
      code: 'GAME_MAINTENANCE',
      value: { message: null, until: null },
    });
    await changeVendor('ALV', { maintenance: false });
    expect(await auditOf('vendor:ALV')).toHaveLength(3);
  });

  it('refuses a message longer than the lobby shows', async () => {
    const res = await changeGame(1004, { maintenance: true, maintenanceMessage: 'x'.repeat(501) });
    expect(res.status).toBe(400);
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/test-clock';
import { TOUCH_INTERVAL_MS } from '../sessions/session-cache';
import { hashSessionToken } from '../sessions/session-token';
import { type AccountTestKit, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;
const clock = testClock();

beforeAll(async () => {
  kit = await startAccountTestKit({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' }, { clock: clock.now });
});

afterAll(async () => {
  await kit.close();
});

const IDLE_MS = 30 * 60_000;
const info = (token: string) => kit.call({ method: 'GET', url: '/wps/member/info', token });
const session = (token: string) =>
  kit.db.updateTable('member_session').where('token_hash', '=', hashSessionToken(token));

beforeEach(() => clock.reset());

describe('sessions', () => {
  it('ends at logout', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    expect((await info(token)).status).toBe(200);
    expect((await kit.call({ method: 'DELETE', url: '/wps/session/logout', token })).status).toBe(200);
    expect((await info(token)).body.code).toBe('LOGIN_REQUIRED');
  });

  it('expires after the idle time without requests', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    clock.advance(29 * 60_000);
    expect((await info(token)).status).toBe(200);
    // That request counted as activity.
    clock.advance(29 * 60_000);
    expect((await info(token)).status).toBe(200);
    clock.advance(31 * 60_000);
    expect((await info(token)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('expires at its absolute lifetime even when active', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    await session(token)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await info(token)).status).toBe(401);
    expect((await info(token)).body.code).toBe('SESSION_EXPIRED');
  });

  it('counts the idle time from the very last request, to the second', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    // A request half a minute after the last recorded one: it must count as activity in full.
    clock.advance(30_000);
    expect((await info(token)).status).toBe(200);
    // Then the clock moves on to 2 s short of the idle time after that request, where the session lives ...
    clock.advance(IDLE_MS - 2_000);
    expect((await info(token)).status).toBe(200);
    // ... and 2 s past it, where it has ended.
    clock.advance(IDLE_MS + 2_000);
    expect((await info(token)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
    // An ended session is not revived by being asked about.
    expect((await info(token)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('records its use in the database at most once a minute, not on every request', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    const lastSeen = async () =>
      (
        await kit.db
          .selectFrom('member_session')
          .select('last_seen_at')
          .where('token_hash', '=', hashSessionToken(token))
          .executeTakeFirstOrThrow()
      ).last_seen_at.getTime();
    expect((await info(token)).status).toBe(200);
    const first = await lastSeen();
    for (let i = 0; i < 5; i++) {
      clock.advance(5_000);
      expect((await info(token)).status).toBe(200);
    }
    expect(await lastSeen()).toBe(first);
    clock.advance(TOUCH_INTERVAL_MS);
    expect((await info(token)).status).toBe(200);
    expect(await lastSeen()).toBeGreaterThanOrEqual(first + TOUCH_INTERVAL_MS);
  });

  it('ends exactly at its absolute lifetime, which requests do not extend', async () => {
    const token = await kit.tokenOf('test_down1', 'Down12345');
    const row = () =>
      kit.db
        .selectFrom('member_session')
        .select(['expires_at', 'created_at'])
        .where('token_hash', '=', hashSessionToken(token))
        .executeTakeFirstOrThrow();
    const { expires_at, created_at } = await row();
    expect(expires_at.getTime() - created_at.getTime()).toBeGreaterThanOrEqual(12 * 3_600_000 - 1_000);
    expect(expires_at.getTime() - created_at.getTime()).toBeLessThanOrEqual(12 * 3_600_000 + 1_000);
    // In use every 25 minutes (never idle) until 2 s before the end ...
    const untilEnd = () => expires_at.getTime() - clock.now();
    while (untilEnd() > 25 * 60_000) {
      clock.advance(25 * 60_000);
      expect((await info(token)).status).toBe(200);
    }
    clock.advance(untilEnd() - 2_000);
    expect((await info(token)).status).toBe(200);
    // ... and 1 ms past it, where it has ended all the same.
    clock.advance(2_001);
    expect((await info(token)).body.code).toBe('SESSION_EXPIRED');
    expect((await row()).expires_at).toEqual(expires_at);
  });

  it('answers member info, icon and the first-login action', async () => {
    const token = await kit.tokenOf('test_down2', 'Down12345');
    expect((await info(token)).body.value.firstTimeLogin).toBe(true);
    expect((await kit.call({ method: 'POST', url: '/wps/member/firstLogin', token })).status).toBe(200);
    expect((await info(token)).body.value.firstTimeLogin).toBe(false);
    expect((await kit.call({ method: 'GET', url: '/wps/member/info/icon', token })).body.value).toEqual({ icon: null });
    const countries = (await kit.call({ method: 'GET', url: '/wps/system/countries' })).body.value;
    expect(countries.length).toBeGreaterThan(230);
    expect(countries).toContainEqual({ countryCode: 'AE', countryDialingCode: '+971' });
  });
});

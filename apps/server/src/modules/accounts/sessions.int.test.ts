import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSessionToken } from '../sessions/session-token';
import { type AccountTestKit, startAccountTestKit } from './account-test-kit';

let kit: AccountTestKit;

beforeAll(async () => {
  kit = await startAccountTestKit({ SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '12' });
});

afterAll(async () => {
  await kit.close();
});

const info = (token: string) => kit.call({ method: 'GET', url: '/wps/member/info', token });
const session = (token: string) =>
  kit.db.updateTable('member_session').where('token_hash', '=', hashSessionToken(token));

describe('sessions', () => {
  it('ends at logout', async () => {
    const token = await kit.tokenOf('demo_down1', 'Down12345');
    expect((await info(token)).status).toBe(200);
    expect((await kit.call({ method: 'DELETE', url: '/wps/session/logout', token })).status).toBe(200);
    expect((await info(token)).body.code).toBe('LOGIN_REQUIRED');
  });

  it('expires after the idle time without requests', async () => {
    const token = await kit.tokenOf('demo_down1', 'Down12345');
    await session(token)
      .set({ last_seen_at: new Date(Date.now() - 29 * 60_000) })
      .execute();
    expect((await info(token)).status).toBe(200);
    // That request counted as activity.
    await session(token)
      .set({ last_seen_at: new Date(Date.now() - 31 * 60_000) })
      .execute();
    expect((await info(token)).body).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('expires at its absolute lifetime even when active', async () => {
    const token = await kit.tokenOf('demo_down1', 'Down12345');
    await session(token)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await info(token)).status).toBe(401);
    expect((await info(token)).body.code).toBe('SESSION_EXPIRED');
  });

  it('writes last_seen_at at most once a minute', async () => {
    const token = await kit.tokenOf('demo_down1', 'Down12345');
    const seen = new Date(Date.now() - 30_000);
    await session(token).set({ last_seen_at: seen }).execute();
    await info(token);
    const row = await kit.db
      .selectFrom('member_session')
      .select('last_seen_at')
      .where('token_hash', '=', hashSessionToken(token))
      .executeTakeFirstOrThrow();
    expect(row.last_seen_at.getTime()).toBe(seen.getTime());
  });

  it('answers member info, icon and the first-login action', async () => {
    const token = await kit.tokenOf('demo_down2', 'Down12345');
    expect((await info(token)).body.value.firstTimeLogin).toBe(true);
    expect((await kit.call({ method: 'POST', url: '/wps/member/firstLogin', token })).status).toBe(200);
    expect((await info(token)).body.value.firstTimeLogin).toBe(false);
    expect((await kit.call({ method: 'GET', url: '/wps/member/info/icon', token })).body.value).toEqual({ icon: null });
    const countries = (await kit.call({ method: 'GET', url: '/wps/system/countries' })).body.value;
    expect(countries.length).toBeGreaterThan(230);
    expect(countries).toContainEqual({ countryCode: 'AE', countryDialingCode: '+971' });
  });
});

import { ACCOUNT_TYPE } from '@platform/contracts/account';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/eventually';
import { buildTestApp } from '../../test/test-app';
import { type AccountTestKit, startAccountTestKit } from '../accounts/account-test-kit';

/**
 * Two server processes on one database, each keeping the sessions it verified in memory: whatever
 * ends a session through one reaches the other within a second.
 */
let kit: AccountTestKit;
let other: FastifyInstance;
const PASSWORD = 'Across-processes-1';
const WITHIN_A_SECOND = 1_000;

beforeAll(async () => {
  kit = await startAccountTestKit();
  other = await buildTestApp(kit.database);
});

afterAll(async () => {
  await other.close();
  await kit.close();
});

const infoOn = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({
    method: 'GET',
    url: '/wps/member/info',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().code as string;
};

async function signedIn(): Promise<{ id: number; token: string }> {
  const member = await kit.addMember({ password: PASSWORD });
  const token = await kit.tokenOf(member.account, PASSWORD);
  // Both processes have verified (and now keep) the session.
  expect(await infoOn(kit.app, token)).toBe('OK');
  expect(await infoOn(other, token)).toBe('OK');
  return { id: member.id, token };
}

describe('sessions across server processes', () => {
  it('refuses a session logged out on one process on the other within a second', async () => {
    const { token } = await signedIn();
    expect((await kit.call({ method: 'DELETE', url: '/wps/session/logout', token })).status).toBe(200);
    expect(await infoOn(kit.app, token)).toBe('LOGIN_REQUIRED');
    await eventually(
      () => infoOn(other, token),
      (code) => code === 'LOGIN_REQUIRED',
      WITHIN_A_SECOND,
    );
  });

  it('ends every session of a member whose password changed on one process, on the other too', async () => {
    const { token } = await signedIn();
    const changed = await kit.sealed(
      'POST',
      '/wps/member/password',
      { oldPassword: PASSWORD, newPassword: 'Changed-elsewhere-2', confirmNewPassword: 'Changed-elsewhere-2' },
      { token },
    );
    expect(changed.status).toBe(200);
    const fresh = changed.body.value.token as string;
    expect(await infoOn(kit.app, token)).toBe('LOGIN_REQUIRED');
    await eventually(
      () => infoOn(other, token),
      (code) => code === 'LOGIN_REQUIRED',
      WITHIN_A_SECOND,
    );
    expect(await infoOn(other, fresh)).toBe('OK');
  });

  it('ends sessions revoked in the database by hand (as the back office does) on every process', async () => {
    const { id, token } = await signedIn();
    await kit.db.updateTable('member_session').set({ revoked_at: new Date() }).where('member_id', '=', id).execute();
    for (const app of [kit.app, other]) {
      await eventually(
        () => infoOn(app, token),
        (code) => code === 'LOGIN_REQUIRED',
        WITHIN_A_SECOND,
      );
    }
  });

  it('tells both processes when a member becomes another kind of account', async () => {
    const { id, token } = await signedIn();
    // An operator account may not read member info: the cached member role must not outlive the change.
    await kit.db.updateTable('member').set({ type: ACCOUNT_TYPE.OPERATOR }).where('id', '=', id).execute();
    for (const app of [kit.app, other]) {
      await eventually(
        () => infoOn(app, token),
        (code) => code === 'FORBIDDEN',
        WITHIN_A_SECOND,
      );
    }
  });
});

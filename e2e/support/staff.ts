import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { sql } from './db';

/** The argon2id hash of STAFF_PASSWORD, so that a test makes staff accounts without hashing. */
const STAFF_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$ZMz4VU1Ol918o1P6AAcFdQ$QTa0SM6Sbh1CiXGIkUSulOumTAFViEzZWKkc+0JtzJ8';
export const STAFF_PASSWORD = 'Staff-e2e-password1';

export type StaffRole = 'owner' | 'admin' | 'finance' | 'risk' | 'support' | 'content' | 'agent_manager';

/**
 * A new staff account of the demo brand with this role (the platform owner belongs to no brand),
 * not yet enrolled in a second factor.
 */
export async function newStaffAccount(role: StaffRole): Promise<string> {
  const account = `e2e_${role}_${randomBytes(4).toString('hex')}`;
  await sql(
    `insert into staff_account (merchant_id, account, display_name, role, password_hash)
     select case when $2 = 'owner' then null else id end, $1, $1, $2, $3 from merchant where code = 'DEMO'`,
    [account, role, STAFF_PASSWORD_HASH],
  );
  return account;
}

/** The authenticator's current code for a base32 secret, as a phone would show it. */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
}

/** A back-office session of a new staff member of this role, through the login and its enrolment. */
export async function staffSession(
  request: APIRequestContext,
  role: StaffRole,
): Promise<{ account: string; token: string }> {
  const account = await newStaffAccount(role);
  const login = await request.post('/wps/admin/session/login', { data: { account, password: STAFF_PASSWORD } });
  if (!login.ok()) throw new Error(`staff login: ${await login.text()}`);
  const { challenge, secret } = (await login.json()).value;
  const done = await request.post('/wps/admin/session/second-factor', {
    data: { challenge, code: totpCode(secret) },
  });
  if (!done.ok()) throw new Error(`staff second factor: ${await done.text()}`);
  return { account, token: (await done.json()).value.token };
}

/** The bearer token of such a session. */
export async function staffToken(request: APIRequestContext, role: StaffRole): Promise<string> {
  return (await staffSession(request, role)).token;
}

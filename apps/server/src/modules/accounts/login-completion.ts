import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE, isAgentType, type LoginValue } from '@platform/contracts/account';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { issueSession } from '../sessions/session-service';
import type { AccountDeps, CallSite } from './account-deps';
import { recordLogin } from './login-history';
import { hasConfirmedTotp, isKnownIp, type MemberRow, passwordMaxAgeDays, rememberIp } from './member-repository';
import { maskMobile } from './mobile-number';

/** How the caller proved who they are; a proof of the bound mobile needs no second factor. */
export type LoginProof = 'password' | 'sms' | 'register' | 'emailed-password';

export const CHALLENGE_MINUTES = 10;
export const CHALLENGE_MAX_TRIES = 5;

/**
 * Spec 6: non-member accounts cannot log in to the lobby; only agents may log in to the agent area.
 * A member locked by staff (back office) is refused until the lock ends; asked only once the
 * password or code is proven, so the answer tells nothing to someone guessing.
 */
export function assertMayLogIn(member: Pick<MemberRow, 'type' | 'locked_until'>, agentArea: boolean | undefined): void {
  if (member.type === ACCOUNT_TYPE.OPERATOR) throw new ApiError('NON_MEMBER_ACCOUNT');
  // Failed logins throttle and never lock (decision 0025): a locked member is one the site's staff locked.
  if (member.locked_until && member.locked_until.getTime() > Date.now()) {
    throw new ApiError('ACCOUNT_LOCKED', null, 'Locked by the site; contact customer service');
  }
  if (agentArea && !isAgentType(member.type)) throw new ApiError('NOT_AN_AGENT');
}

/**
 * Spec 4.2: the default password, or an expired one while PWDEXPFORCECHANGE3 is on, forces a
 * change, except after an sms login (the user may not know the password at all).
 */
async function passwordState(
  db: Db,
  site: CallSite,
  member: MemberRow,
  proof: LoginProof,
): Promise<{ expired: boolean; mustChange: boolean }> {
  if (proof === 'sms' || proof === 'register') return { expired: false, mustChange: false };
  let expired = false;
  if (site.flags.PWDEXPFORCECHANGE3) {
    const maxAgeDays = await passwordMaxAgeDays(db, site.merchantId);
    expired = maxAgeDays !== null && Date.now() - member.password_changed_at.getTime() > maxAgeDays * 86_400_000;
  }
  return { expired, mustChange: expired || member.password_is_default || proof === 'emailed-password' };
}

/**
 * The end of every successful proof: either a second-factor challenge (a password login from an
 * IP this account never used, when it has a mobile or an authenticator to ask) or a fresh session.
 */
export async function completeLogin(
  deps: Pick<AccountDeps, 'config'> & { db: Db },
  site: CallSite,
  member: MemberRow,
  proof: LoginProof,
  options: { secondFactorPassed?: boolean } = {},
): Promise<LoginValue> {
  const { db } = deps;
  const { expired, mustChange } = await passwordState(db, site, member, proof);
  const base = {
    userName: member.account,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired: expired,
    mustChangePassword: mustChange,
  };
  if ((proof === 'password' || proof === 'emailed-password') && !options.secondFactorPassed) {
    const methods = await secondFactorMethods(db, member, site.ip);
    if (methods.length > 0) {
      const challengeId = randomBytes(24).toString('base64url');
      await db
        .insertInto('login_challenge')
        .values({
          id: challengeId,
          member_id: member.id,
          ip: site.ip,
          methods,
          proof,
          expires_at: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        })
        .execute();
      return {
        ...base,
        token: null,
        secondFactor: { challengeId, methods, maskedMobile: maskMobile(member.mobile, member.mobile_dialing_code) },
      };
    }
  }
  await rememberIp(db, member.id, site.ip);
  await recordLogin(db, site, member.id, null);
  const token = await issueSession(db, deps.config, {
    memberId: member.id,
    ip: site.ip,
    mustChangePassword: mustChange,
  });
  return { ...base, token, secondFactor: null };
}

/** The second factors to ask for, or none when the IP is known or the account has nothing to ask with. */
async function secondFactorMethods(db: Db, member: MemberRow, ip: string): Promise<('SMS' | 'TOTP')[]> {
  if (await isKnownIp(db, member.id, ip)) return [];
  const methods: ('SMS' | 'TOTP')[] = [];
  if (member.mobile) methods.push('SMS');
  if (await hasConfirmedTotp(db, member.id)) methods.push('TOTP');
  return methods;
}

import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE, type LoginBody, type LoginValue } from '@platform/contracts/account';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { verifyCaptcha } from '../captcha/captcha-service';
import { checkSmsCode } from '../verification/verification-codes';
import type { AccountDeps, CallSite } from './account-deps';
import { ACCOUNT_RATE_RULES } from './account-rate-rules';
import { assertMayLogIn, completeLogin, type LoginProof } from './login-completion';
import { checkLoginThrottle, forgetAccountFailures, type LoginAttempt, recordLoginFailure } from './login-failures';
import { recordLogin } from './login-history';
import { findMemberByAccount } from './member-reads';
import { findMemberByMobile, insertMember, type MemberRow } from './member-repository';
import { fullMobile } from './mobile-number';
import { verifyPassword } from './password-hashing';
import { consumeEmailedPassword } from './password-reset-repository';

/** The value of a refused login: whether the next attempt must carry a captcha (spec 4.2). */
function badCredentials(captcha: boolean): ApiError {
  return new ApiError('BAD_CREDENTIALS', { captcha });
}

/**
 * Spends the pair's attempt allowance, applies the failure throttle (decision 0025) and checks the
 * captcha when failures call for one. Shared by the lobby and the operator login.
 */
export async function guardPasswordAttempt(
  db: AccountDeps['db'],
  attempt: LoginAttempt,
  captcha: { captchaId?: string | undefined; captcha?: string | undefined },
): Promise<void> {
  // Per account and address, so guesses from one address cannot use up the account's logins elsewhere.
  await consumeRateLimit(db, RATE_RULES.LOGIN_PER_ACCOUNT, `${attempt.merchantId}:${attempt.accountKey}:${attempt.ip}`);
  const throttle = await checkLoginThrottle(db, attempt);
  if (!throttle.captcha) return;
  try {
    await verifyCaptcha(db, attempt.merchantId, captcha.captchaId, captcha.captcha);
  } catch (error) {
    // The web shows and refreshes the captcha when the value says so, whatever the code.
    if (error instanceof ApiError) throw new ApiError(error.code, { captcha: true }, error.message);
    throw error;
  }
}

/**
 * Login by account and password. An unknown account and a wrong password get the same answer
 * (and take as long: a decoy hash is verified), so the call cannot tell which accounts exist.
 */
export async function loginWithPassword(deps: AccountDeps, site: CallSite, body: LoginBody): Promise<LoginValue> {
  const { db } = deps;
  const attempt: LoginAttempt = { merchantId: site.merchantId, accountKey: body.username.toLowerCase(), ip: site.ip };
  await guardPasswordAttempt(db, attempt, body);

  const member = await findMemberByAccount(db, site.merchantId, body.username);
  let proof: LoginProof = 'password';
  if (!(await verifyPassword(member?.password_hash ?? null, body.password))) {
    if (member && (await consumeEmailedPassword(db, member.id, body.password))) {
      proof = 'emailed-password';
    } else {
      await recordLoginFailure(db, attempt);
      if (member) await recordLogin(db, site, member.id, 'BAD_PASSWORD');
      // The failure just recorded makes the next attempt need a captcha.
      throw badCredentials(true);
    }
  }
  // Only now, with the password proven, may the answer depend on what the account is.
  const found = member as MemberRow;
  try {
    assertMayLogIn(found, body.agentArea);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'ACCOUNT_LOCKED') await recordLogin(db, site, found.id, 'LOCKED');
    throw error;
  }
  await forgetAccountFailures(db, attempt);
  return completeLogin(deps, site, found, proof);
}

/** Login by mobile number and sms code (MOBILEVERCODELOGIN3): the code proves the mobile. */
export async function loginWithSms(deps: AccountDeps, site: CallSite, body: LoginBody): Promise<LoginValue> {
  if (!site.flags.MOBILEVERCODELOGIN3) throw new ApiError('FEATURE_DISABLED');
  if (!body.countryDialingCode) {
    throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'body.countryDialingCode', rule: 'required' }] });
  }
  const mobile = fullMobile(body.countryDialingCode, body.username);
  await consumeRateLimit(deps.db, RATE_RULES.LOGIN_PER_ACCOUNT, `${site.merchantId}:${mobile}:${site.ip}`);
  await checkSmsCode(deps.db, { merchantId: site.merchantId, purpose: 'LOGIN', mobile, code: body.password });
  const member = await findMemberByMobile(deps.db, site.merchantId, mobile);
  if (!member) throw badCredentials(false);
  assertMayLogIn(member, body.agentArea);
  return completeLogin(deps, site, member, 'sms');
}

/** Spec 7.1 free play: a fresh trial account (type 4) that can never log in again by password. */
export async function freePlayLogin(
  deps: AccountDeps,
  site: CallSite,
  domain: string | undefined,
): Promise<LoginValue> {
  if (!site.flags.FREEPLAY3) throw new ApiError('FREE_PLAY_DISABLED');
  await consumeRateLimit(deps.db, ACCOUNT_RATE_RULES.FREE_PLAY_PER_IP, `${site.merchantId}:${site.ip}`);
  return deps.db.transaction().execute(async (trx) => {
    const account = `trial${randomBytes(6).toString('hex')}`;
    const id = await insertMember(trx, {
      merchant_id: site.merchantId,
      account,
      type: ACCOUNT_TYPE.TRIAL,
      password_hash: null,
      register_ip: site.ip,
      register_domain: domain ?? null,
      register_method: 'FREEPLAY',
    });
    const member = await trx.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return completeLogin({ ...deps, db: trx }, site, member, 'register');
  });
}

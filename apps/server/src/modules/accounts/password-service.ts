import type { LoginValue } from '@platform/contracts/account';
import { normalisePassword } from '@platform/contracts/password-rule';
import type { RegisterFieldConfig } from '@platform/contracts/system';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { issueSession, revokeAllSessions } from '../sessions/session-service';
import { CODE_VALID_MINUTES, checkSmsCode, sendSmsCode } from '../verification/verification-codes';
import type { AccountDeps, CallSite } from './account-deps';
import { ACCOUNT_RATE_RULES } from './account-rate-rules';
import { assertMayLogIn, completeLogin } from './login-completion';
import { findMemberByAccount } from './member-reads';
import { findMemberById, findMemberByMobile, setPassword } from './member-repository';
import { fullMobile } from './mobile-number';
import { assertNewPassword } from './new-password-rule';
import { hashPassword, verifyPassword } from './password-hashing';
import { passwordResetEmail } from './password-reset-email';
import {
  dropEmailedPasswords,
  EMAILED_PASSWORD_MINUTES,
  newTemporaryPassword,
  storeEmailedPassword,
} from './password-reset-repository';

/**
 * Changes the caller's password. Every session of the member ends (a thief's too) and the caller
 * gets a fresh token in the same answer, so the user stays logged in (spec 4.3).
 */
export async function changePassword(
  deps: AccountDeps,
  site: CallSite & { register: readonly RegisterFieldConfig[] },
  memberId: number,
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<{ token: string }> {
  const { db } = deps;
  if (body.newPassword !== body.confirmNewPassword) throw new ApiError('PASSWORD_MISMATCH');
  const member = await findMemberById(db, memberId);
  // Only the new password must meet the rule: the old one may predate it (decision 0026).
  await assertNewPassword(site.register, 'newPassword', body.newPassword, member?.account);
  await consumeRateLimit(db, ACCOUNT_RATE_RULES.PASSWORD_CHECK_PER_MEMBER, String(memberId));
  if (!member || !(await verifyPassword(member.password_hash, body.oldPassword))) {
    throw new ApiError('OLD_PASSWORD_INCORRECT');
  }
  if (normalisePassword(body.newPassword) === normalisePassword(body.oldPassword)) {
    throw new ApiError('PASSWORD_REUSED');
  }
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction().execute(async (trx) => {
    await setPassword(trx, memberId, passwordHash);
    await dropEmailedPasswords(trx, memberId);
    await revokeAllSessions(trx, deps.sessions, memberId);
    const token = await issueSession(trx, deps.config, { memberId, ip: site.ip, mustChangePassword: false });
    return { token };
  });
}

/**
 * Forgot password by e-mail (spec 4.5). When account and e-mail match, a temporary password valid
 * for EMAILED_PASSWORD_MINUTES is mailed; logging in with it forces a change. The answer is the
 * same whether or not they matched, so the call tells nobody which accounts or e-mails exist.
 */
export async function forgotPasswordByEmail(
  deps: AccountDeps,
  site: CallSite,
  body: { username: string; email: string },
): Promise<void> {
  const { db } = deps;
  await consumeRateLimit(db, ACCOUNT_RATE_RULES.FORGOT_PER_IP, `${site.merchantId}:${site.ip}`);
  await consumeRateLimit(
    db,
    ACCOUNT_RATE_RULES.FORGOT_PER_ACCOUNT,
    `${site.merchantId}:${body.username.toLowerCase()}`,
  );
  const member = await findMemberByAccount(db, site.merchantId, body.username);
  if (!member?.email || member.email.toLowerCase() !== body.email.toLowerCase() || member.password_hash === null)
    return;
  const temporary = newTemporaryPassword();
  await storeEmailedPassword(db, member.id, temporary);
  const mail = passwordResetEmail({
    account: member.account,
    temporaryPassword: temporary,
    minutes: EMAILED_PASSWORD_MINUTES,
    language: site.language,
  });
  await deps.messages.sendEmail(site.merchantId, member.email, mail.subject, mail.body);
}

/**
 * Sms code for the forgot-by-phone flow (CHNGPASSVERIF3). A number no account holds gets the same
 * answer and spends the same limits, but no message: the call does not reveal who is registered.
 */
export async function sendPasswordSms(
  deps: AccountDeps,
  site: CallSite,
  body: { mobileNum: string; countryDialingCode: string },
): Promise<{ expiredMinutes: number }> {
  if (!site.flags.CHNGPASSVERIF3) throw new ApiError('FEATURE_DISABLED');
  const mobile = fullMobile(body.countryDialingCode, body.mobileNum);
  const member = await findMemberByMobile(deps.db, site.merchantId, mobile);
  if (member && member.password_hash !== null) {
    return sendSmsCode(deps.db, deps.messages, {
      merchantId: site.merchantId,
      purpose: 'PASSWORD_RESET',
      mobile,
      ip: site.ip,
      language: site.language,
    });
  }
  await consumeRateLimit(deps.db, RATE_RULES.SMS_PER_IP, `${site.merchantId}:${site.ip}`);
  await consumeRateLimit(deps.db, RATE_RULES.SMS_PER_TARGET, `${site.merchantId}:${mobile}`);
  // The same answer as a sent code, so the two look alike.
  return { expiredMinutes: CODE_VALID_MINUTES };
}

/** Sets a new password with an sms code and logs the user in with it (spec 4.5). */
export async function setPasswordByPhone(
  deps: AccountDeps,
  site: CallSite & { register: readonly RegisterFieldConfig[] },
  body: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
): Promise<LoginValue> {
  const { db } = deps;
  if (!site.flags.CHNGPASSVERIF3) throw new ApiError('FEATURE_DISABLED');
  await consumeRateLimit(db, ACCOUNT_RATE_RULES.PASSWORD_BY_PHONE_PER_IP, `${site.merchantId}:${site.ip}`);
  // Every rule but the account name before the code is spent; the name only once the code proved
  // the mobile, so a guess at a number tells nothing about its account.
  await assertNewPassword(site.register, 'newPassword', body.newPassword);
  const mobile = fullMobile(body.countryDialingCode, body.mobileNum);
  await checkSmsCode(db, {
    merchantId: site.merchantId,
    purpose: 'PASSWORD_RESET',
    mobile,
    code: body.verificationCode,
  });
  const member = await findMemberByMobile(db, site.merchantId, mobile);
  // Codes are only sent to registered numbers, so a right code for an unknown number cannot happen.
  if (!member || member.password_hash === null) throw new ApiError('VERIFICATION_CODE_INVALID');
  assertMayLogIn(member, false);
  await assertNewPassword(site.register, 'newPassword', body.newPassword, member.account);
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction().execute(async (trx) => {
    await setPassword(trx, member.id, passwordHash);
    await dropEmailedPasswords(trx, member.id);
    await revokeAllSessions(trx, deps.sessions, member.id);
    const fresh = await findMemberById(trx, member.id);
    if (!fresh) throw new Error('member vanished');
    return completeLogin({ ...deps, db: trx }, site, fresh, 'sms');
  });
}

import type { LoginValue } from '@platform/contracts/account';
import { sql } from 'kysely';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit } from '../../http/rate-limit';
import { checkSmsCode, sendSmsCode } from '../verification/verification-codes';
import type { AccountDeps, CallSite } from './account-deps';
import { ACCOUNT_RATE_RULES } from './account-rate-rules';
import { CHALLENGE_MAX_TRIES, completeLogin } from './login-completion';
import { findMemberById, type MemberRow } from './member-repository';
import { acceptedTotpStep } from './totp';

type LiveChallenge = { id: string; member: MemberRow; methods: string[]; proof: 'password' | 'emailed-password' };

/**
 * A challenge still usable from this caller: not expired, not used, tries left, and asked from the
 * IP that started it (a challenge id alone must not let another machine finish someone's login).
 * `countTry` spends one of its tries atomically, so parallel guesses cannot exceed the limit.
 */
async function liveChallenge(
  deps: AccountDeps,
  site: CallSite,
  challengeId: string,
  countTry: boolean,
): Promise<LiveChallenge> {
  const { db } = deps;
  const query = countTry
    ? db
        .updateTable('login_challenge')
        .set({ attempts: sql<number>`attempts + 1` })
        .where('id', '=', challengeId)
        .where('attempts', '<', CHALLENGE_MAX_TRIES)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', new Date())
        .where('ip', '=', site.ip)
        .returning(['id', 'member_id', 'methods', 'proof'])
    : db
        .selectFrom('login_challenge')
        .select(['id', 'member_id', 'methods', 'proof'])
        .where('id', '=', challengeId)
        .where('attempts', '<', CHALLENGE_MAX_TRIES)
        .where('consumed_at', 'is', null)
        .where('expires_at', '>', new Date())
        .where('ip', '=', site.ip);
  const row = await query.executeTakeFirst();
  const member = row ? await findMemberById(db, row.member_id) : undefined;
  if (!row || !member || member.merchant_id !== site.merchantId) throw new ApiError('SECOND_FACTOR_INVALID');
  return { id: row.id, member, methods: row.methods, proof: row.proof };
}

/** Sends the sms code of a challenge to the account's bound mobile (never to a number the caller names). */
export async function sendSecondFactorSms(
  deps: AccountDeps,
  site: CallSite,
  challengeId: string,
): Promise<{ expiredMinutes: number }> {
  const challenge = await liveChallenge(deps, site, challengeId, false);
  if (!challenge.methods.includes('SMS') || !challenge.member.mobile) throw new ApiError('MOBILE_NOT_BOUND');
  return sendSmsCode(deps.db, deps.messages, {
    merchantId: site.merchantId,
    purpose: 'SECOND_FACTOR',
    mobile: challenge.member.mobile,
    ip: site.ip,
    language: site.language,
  });
}

/** The second step: a right code ends the challenge, trusts this IP from now on and starts the session. */
export async function verifySecondFactor(
  deps: AccountDeps,
  site: CallSite,
  body: { challengeId: string; method: 'SMS' | 'TOTP'; code: string },
): Promise<LoginValue> {
  const { db } = deps;
  await consumeRateLimit(db, ACCOUNT_RATE_RULES.SECOND_FACTOR_PER_IP, `${site.merchantId}:${site.ip}`);
  const challenge = await liveChallenge(deps, site, body.challengeId, true);
  if (!challenge.methods.includes(body.method)) throw new ApiError('SECOND_FACTOR_INVALID');
  const member = challenge.member;
  if (body.method === 'SMS') {
    if (!member.mobile) throw new ApiError('MOBILE_NOT_BOUND');
    await checkSmsCode(db, {
      merchantId: site.merchantId,
      purpose: 'SECOND_FACTOR',
      mobile: member.mobile,
      code: body.code,
    });
  } else {
    await checkTotpCode(deps, member.id, body.code);
  }
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('login_challenge')
      .set({ consumed_at: new Date() })
      .where('id', '=', challenge.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (used.numUpdatedRows === 0n) throw new ApiError('SECOND_FACTOR_INVALID');
    return completeLogin({ ...deps, db: trx }, site, member, challenge.proof, { secondFactorPassed: true });
  });
}

/** Checks a code of the member's confirmed authenticator and remembers its time step (no reuse). */
export async function checkTotpCode(deps: Pick<AccountDeps, 'db'>, memberId: number, code: string): Promise<void> {
  const { db } = deps;
  await consumeRateLimit(db, ACCOUNT_RATE_RULES.TOTP_PER_MEMBER, String(memberId));
  const totp = await db
    .selectFrom('member_totp')
    .select(['secret', 'last_used_step'])
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!totp?.secret) throw new ApiError('SECOND_FACTOR_INVALID');
  const lastStep = totp.last_used_step === null ? null : Number(totp.last_used_step);
  const step = acceptedTotpStep(totp.secret, code, lastStep);
  if (step === null) throw new ApiError('VERIFICATION_CODE_INVALID');
  const saved = await db
    .updateTable('member_totp')
    .set({ last_used_step: step })
    .where('member_id', '=', memberId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', String(step))]))
    .executeTakeFirst();
  if (saved.numUpdatedRows === 0n) throw new ApiError('VERIFICATION_CODE_INVALID');
}

import { createHash, randomInt } from 'node:crypto';
import { VERIFICATION_CODE_MAX_MINUTES } from '@platform/contracts/account';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { sometimesPurgeExpiredRows } from '../../db/expired-rows';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import type { MessageLanguage } from '../../http/request-language';
import type { MessageProvider } from '../messaging/message-provider';
import { verificationSmsText } from './sms-text';

export type CodePurpose = 'LOGIN' | 'REGISTER' | 'PASSWORD_RESET' | 'SECOND_FACTOR';

/** How long a code is good for (never more than VERIFICATION_CODE_MAX_MINUTES, the ceiling spec 9 sets). */
export const CODE_VALID_MINUTES = Math.min(5, VERIFICATION_CODE_MAX_MINUTES);
export const MAX_CODE_TRIES = 5;
export const RESEND_AFTER_SECONDS = 60;
/** Spec 8: 'too many requests, retry after 5 minutes'. */
const TOO_MANY_RETRY_AFTER_SECONDS = 300;
const MOBILE = /^\+[0-9]{6,20}$/;

type CodeKey = { merchantId: number; purpose: CodePurpose; mobile: string };

/**
 * A plain SHA-256 is enough: a code lives minutes and allows five guesses, so the hash only has to
 * keep a database reader from using outstanding codes; binding it to merchant, purpose and mobile
 * keeps a code from one flow working in another.
 */
const codeHash = (k: CodeKey, code: string) =>
  createHash('sha256').update(`${k.merchantId}\n${k.purpose}\n${k.mobile}\n${code}`).digest('hex');

/**
 * Sends a fresh 6-digit code by SMS. The new code replaces any outstanding one for the same
 * purpose and mobile. Refuses with SMS_RESEND_TOO_SOON within a minute of the last code, and with
 * TOO_MANY_REQUESTS (retry after 5 minutes) past the hourly limits per mobile and per IP.
 * `mobile` is '+' + dialing code + number, e.g. '+971501234567'.
 */
export async function sendSmsCode(
  db: Db,
  messages: MessageProvider,
  args: { merchantId: number; purpose: CodePurpose; mobile: string; ip: string; language: MessageLanguage },
): Promise<{ expiredMinutes: number }> {
  const { merchantId, purpose, mobile } = args;
  if (!MOBILE.test(mobile)) throw new ApiError('VALIDATION_FAILED', { errors: [{ field: 'mobile', rule: 'pattern' }] });
  const where = { merchantId, purpose, mobile };

  // Checked before the hourly limits so that an impatient second tap does not use up the allowance.
  await refuseIfTooSoon(db, where);
  try {
    await consumeRateLimit(db, RATE_RULES.SMS_PER_IP, `${merchantId}:${args.ip}`);
    await consumeRateLimit(db, RATE_RULES.SMS_PER_TARGET, `${merchantId}:${mobile}`);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'TOO_MANY_REQUESTS') {
      throw new ApiError('TOO_MANY_REQUESTS', { retryAfterSeconds: TOO_MANY_RETRY_AFTER_SECONDS });
    }
    throw error;
  }

  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  // The `where` on the update makes the one-a-minute rule hold even for two simultaneous requests.
  const stored = await db
    .insertInto('verification_code')
    .values({
      merchant_id: merchantId,
      purpose,
      mobile,
      code_hash: codeHash(where, code),
      expires_at: sql<Date>`now() + make_interval(mins => ${CODE_VALID_MINUTES})`,
    })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'purpose', 'mobile'])
        .doUpdateSet({
          code_hash: (eb) => eb.ref('excluded.code_hash'),
          expires_at: (eb) => eb.ref('excluded.expires_at'),
          sent_at: sql<Date>`now()`,
          tries: 0,
        })
        .where('verification_code.sent_at', '<=', sql<Date>`now() - make_interval(secs => ${RESEND_AFTER_SECONDS})`),
    )
    .returning('sent_at')
    .executeTakeFirst();
  if (!stored) await refuseIfTooSoon(db, where, true);

  try {
    await messages.sendSms(merchantId, mobile, verificationSmsText(code, CODE_VALID_MINUTES, args.language));
  } catch (error) {
    // A code nobody received must not block the next attempt for a minute.
    await deleteCode(db, where);
    throw error;
  }
  await sometimesPurgeExpiredRows(db, 'verification_code');
  return { expiredMinutes: CODE_VALID_MINUTES };
}

/**
 * Consumes the code when right. Throws VERIFICATION_CODE_INVALID (wrong; counts a try),
 * VERIFICATION_CODE_EXPIRED (expired or none outstanding), VERIFICATION_CODE_TRIES_EXCEEDED
 * (the fifth wrong try, and every try after it: the code is dead, a new one must be sent).
 */
export async function checkSmsCode(
  db: Db,
  args: { merchantId: number; purpose: CodePurpose; mobile: string; code: string },
): Promise<void> {
  const where = { merchantId: args.merchantId, purpose: args.purpose, mobile: args.mobile };
  // Deleting the row is what makes a code single use: of two simultaneous right answers, one wins.
  const consumed = await outstanding(db.deleteFrom('verification_code'), where)
    .where('code_hash', '=', codeHash(where, args.code.trim()))
    .where('tries', '<', MAX_CODE_TRIES)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('tries')
    .executeTakeFirst();
  if (consumed) return;

  const missed = await outstanding(
    db.updateTable('verification_code').set((eb) => ({ tries: eb('tries', '+', 1) })),
    where,
  )
    .where('tries', '<', MAX_CODE_TRIES)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('tries')
    .executeTakeFirst();
  if (missed) {
    throw new ApiError(
      missed.tries >= MAX_CODE_TRIES ? 'VERIFICATION_CODE_TRIES_EXCEEDED' : 'VERIFICATION_CODE_INVALID',
    );
  }
  const dead = await outstanding(db.selectFrom('verification_code').select('tries'), where)
    .where('tries', '>=', MAX_CODE_TRIES)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  throw new ApiError(dead ? 'VERIFICATION_CODE_TRIES_EXCEEDED' : 'VERIFICATION_CODE_EXPIRED');
}

// biome-ignore lint/suspicious/noExplicitAny: the three query builders share only their `where`
function outstanding<Q extends { where: (...a: any[]) => Q }>(query: Q, k: CodeKey): Q {
  return query.where('merchant_id', '=', k.merchantId).where('purpose', '=', k.purpose).where('mobile', '=', k.mobile);
}

async function deleteCode(db: Db, k: CodeKey): Promise<void> {
  await outstanding(db.deleteFrom('verification_code'), k).execute();
}

async function refuseIfTooSoon(db: Db, k: CodeKey, raced = false): Promise<void> {
  const last = await outstanding(
    db
      .selectFrom('verification_code')
      .select(
        sql<number>`ceil(extract(epoch from sent_at + make_interval(secs => ${RESEND_AFTER_SECONDS}) - now()))::int`.as(
          'wait',
        ),
      ),
    k,
  ).executeTakeFirst();
  const wait = last?.wait ?? 0;
  if (wait > 0 || raced) throw new ApiError('SMS_RESEND_TOO_SOON', { retryAfterSeconds: Math.max(1, wait) });
}

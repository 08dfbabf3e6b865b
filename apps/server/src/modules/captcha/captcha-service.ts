import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { sometimesPurgeExpiredRows } from '../../db/expired-rows';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit, RATE_RULES } from '../../http/rate-limit';
import { captchaImage, randomCaptchaText } from './captcha-image';

/** Short enough that a solved image cannot be stockpiled, long enough to fill in a form. */
export const CAPTCHA_TTL_SECONDS = 120;
const answerHash = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');

/**
 * A new captcha for the form on screen. Throttled per IP (spec 4.6: one refresh a second, plus a
 * per-minute cap). With CAPTCHA_FIXED_TEXT (tests only; config refuses it in production) every
 * captcha reads that text, so automated tests can answer it.
 */
export async function issueCaptcha(
  db: Db,
  config: Config,
  merchantId: number,
  ip: string,
): Promise<{ captchaId: string; image: string; length: number; expiresInSeconds: number }> {
  const key = `${merchantId}:${ip}`;
  await consumeRateLimit(db, RATE_RULES.CAPTCHA_PER_IP, key);
  await consumeRateLimit(db, RATE_RULES.CAPTCHA_PER_IP_MINUTE, key);
  const text = config.CAPTCHA_FIXED_TEXT ?? randomCaptchaText();
  const captchaId = randomBytes(16).toString('base64url');
  await db
    .insertInto('captcha')
    .values({
      id: captchaId,
      merchant_id: merchantId,
      answer_hash: answerHash(text),
      expires_at: sql<Date>`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
    })
    .execute();
  await sometimesPurgeExpiredRows(db, 'captcha');
  return { captchaId, image: captchaImage(text), length: text.length, expiresInSeconds: CAPTCHA_TTL_SECONDS };
}

/**
 * Single use: the captcha is deleted by the first attempt, right or wrong, so one image cannot be
 * guessed at repeatedly. Throws CAPTCHA_REQUIRED when id or text is missing, CAPTCHA_INVALID when
 * wrong, expired, used or unknown. The comparison ignores case.
 */
export async function verifyCaptcha(
  db: Db,
  merchantId: number,
  captchaId: string | undefined,
  text: string | undefined,
): Promise<void> {
  if (!captchaId || !text?.trim()) throw new ApiError('CAPTCHA_REQUIRED');
  if (captchaId.length > 64) throw new ApiError('CAPTCHA_INVALID');
  const row = await db
    .deleteFrom('captcha')
    .where('id', '=', captchaId)
    .where('merchant_id', '=', merchantId)
    .returning(['answer_hash', sql<boolean>`expires_at > now()`.as('live')])
    .executeTakeFirst();
  if (!row?.live || row.answer_hash !== answerHash(text)) throw new ApiError('CAPTCHA_INVALID');
}

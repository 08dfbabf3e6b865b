import { createHash, randomBytes } from 'node:crypto';
import {
  HUMAN_CHECK_DIFFICULTY_BITS,
  type HumanCheck,
  type HumanProof,
  leadingZeroBits,
  proofInput,
} from '@platform/contracts/human-check';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { sometimesPurgeExpiredRows } from '../../db/expired-rows';
import { ApiError } from '../../http/envelope';
import { consumeRateLimit, type RateRule } from '../../http/rate-limit';

const LIFETIME_SECONDS = 120;
/** A login page asks for one per attempt; a script farming them is cut off well before it matters. */
const HUMAN_CHECK_PER_IP: RateRule = { name: 'human_check_ip', limit: 60, windowSeconds: 60 };

export async function issueHumanCheck(db: Db, merchantId: number, ip: string): Promise<HumanCheck> {
  await consumeRateLimit(db, HUMAN_CHECK_PER_IP, `${merchantId}:${ip}`);
  const check = {
    challengeId: randomBytes(16).toString('base64url'),
    salt: randomBytes(16).toString('base64url'),
    difficulty: HUMAN_CHECK_DIFFICULTY_BITS,
    expiresInSeconds: LIFETIME_SECONDS,
  };
  await db
    .insertInto('human_check')
    .values({
      id: check.challengeId,
      merchant_id: merchantId,
      salt: check.salt,
      difficulty: check.difficulty,
      expires_at: sql<Date>`now() + make_interval(secs => ${LIFETIME_SECONDS})`,
    })
    .execute();
  await sometimesPurgeExpiredRows(db, 'human_check');
  return check;
}

/**
 * Spends the challenge (single use, right or wrong) and checks the answer: HUMAN_CHECK_REQUIRED
 * when none came, HUMAN_CHECK_FAILED when it is unknown, expired, used or wrong.
 */
export async function verifyHumanProof(db: Db, merchantId: number, proof: HumanProof | undefined): Promise<void> {
  if (!proof) throw new ApiError('HUMAN_CHECK_REQUIRED');
  const check = await db
    .deleteFrom('human_check')
    .where('id', '=', proof.challengeId)
    .where('merchant_id', '=', merchantId)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['salt', 'difficulty'])
    .executeTakeFirst();
  if (!check) throw new ApiError('HUMAN_CHECK_FAILED');
  const digest = createHash('sha256').update(proofInput(check.salt, proof.nonce)).digest();
  if (leadingZeroBits(digest) < check.difficulty) throw new ApiError('HUMAN_CHECK_FAILED');
}

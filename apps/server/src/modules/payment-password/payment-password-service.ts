import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { isLoginPassword } from '../accounts/member-reads';
import { hashPassword, verifyPassword } from '../accounts/password-hashing';

/** Wrong payment passwords in a row before the payment password locks, and for how long. */
export const PAYMENT_PASSWORD_MAX_TRIES = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 15;

export async function hasPaymentPassword(db: Db, memberId: number): Promise<boolean> {
  const row = await db
    .selectFrom('member_payment_password')
    .select('member_id')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Checks the payment password before money leaves a member (withdrawal, transfer). Refusals:
 * PAYMENT_PASSWORD_NOT_SET, PAYMENT_PASSWORD_LOCKED (after 5 wrong in a row, for 15 minutes),
 * PAYMENT_PASSWORD_INCORRECT (value: triesLeft). Call it outside the money transaction: a wrong
 * try must be counted even though the caller's work is refused.
 */
export async function verifyPaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const row = await db
    .selectFrom('member_payment_password')
    .select(['password_hash', 'failed_tries', 'locked_until'])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  if (row.locked_until && row.locked_until.getTime() > Date.now()) {
    throw new ApiError('PAYMENT_PASSWORD_LOCKED', {
      retryAfterSeconds: Math.ceil((row.locked_until.getTime() - Date.now()) / 1000),
    });
  }
  if (await verifyPassword(row.password_hash, password)) {
    if (row.failed_tries > 0) {
      await db
        .updateTable('member_payment_password')
        .set({ failed_tries: 0, locked_until: null })
        .where('member_id', '=', memberId)
        .execute();
    }
    return;
  }
  // One statement, so concurrent wrong tries all count.
  const counted = await db
    .updateTable('member_payment_password')
    .set((eb) => ({ failed_tries: eb('failed_tries', '+', 1) }))
    .where('member_id', '=', memberId)
    .returning('failed_tries')
    .executeTakeFirstOrThrow();
  if (counted.failed_tries >= PAYMENT_PASSWORD_MAX_TRIES) {
    const lockedUntil = new Date(Date.now() + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000);
    await db
      .updateTable('member_payment_password')
      .set({ failed_tries: 0, locked_until: lockedUntil })
      .where('member_id', '=', memberId)
      .execute();
    throw new ApiError('PAYMENT_PASSWORD_LOCKED', { retryAfterSeconds: PAYMENT_PASSWORD_LOCK_MINUTES * 60 });
  }
  throw new ApiError('PAYMENT_PASSWORD_INCORRECT', { triesLeft: PAYMENT_PASSWORD_MAX_TRIES - counted.failed_tries });
}

/** Stores a new payment password (argon2id), clearing any lock. The caller has checked the old one. */
export async function storePaymentPassword(db: Db, memberId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db
    .insertInto('member_payment_password')
    .values({ member_id: memberId, password_hash: hash, updated_at: new Date() })
    .onConflict((oc) =>
      oc
        .column('member_id')
        .doUpdateSet({ password_hash: hash, failed_tries: 0, locked_until: null, updated_at: new Date() }),
    )
    .execute();
}

export type SetPaymentPasswordInput = { oldPassword?: string; newPassword: string; confirmPassword: string };

/**
 * Sets the payment password the first time, or changes it (security centre). A change needs the
 * current one, checked like any payment (wrong tries count towards the same lock). The new one
 * must be confirmed and may not be the login password: one stolen password must not open both.
 * The checks that need no secret come first, so a typo costs no try.
 */
export async function setPaymentPassword(db: Db, memberId: number, input: SetPaymentPasswordInput): Promise<void> {
  if (input.confirmPassword !== input.newPassword) throw new ApiError('PASSWORD_MISMATCH');
  const exists = await hasPaymentPassword(db, memberId);
  if (exists) {
    if (!input.oldPassword) throw invalidField('body.oldPassword', 'required');
    await verifyPaymentPassword(db, memberId, input.oldPassword);
  }
  // Checked after the old password, so this answer cannot be used to guess the login password.
  if (await isLoginPassword(db, memberId, input.newPassword)) {
    throw invalidField('body.newPassword', 'differs from login password');
  }
  if (exists) {
    await storePaymentPassword(db, memberId, input.newPassword);
    return;
  }
  // First time: two racing first sets must not both win; the loser is told to give the old one.
  const inserted = await db
    .insertInto('member_payment_password')
    .values({ member_id: memberId, password_hash: await hashPassword(input.newPassword), updated_at: new Date() })
    .onConflict((oc) => oc.column('member_id').doNothing())
    .executeTakeFirst();
  if (inserted.numInsertedOrUpdatedRows === 0n) throw invalidField('body.oldPassword', 'required');
}

function invalidField(field: string, rule: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { errors: [{ field, rule }] });
}

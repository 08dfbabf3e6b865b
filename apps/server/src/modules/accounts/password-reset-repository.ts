import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { hashPassword, verifyPassword } from './password-hashing';

/** How long an e-mailed temporary password works. */
export const EMAILED_PASSWORD_MINUTES = 30;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** A temporary password of 12 characters with at least a letter and a digit, so it passes usual password rules. */
export function newTemporaryPassword(): string {
  for (;;) {
    const candidate = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    if (/[A-Za-z]/.test(candidate) && /[0-9]/.test(candidate)) return candidate;
  }
}

export async function storeEmailedPassword(db: Db, memberId: number, password: string): Promise<void> {
  await db
    .insertInto('password_reset')
    .values({
      member_id: memberId,
      code_hash: await hashPassword(password),
      expires_at: new Date(Date.now() + EMAILED_PASSWORD_MINUTES * 60_000),
    })
    .execute();
}

/**
 * True, and used up, when the password is a live temporary password e-mailed to this member.
 * The member's own password keeps working meanwhile: a stranger who knows an account and its
 * e-mail can send a reset but cannot lock its owner out.
 */
export async function consumeEmailedPassword(db: Db, memberId: number, password: string): Promise<boolean> {
  const live = await db
    .selectFrom('password_reset')
    .select(['id', 'code_hash'])
    .where('member_id', '=', memberId)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .limit(3)
    .execute();
  for (const reset of live) {
    if (await verifyPassword(reset.code_hash, password)) {
      const used = await db
        .updateTable('password_reset')
        .set({ consumed_at: new Date() })
        .where('id', '=', reset.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n;
    }
  }
  return false;
}

/** A changed password makes every outstanding temporary password useless. */
export async function dropEmailedPasswords(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('password_reset')
    .set({ consumed_at: new Date() })
    .where('member_id', '=', memberId)
    .where('consumed_at', 'is', null)
    .execute();
}

import QRCode from 'qrcode';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import type { AccountDeps } from './account-deps';
import { findMemberById } from './member-repository';
import { maskMobile } from './mobile-number';
import { checkTotpCode } from './second-factor-service';
import { acceptedTotpStep, newTotpSecret, totpFor } from './totp';

export async function securityStatus(db: Db, memberId: number) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new ApiError('LOGIN_REQUIRED');
  const totp = await db
    .selectFrom('member_totp')
    .select('confirmed_at')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return {
    mobileBound: member.mobile !== null,
    maskedMobile: maskMobile(member.mobile, member.mobile_dialing_code),
    totpEnabled: Boolean(totp?.confirmed_at),
  };
}

/**
 * Starts (or restarts) an authenticator enrolment. The new secret stays pending until a code from
 * it is confirmed, so an enrolment abandoned half way never replaces a working authenticator.
 */
export async function startTotpEnrolment(db: Db, memberId: number, brandName: string) {
  const member = await findMemberById(db, memberId);
  if (!member) throw new ApiError('LOGIN_REQUIRED');
  const secret = newTotpSecret();
  await db
    .insertInto('member_totp')
    .values({ member_id: memberId, pending_secret: secret })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ pending_secret: secret }))
    .execute();
  const otpauthUri = totpFor(secret, brandName, member.account).toString();
  return { secret, otpauthUri, qrCode: await QRCode.toDataURL(otpauthUri) };
}

export async function confirmTotpEnrolment(
  deps: Pick<AccountDeps, 'db'>,
  memberId: number,
  code: string,
): Promise<void> {
  const { db } = deps;
  const row = await db
    .selectFrom('member_totp')
    .select('pending_secret')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!row?.pending_secret) throw new ApiError('NOT_FOUND');
  const step = acceptedTotpStep(row.pending_secret, code, null);
  if (step === null) throw new ApiError('VERIFICATION_CODE_INVALID');
  await db
    .updateTable('member_totp')
    .set({ secret: row.pending_secret, confirmed_at: new Date(), pending_secret: null, last_used_step: step })
    .where('member_id', '=', memberId)
    .execute();
}

/** Turning the authenticator off needs one of its codes: a stolen session alone cannot remove it. */
export async function disableTotp(deps: Pick<AccountDeps, 'db'>, memberId: number, code: string): Promise<void> {
  const { db } = deps;
  const row = await db
    .selectFrom('member_totp')
    .select('member_id')
    .where('member_id', '=', memberId)
    .where('confirmed_at', 'is not', null)
    .executeTakeFirst();
  if (!row) throw new ApiError('NOT_FOUND');
  await checkTotpCode(deps, memberId, code);
  await db.deleteFrom('member_totp').where('member_id', '=', memberId).execute();
}

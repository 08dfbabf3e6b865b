import type { MemberInfo } from '@platform/contracts/account';
import { roleOfType } from '@platform/contracts/account';
import { ApiError } from '../../http/envelope';
import type { DbOrTrx } from '../sessions/session-repository';
import { findMemberById } from './member-repository';

/**
 * Spec 3 member info. Balance, promotions and messages belong to later issues (ledger, promotions,
 * inbox): until they exist they answer zero rather than inventing values.
 */
export async function memberInfo(db: DbOrTrx, memberId: number, currencySymbol: string): Promise<MemberInfo> {
  const member = await findMemberById(db, memberId);
  const role = member ? roleOfType(member.type) : null;
  // Operators have no lobby session; this only guards against a caller that forgot the role check.
  if (!member || role === null || role === 'operator') throw new ApiError('LOGIN_REQUIRED');
  return {
    id: String(member.id),
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    role,
    balance: '0.00',
    currencySymbol,
    hasVip: member.vip_level > 0,
    vipLabelName: member.vip_label_name,
    vipRankLevel: member.vip_level,
    availablePromoCount: 0,
    unreadMessage: 0,
    mobileBound: member.mobile !== null,
    email: member.email,
    firstTimeLogin: member.first_login_at === null,
  };
}

export async function memberIcon(db: DbOrTrx, memberId: number): Promise<{ icon: string | null }> {
  const member = await findMemberById(db, memberId);
  return { icon: member?.icon ?? null };
}

/** The first-login action (spec 4.2): done once; later calls change nothing. */
export async function markFirstLogin(db: DbOrTrx, memberId: number): Promise<void> {
  await db
    .updateTable('member')
    .set({ first_login_at: new Date() })
    .where('id', '=', memberId)
    .where('first_login_at', 'is', null)
    .execute();
}

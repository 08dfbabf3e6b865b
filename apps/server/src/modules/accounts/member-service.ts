import type { MemberInfo } from '@platform/contracts/account';
import { roleOfType } from '@platform/contracts/account';
import { currencyDigits, toDecimalAmount } from '@platform/contracts/money-amount';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/envelope';
import { findMemberById, findMemberWithTotals } from './member-repository';

/** The merchant facts member info needs: its id and its one currency. */
export type InfoMerchant = { id: number; currency: string; currencySymbol: string };

/**
 * Spec 3 member info. The balance is the main wallet (ledger MEMBER_CASH) and unreadMessage the
 * member's unread platform messages; promotions belong to a later issue and answer zero until then.
 */
export async function memberInfo(db: Db, merchant: InfoMerchant, memberId: number): Promise<MemberInfo> {
  const member = await findMemberWithTotals(db, merchant.id, memberId);
  const role = member ? roleOfType(member.type) : null;
  // Operators have no lobby session; this only guards against a caller that forgot the role check.
  if (!member || role === null || role === 'operator') throw new ApiError('LOGIN_REQUIRED');
  return {
    id: String(member.id),
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    role,
    balance: toDecimalAmount(member.cash, currencyDigits(merchant.currency)),
    currencySymbol: merchant.currencySymbol,
    hasVip: member.vip_level > 0,
    vipLabelName: member.vip_label_name,
    vipRankLevel: member.vip_level,
    availablePromoCount: 0,
    unreadMessage: member.unread,
    mobileBound: member.mobile !== null,
    email: member.email,
    firstTimeLogin: member.first_login_at === null,
  };
}

export async function memberIcon(db: Db, memberId: number): Promise<{ icon: string | null }> {
  const member = await findMemberById(db, memberId);
  return { icon: member?.icon ?? null };
}

/** The first-login action (spec 4.2): done once; later calls change nothing. */
export async function markFirstLogin(db: Db, memberId: number): Promise<void> {
  await db
    .updateTable('member')
    .set({ first_login_at: new Date() })
    .where('id', '=', memberId)
    .where('first_login_at', 'is', null)
    .execute();
}

/**
 * Spec 2.9: the member centre's menu pages, in the spec's order; securityCenter ('my account') is
 * the default. Only the security centre has content in this issue; the rest arrive with theirs.
 */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
] as const;
export type MemberCentrePageName = (typeof MEMBER_CENTRE_PAGES)[number];

export function memberCentrePageOf(query: string | null): MemberCentrePageName {
  return MEMBER_CENTRE_PAGES.find((p) => p === query) ?? 'securityCenter';
}

import { WITHDRAWAL_RISK_RULES, type WithdrawalRisk } from '@platform/contracts/finance-admin';
import { toDecimalAmount } from '@platform/contracts/money-amount';
import { type RawBuilder, sql } from 'kysely';
import { sharedDeviceMembersSql } from '../accounts/member-activity-reads';
import { sharedAddressMembersSql } from '../accounts/member-reads';
import { memberMoneySignalsSql } from '../ledger/ledger-reads';
import { biggestWinMultipleSql } from '../vendor-wallet/vendor-round-reads';

/** The hints' raw facts for one order `o` of the queue, in the queue's own statement (no query per row). */
export type RiskFacts = {
  money: { required: string; done: string; netWin: string };
  first_withdrawal: boolean;
  bank_account_added_at: Date;
  bank_account_recent: boolean;
  shared: { count: number; accounts: string[] };
  shared_device: { count: number; accounts: string[] };
  biggest_multiple: string | null;
};

const { recentHours } = WITHDRAWAL_RISK_RULES;

/**
 * The columns the withdrawal queue adds to each order (aliases `o` for withdraw_order and `b` for
 * its bank account). The turnover counts from the member's last paid withdrawal before this order,
 * as the request itself was checked; "recent" is the rules' hours before the order was made.
 */
export function riskFactColumns(merchantId: number) {
  const memberId = sql.ref<number>('o.member_id');
  const lastPaid: RawBuilder<string | null> = sql`(select max(w.created_at)::text from withdraw_order w
    where w.member_id = o.member_id and w.status = 'PAID' and w.created_at < o.created_at)`;
  return [
    memberMoneySignalsSql({
      merchantId,
      memberId,
      since: lastPaid,
      depositMultiplier: sql`coalesce((select turnover_multiplier from withdraw_policy
        where merchant_id = ${merchantId}), 0)`,
      recentHours,
    }).as('money'),
    sql<boolean>`not exists (select 1 from withdraw_order w
      where w.member_id = o.member_id and w.status = 'PAID' and w.id < o.id)`.as('first_withdrawal'),
    sql<Date>`b.created_at`.as('bank_account_added_at'),
    sql<boolean>`b.created_at >= o.created_at - make_interval(hours => ${recentHours})`.as('bank_account_recent'),
    sharedAddressMembersSql(merchantId, memberId, WITHDRAWAL_RISK_RULES.sharedMembersNamed).as('shared'),
    sharedDeviceMembersSql(merchantId, memberId, WITHDRAWAL_RISK_RULES.sharedMembersNamed).as('shared_device'),
    biggestWinMultipleSql(merchantId, memberId, recentHours).as('biggest_multiple'),
  ] as const;
}

/** The facts as the console shows them, with the rules applied: amounts as decimals of the brand's currency. */
export function toWithdrawalRisk(facts: RiskFacts, digits: number): WithdrawalRisk {
  const required = BigInt(facts.money.required);
  const done = BigInt(facts.money.done);
  const netWin = BigInt(facts.money.netWin);
  const bigNetWin = BigInt(WITHDRAWAL_RISK_RULES.bigNetWinMajor) * 10n ** BigInt(digits);
  const multiple = facts.biggest_multiple;
  return {
    turnover: {
      required: toDecimalAmount(required, digits),
      done: toDecimalAmount(done, digits),
      met: done >= required,
    },
    firstWithdrawal: facts.first_withdrawal,
    bankAccountAddedAt: facts.bank_account_added_at.toISOString(),
    bankAccountRecent: facts.bank_account_recent,
    sharedAddress: { count: Number(facts.shared.count), accounts: facts.shared.accounts },
    sharedDevice: { count: Number(facts.shared_device.count), accounts: facts.shared_device.accounts },
    biggestWinMultiple: multiple,
    netWin: toDecimalAmount(netWin, digits),
    bigWin: netWin > bigNetWin || (multiple !== null && Number(multiple) > WITHDRAWAL_RISK_RULES.bigWinMultiple),
  };
}

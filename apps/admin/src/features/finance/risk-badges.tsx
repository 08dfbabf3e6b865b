import { WITHDRAWAL_RISK_RULES, type WithdrawalRisk } from '@platform/contracts/finance-admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isolate } from '../../shared/ui/isolate';
import styles from './risk-badges.module.css';

type Badge = { id: string; label: string; detail: string; warn: boolean };

/** The hints as badges: each a short word, its facts in words (the tooltip, and read by screen readers). */
export function riskBadges(risk: WithdrawalRisk, t: TFunction): Badge[] {
  const rules = WITHDRAWAL_RISK_RULES;
  const badges: Badge[] = [
    {
      id: 'turnover',
      label: t(risk.turnover.met ? 'finance_risk_turnover_met' : 'finance_risk_turnover_not_met'),
      detail: t('finance_risk_turnover_detail', {
        done: isolate(risk.turnover.done),
        required: isolate(risk.turnover.required),
      }),
      warn: !risk.turnover.met,
    },
  ];
  if (risk.firstWithdrawal)
    badges.push({
      id: 'first',
      label: t('finance_risk_first'),
      detail: t('finance_risk_first_detail'),
      warn: true,
    });
  if (risk.bankAccountRecent)
    badges.push({
      id: 'bank',
      label: t('finance_risk_new_bank'),
      detail: t('finance_risk_new_bank_detail', { hours: isolate(rules.recentHours) }),
      warn: true,
    });
  if (risk.sharedAddress.count > 0)
    badges.push({
      id: 'shared',
      label: t('finance_risk_shared', { count: risk.sharedAddress.count }),
      detail: t('finance_risk_shared_detail', {
        count: risk.sharedAddress.count,
        accounts: risk.sharedAddress.accounts.map(isolate).join('، '),
      }),
      warn: true,
    });
  if (risk.sharedDevice.count > 0)
    badges.push({
      id: 'device',
      label: t('finance_risk_device', { count: risk.sharedDevice.count }),
      detail: t('finance_risk_device_detail', {
        count: risk.sharedDevice.count,
        accounts: risk.sharedDevice.accounts.map(isolate).join('، '),
      }),
      warn: true,
    });
  if (risk.bigWin)
    badges.push({
      id: 'win',
      label: t('finance_risk_big_win'),
      detail: t('finance_risk_big_win_detail', {
        multiple: isolate(risk.biggestWinMultiple ?? '0'),
        net: isolate(risk.netWin),
        hours: isolate(rules.recentHours),
        rule: isolate(rules.bigWinMultiple),
        threshold: isolate(rules.bigNetWinMajor),
      }),
      warn: true,
    });
  return badges;
}

/** A withdrawal's risk hints beside it in the queue; nothing for an order without hints (just decided). */
export function RiskBadges({ risk }: { risk: WithdrawalRisk | null }) {
  const { t } = useTranslation();
  if (!risk) return <span>—</span>;
  return (
    <ul className={styles.badges} aria-label={t('finance_risk_label')}>
      {riskBadges(risk, t).map((badge) => (
        <li key={badge.id} className={badge.warn ? styles.warn : styles.ok} title={badge.detail}>
          {badge.label}
          <span className={styles.detail}>{badge.detail}</span>
        </li>
      ))}
    </ul>
  );
}

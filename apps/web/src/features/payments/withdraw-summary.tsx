import type { WithdrawSettings } from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import styles from './payments.module.css';

/** Balance, limits and today's use: what the amount will be checked against. */
export function WithdrawSummary({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const rows: [string, string][] = [
    [t('pay_withdrawable_balance'), format(settings.balance)],
    [t('pay_per_withdrawal'), t('pay_limits', { min: format(settings.minAmount), max: format(settings.maxAmount) })],
    [
      t('pay_daily_amount'),
      t('pay_used_of', { used: format(settings.usedTodayAmount), total: format(settings.dailyMaxAmount) }),
    ],
    [
      t('pay_daily_count'),
      t('pay_used_of', { used: String(settings.usedTodayCount), total: String(settings.dailyMaxCount) }),
    ],
    [t('pay_turnover_remaining'), format(settings.turnoverRemaining)],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summaryItem}>
          <dt>{label}</dt>
          <dd>
            <bdi>{value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

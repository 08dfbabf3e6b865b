import type { WithdrawSettings } from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { isolate } from '../../shared/ui/isolated';
import styles from './payments.module.css';

/** Balance, limits and today's use: what the amount will be checked against. */
export function WithdrawSummary({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  // A lone amount is isolated as a whole; inside a sentence ("$10.00 of $500.00"), each amount is.
  const amount = (value: string) => isolate(format(value), 'ltr');
  const rows: [string, string][] = [
    [t('pay_withdrawable_balance'), amount(settings.balance)],
    [t('pay_per_withdrawal'), t('pay_limits', { min: amount(settings.minAmount), max: amount(settings.maxAmount) })],
    [
      t('pay_daily_amount'),
      t('pay_used_of', { used: amount(settings.usedTodayAmount), total: amount(settings.dailyMaxAmount) }),
    ],
    [
      t('pay_daily_count'),
      t('pay_used_of', {
        used: isolate(String(settings.usedTodayCount), 'ltr'),
        total: isolate(String(settings.dailyMaxCount), 'ltr'),
      }),
    ],
    [t('pay_turnover_remaining'), amount(settings.turnoverRemaining)],
  ];
  return (
    <dl className={styles.summary}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.summaryItem}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

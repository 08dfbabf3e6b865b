import type { WithdrawOrder } from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import styles from './payments.module.css';

type Props = {
  order: WithdrawOrder;
  /** The balance after the hold, once the settings have been read again; null while they load. */
  newBalance: string | null;
  onAgain: () => void;
};

/** A withdrawal request that went through: its order and what is left on the balance. */
export function WithdrawResult({ order, newBalance, onAgain }: Props) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  return (
    <div className={styles.result}>
      <p role="status" className={styles.success}>
        {t('pay_withdraw_submitted')}
      </p>
      <dl className={styles.details}>
        <div className={styles.detailRow}>
          <dt>{t('pay_order_no')}</dt>
          <dd>
            <bdi>{order.id}</bdi>
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>{t('pay_amount')}</dt>
          <dd>
            <bdi>{format(order.amount)}</bdi>
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>{t('pay_bank_account')}</dt>
          <dd>
            <bdi>{`${order.bankAccount.bankName} · ${order.bankAccount.accountNumberMasked}`}</bdi>
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>{t('pay_status')}</dt>
          <dd>
            <span className={styles[`status_${order.status}`]}>{t(`pay_withdraw_status_${order.status}`)}</span>
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>{t('pay_new_balance')}</dt>
          <dd>{newBalance === null ? t('loading') : <bdi>{format(newBalance)}</bdi>}</dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onAgain}>
          {t('pay_withdraw_again')}
        </button>
      </div>
    </div>
  );
}

import type { WithdrawOrder } from '@platform/contracts/withdraw';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { Isolated } from '../../shared/ui/isolated';
import { BankAccountLabel } from './bank-account-label';
import { DetailRow } from './detail-row';
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
        <DetailRow label={t('pay_order_no')}>
          <Isolated dir="ltr">{order.id}</Isolated>
        </DetailRow>
        <DetailRow label={t('pay_amount')}>
          <Isolated dir="ltr">{format(order.amount)}</Isolated>
        </DetailRow>
        <DetailRow label={t('pay_bank_account')}>
          <BankAccountLabel
            bankName={order.bankAccount.bankName}
            accountNumberMasked={order.bankAccount.accountNumberMasked}
          />
        </DetailRow>
        <DetailRow label={t('pay_status')}>
          <span className={styles[`status_${order.status}`]}>{t(`pay_withdraw_status_${order.status}`)}</span>
        </DetailRow>
        <DetailRow label={t('pay_new_balance')}>
          {newBalance === null ? t('loading') : <Isolated dir="ltr">{format(newBalance)}</Isolated>}
        </DetailRow>
      </dl>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onAgain}>
          {t('pay_withdraw_again')}
        </button>
      </div>
    </div>
  );
}

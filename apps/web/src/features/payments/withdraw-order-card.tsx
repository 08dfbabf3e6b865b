import type { WithdrawOrder } from '@platform/contracts/withdraw';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/i18n/use-date-time';
import { useCurrency } from '../../shared/money/format-money';
import { Isolated } from '../../shared/ui/isolated';
import { BankAccountLabel } from './bank-account-label';
import styles from './payments.module.css';
import { confirmationChoices, WithdrawConfirmation } from './withdraw-confirmation';

/** One withdrawal: amount, account, status, the member's confirmation and what it recorded. */
export function WithdrawOrderCard({ order }: { order: WithdrawOrder }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const formatTime = useDateTime();
  const [confirmed, setConfirmed] = useState(false);
  const awaitingConfirmation = order.status === 'PAID' && order.confirmation === 'NONE';
  return (
    <article className={styles.orderCard} aria-label={t('pay_order_label', { id: order.id })}>
      <div className={styles.orderHead}>
        <Isolated dir="ltr" className={styles.orderAmount}>
          {format(order.amount)}
        </Isolated>
        <span className={styles[`status_${order.status}`]}>{t(`pay_withdraw_status_${order.status}`)}</span>
      </div>
      <dl className={styles.orderMeta}>
        <div>
          <dt>{t('pay_order_no')}</dt>
          <dd>
            <Isolated dir="ltr">{order.id}</Isolated>
          </dd>
        </div>
        <div>
          <dt>{t('pay_time')}</dt>
          <dd>{formatTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('pay_bank_account')}</dt>
          <dd>
            <BankAccountLabel
              bankName={order.bankAccount.bankName}
              accountNumberMasked={order.bankAccount.accountNumberMasked}
            />
          </dd>
        </div>
        {order.status === 'PAID' ? (
          <div>
            <dt>{t('pay_confirmation')}</dt>
            <dd>{t(`pay_confirmation_${order.confirmation}`)}</dd>
          </div>
        ) : null}
        {order.receivedAmount !== null ? (
          <div>
            <dt>{t('pay_received_amount')}</dt>
            <dd>
              <Isolated dir="ltr">{format(order.receivedAmount)}</Isolated>
            </dd>
          </div>
        ) : null}
        {order.remainingAmount !== null ? (
          <div>
            <dt>{t('pay_remaining_amount')}</dt>
            <dd>
              <Isolated dir="ltr">{format(order.remainingAmount)}</Isolated>
            </dd>
          </div>
        ) : null}
        {order.proofImages > 0 ? (
          <div>
            <dt>{t('pay_proof_images')}</dt>
            <dd>{order.proofImages}</dd>
          </div>
        ) : null}
        {order.remark ? (
          <div>
            <dt>{t('pay_remark')}</dt>
            <dd>{order.remark}</dd>
          </div>
        ) : null}
      </dl>
      {awaitingConfirmation && order.autoReceiveAt ? (
        <p className={styles.hint}>{t('pay_auto_receive_at', { time: formatTime(order.autoReceiveAt) })}</p>
      ) : null}
      {confirmed ? (
        <p role="status" className={styles.success}>
          {t('pay_confirmation_saved')}
        </p>
      ) : null}
      {confirmationChoices(order).length > 0 && !confirmed ? (
        <WithdrawConfirmation order={order} onConfirmed={() => setConfirmed(true)} />
      ) : null}
    </article>
  );
}

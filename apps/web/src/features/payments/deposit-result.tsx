import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import { Isolated } from '../../shared/ui/isolated';
import { depositOrdersQueryKey, fetchDepositOrders } from './deposit-api';
import type { DepositOutcome } from './deposit-form';
import { DetailRow } from './detail-row';
import { isWebAddress } from './pay-page';
import styles from './payments.module.css';

/** After a deposit: a bank transfer waits for the operator; an online order waits for the provider. */
export function DepositResult({ outcome, onAgain }: { outcome: DepositOutcome; onAgain: () => void }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const { payUrl, payPage } = outcome;
  // The newest orders page (kept fresh by the list below while an order waits) carries this
  // order's outcome: the card shows it too, instead of the status it had when submitted.
  const latest = useQuery({
    queryKey: [...depositOrdersQueryKey, 1],
    queryFn: ({ signal }) => fetchDepositOrders(1, signal),
    select: (page) => page.list.find((o) => o.id === outcome.order.id),
  });
  const order = latest.data ?? outcome.order;
  const manual = order.channelKind === 'BANK_TRANSFER';
  return (
    <div className={styles.result}>
      <p
        role="status"
        className={order.status === 'CREDITED' || order.status === 'PENDING' ? styles.success : styles.notice}
      >
        {order.status !== 'PENDING'
          ? t(`pay_deposit_outcome_${order.status}`)
          : manual
            ? t('pay_transfer_submitted')
            : t('pay_online_pending')}
      </p>
      {!manual && order.status === 'PENDING' && payUrl && isWebAddress(payUrl) ? (
        <p className={payPage === 'opened' ? styles.hint : styles.notice}>
          {payPage === 'opened' ? t('pay_page_opened') : t('pay_page_blocked')}{' '}
          <a href={payUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t('pay_open_payment_page')}
          </a>
        </p>
      ) : null}
      <dl className={styles.details}>
        <DetailRow label={t('pay_order_no')}>
          <Isolated dir="ltr">{order.id}</Isolated>
        </DetailRow>
        <DetailRow label={t('pay_channel')}>
          <Isolated>{order.channelName}</Isolated>
        </DetailRow>
        <DetailRow label={t('pay_amount')}>
          <Isolated dir="ltr">{format(order.amount)}</Isolated>
        </DetailRow>
        {order.reference ? (
          <DetailRow label={t('pay_reference')}>
            <Isolated dir="ltr">{order.reference}</Isolated>
          </DetailRow>
        ) : null}
        <DetailRow label={t('pay_status')}>
          <span className={styles[`status_${order.status}`]}>{t(`pay_deposit_status_${order.status}`)}</span>
        </DetailRow>
      </dl>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onAgain}>
          {t('pay_deposit_again')}
        </button>
      </div>
    </div>
  );
}

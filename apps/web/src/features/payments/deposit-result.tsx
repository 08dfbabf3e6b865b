import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import type { DepositOutcome } from './deposit-form';
import { DetailRow } from './detail-row';
import { isWebAddress } from './pay-page';
import styles from './payments.module.css';

/** After a deposit: a bank transfer waits for the operator; an online order waits for the provider. */
export function DepositResult({ outcome, onAgain }: { outcome: DepositOutcome; onAgain: () => void }) {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const { order, payUrl, payPage } = outcome;
  const manual = order.channelKind === 'BANK_TRANSFER';
  return (
    <div className={styles.result}>
      <p role="status" className={styles.success}>
        {manual ? t('pay_transfer_submitted') : t('pay_online_pending')}
      </p>
      {!manual && payUrl && isWebAddress(payUrl) ? (
        <p className={payPage === 'opened' ? styles.hint : styles.notice}>
          {payPage === 'opened' ? t('pay_page_opened') : t('pay_page_blocked')}{' '}
          <a href={payUrl} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {t('pay_open_payment_page')}
          </a>
        </p>
      ) : null}
      <dl className={styles.details}>
        <DetailRow label={t('pay_order_no')}>
          <bdi>{order.id}</bdi>
        </DetailRow>
        <DetailRow label={t('pay_channel')}>{order.channelName}</DetailRow>
        <DetailRow label={t('pay_amount')}>
          <bdi>{format(order.amount)}</bdi>
        </DetailRow>
        {order.reference ? (
          <DetailRow label={t('pay_reference')}>
            <bdi>{order.reference}</bdi>
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

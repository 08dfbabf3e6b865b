import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../shared/money/format-money';
import type { DepositOutcome } from './deposit-form';
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
        <div className={styles.detailRow}>
          <dt>{t('pay_order_no')}</dt>
          <dd>
            <bdi>{order.id}</bdi>
          </dd>
        </div>
        <div className={styles.detailRow}>
          <dt>{t('pay_channel')}</dt>
          <dd>{order.channelName}</dd>
        </div>
        <div className={styles.detailRow}>
          <dt>{t('pay_amount')}</dt>
          <dd>
            <bdi>{format(order.amount)}</bdi>
          </dd>
        </div>
        {order.reference ? (
          <div className={styles.detailRow}>
            <dt>{t('pay_reference')}</dt>
            <dd>
              <bdi>{order.reference}</bdi>
            </dd>
          </div>
        ) : null}
        <div className={styles.detailRow}>
          <dt>{t('pay_status')}</dt>
          <dd>
            <span className={styles[`status_${order.status}`]}>{t(`pay_deposit_status_${order.status}`)}</span>
          </dd>
        </div>
      </dl>
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onAgain}>
          {t('pay_deposit_again')}
        </button>
      </div>
    </div>
  );
}

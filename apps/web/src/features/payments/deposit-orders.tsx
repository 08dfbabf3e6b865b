import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/i18n/use-date-time';
import { useCurrency } from '../../shared/money/format-money';
import { depositOrdersQueryKey, fetchDepositOrders } from './deposit-api';
import { OrdersSection } from './orders-section';
import styles from './payments.module.css';

/** The member's recent deposit orders, newest first, with their translated statuses. */
export function DepositOrders() {
  const { t } = useTranslation();
  const { format } = useCurrency();
  const formatTime = useDateTime();
  return (
    <OrdersSection
      title={t('pay_deposit_orders')}
      queryKey={depositOrdersQueryKey}
      fetchPage={fetchDepositOrders}
      waiting={(order) => order.status === 'PENDING'}
    >
      {(orders, titleId) => (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                <th scope="col">{t('pay_order_no')}</th>
                <th scope="col">{t('pay_time')}</th>
                <th scope="col">{t('pay_channel')}</th>
                <th scope="col">{t('pay_amount')}</th>
                <th scope="col">{t('pay_reference')}</th>
                <th scope="col">{t('pay_status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <bdi>{order.id}</bdi>
                  </td>
                  <td>{formatTime(order.createdAt)}</td>
                  <td>{order.channelName}</td>
                  <td>
                    <bdi>{format(order.amount)}</bdi>
                  </td>
                  <td>{order.reference ? <bdi>{order.reference}</bdi> : '—'}</td>
                  <td>
                    <span className={styles[`status_${order.status}`]}>{t(`pay_deposit_status_${order.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </OrdersSection>
  );
}

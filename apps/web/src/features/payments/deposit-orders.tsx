import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../shared/i18n/use-date-time';
import { useCurrency } from '../../shared/money/format-money';
import { Isolated } from '../../shared/ui/isolated';
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
                    <Isolated dir="ltr">{order.id}</Isolated>
                  </td>
                  <td>{formatTime(order.createdAt)}</td>
                  <td>
                    <Isolated>{order.channelName}</Isolated>
                  </td>
                  <td>
                    <Isolated dir="ltr">{format(order.amount)}</Isolated>
                  </td>
                  <td>{order.reference ? <Isolated dir="ltr">{order.reference}</Isolated> : '—'}</td>
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

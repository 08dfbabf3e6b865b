import { useTranslation } from 'react-i18next';
import { OrdersSection } from './orders-section';
import styles from './payments.module.css';
import { fetchWithdrawOrders, withdrawOrdersQueryKey } from './withdraw-api';
import { WithdrawOrderCard } from './withdraw-order-card';

/** The member's withdrawals, newest first: status, confirmation state and, when due, the confirmation. */
export function WithdrawOrders() {
  const { t } = useTranslation();
  return (
    <OrdersSection
      title={t('pay_withdraw_orders')}
      queryKey={withdrawOrdersQueryKey}
      fetchPage={fetchWithdrawOrders}
      waiting={(order) => order.status === 'PENDING'}
    >
      {(orders) => (
        <ul className={styles.orderList}>
          {orders.map((order) => (
            <li key={order.id}>
              <WithdrawOrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </OrdersSection>
  );
}

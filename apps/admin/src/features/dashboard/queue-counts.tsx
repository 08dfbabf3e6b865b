import type { Dashboard, PendingQueue } from '@platform/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { consolePagePermission } from '../../shared/console-pages';
import { useStaff } from '../../shared/session/use-staff';
import { useCount } from '../../shared/ui/format';
import styles from './dashboard.module.css';

/** Where each queue is worked; a count links there once the console has the page and the role may open it. */
const QUEUE_PAGES: Record<PendingQueue, string> = {
  deposits: '/finance/deposits',
  withdrawals: '/finance/withdrawals',
  adjustments: '/adjustments',
  vendorTransfers: '/finance/vendor-transfers',
};

export function QueueCounts({ queues }: { queues: Dashboard['queues'] }) {
  const { t } = useTranslation();
  const count = useCount();
  const permissions = useStaff().data?.permissions ?? [];
  return (
    <section aria-labelledby="dashboard-queues" className={styles.block}>
      <h2 id="dashboard-queues" className={styles.heading}>
        {t('dashboard_queues')}
      </h2>
      <ul className={styles.queues}>
        {queues.map(({ queue, count: waiting }) => {
          const path = QUEUE_PAGES[queue];
          const permission = consolePagePermission(path);
          const label = t(`dashboard_queue_${queue}`);
          return (
            <li key={queue} className={waiting > 0 ? styles.waiting : undefined}>
              <span className={styles.queueCount}>{count(waiting)}</span>
              {permission && permissions.includes(permission) ? (
                <Link to={path} aria-label={t('dashboard_queue_open', { queue: label, count: waiting })}>
                  {label}
                </Link>
              ) : (
                <span>{label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

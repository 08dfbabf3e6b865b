import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type Dashboard, dashboardSchema } from '@platform/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../shared/api/http';
import { isolate } from '../../shared/ui/isolate';
import { ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import styles from './dashboard.module.css';
import { DashboardCharts } from './dashboard-charts';
import { FigureCards } from './figure-cards';
import { QueueCounts } from './queue-counts';

/**
 * The brand's dashboard: the queues waiting for staff, today's and the last 30 days' figures in
 * the brand's time zone, and the 30 days as charts and as a table.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useQuery({ queryKey: ['dashboard'], queryFn: () => apiCall(dashboardSchema, ADMIN_API.dashboard) });
  return (
    <section aria-labelledby="dashboard-title" className={styles.page}>
      <div className={ui.pageHeading}>
        <h1 id="dashboard-title" className={ui.pageTitle}>
          {t('dashboard_title')}
        </h1>
        {dashboard.data ? <BrandDay dashboard={dashboard.data} /> : null}
      </div>
      {dashboard.isPending ? (
        <LoadingState />
      ) : dashboard.isError ? (
        <ErrorState error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <>
          <QueueCounts queues={dashboard.data.queues} />
          <FigureCards today={dashboard.data.todayFigures} last30={dashboard.data.last30} />
          <DashboardCharts dashboard={dashboard.data} />
        </>
      )}
    </section>
  );
}

function BrandDay({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  return (
    <p className={styles.muted}>
      {t('dashboard_brand_day', { day: isolate(dashboard.today), zone: isolate(dashboard.timeZone) })}
    </p>
  );
}

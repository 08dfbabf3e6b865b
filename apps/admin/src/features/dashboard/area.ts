import { LayoutDashboard } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

/** The brand at a glance: every role's first page. */
export const dashboardArea: ConsoleArea = {
  id: 'dashboard',
  labelKey: 'nav_dashboard_section',
  pages: [
    {
      path: '/dashboard',
      permission: 'dashboard.view',
      component: lazy(() => import('./dashboard-page').then((m) => ({ default: m.DashboardPage }))),
      nav: { labelKey: 'nav_dashboard', icon: LayoutDashboard },
    },
  ],
};

import { BarChart3, Gamepad2, Landmark, Users } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

/** The brand's reports over a range of its days, each exportable as CSV. */
export const reportsArea: ConsoleArea = {
  id: 'reports',
  labelKey: 'nav_reports',
  pages: [
    {
      path: '/reports/daily',
      permission: 'reports.view',
      component: lazy(() => import('./daily-report-page').then((m) => ({ default: m.DailyReportPage }))),
      nav: { labelKey: 'nav_reports_daily', icon: BarChart3 },
    },
    {
      path: '/reports/games',
      permission: 'reports.view',
      component: lazy(() => import('./games-report-page').then((m) => ({ default: m.GamesReportPage }))),
      nav: { labelKey: 'nav_reports_games', icon: Gamepad2 },
    },
    {
      path: '/reports/channels',
      permission: 'reports.view',
      component: lazy(() => import('./channels-report-page').then((m) => ({ default: m.ChannelsReportPage }))),
      nav: { labelKey: 'nav_reports_channels', icon: Landmark },
    },
    {
      path: '/reports/players',
      permission: 'reports.view',
      component: lazy(() => import('./players-report-page').then((m) => ({ default: m.PlayersReportPage }))),
      nav: { labelKey: 'nav_reports_players', icon: Users },
    },
  ],
};

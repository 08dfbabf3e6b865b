import { Scale } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

export const adjustmentsArea: ConsoleArea = {
  id: 'adjustments',
  labelKey: 'adjustments_nav_section',
  pages: [
    {
      path: '/adjustments',
      permission: 'adjustments.request',
      component: lazy(() => import('./adjustments-page').then((m) => ({ default: m.AdjustmentsPage }))),
      nav: { labelKey: 'adjustments_nav_list', icon: Scale },
    },
  ],
};

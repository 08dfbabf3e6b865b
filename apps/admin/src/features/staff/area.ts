import { UsersRound } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

export const staffArea: ConsoleArea = {
  id: 'staff',
  labelKey: 'staff_nav_section',
  pages: [
    {
      path: '/staff',
      permission: 'staff.manage',
      component: lazy(() => import('./staff-page').then((m) => ({ default: m.StaffPage }))),
      nav: { labelKey: 'staff_nav_accounts', icon: UsersRound },
    },
  ],
};

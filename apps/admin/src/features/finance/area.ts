import { ArrowDownToLine, ArrowUpFromLine } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

export const financeArea: ConsoleArea = {
  id: 'finance',
  labelKey: 'nav_finance',
  pages: [
    {
      path: '/finance/deposits',
      permission: 'deposits.review',
      component: lazy(() => import('./deposits-page').then((m) => ({ default: m.DepositsPage }))),
      nav: { labelKey: 'nav_deposits', icon: ArrowDownToLine },
    },
    {
      path: '/finance/withdrawals',
      permission: 'withdrawals.review',
      component: lazy(() => import('./withdrawals-page').then((m) => ({ default: m.WithdrawalsPage }))),
      nav: { labelKey: 'nav_withdrawals', icon: ArrowUpFromLine },
    },
  ],
};

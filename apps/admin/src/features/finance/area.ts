import { ArrowDownToLine, ArrowLeftRight, ArrowUpFromLine, Landmark } from 'lucide-react';
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
    {
      path: '/finance/vendor-transfers',
      permission: 'deposits.review',
      component: lazy(() => import('./vendor-transfers-page').then((m) => ({ default: m.VendorTransfersPage }))),
      nav: { labelKey: 'finance_nav_transfers', icon: ArrowLeftRight },
    },
    {
      path: '/finance/payment-settings',
      permission: 'config.manage',
      component: lazy(() => import('./payment-settings-page').then((m) => ({ default: m.PaymentSettingsPage }))),
      nav: { labelKey: 'finance_nav_payments', icon: Landmark },
    },
  ],
};

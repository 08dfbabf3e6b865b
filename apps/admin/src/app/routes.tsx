import type { RouteObject } from 'react-router';
import { AuditPage } from '../features/audit/audit-page';
import { DepositsPage } from '../features/finance/deposits-page';
import { WithdrawalsPage } from '../features/finance/withdrawals-page';
import { LoginPage } from '../features/login/login-page';
import { NotFound } from './not-found';
import { FirstAllowedPage, RequirePermission, Shell } from './shell';

/** The console's pages, under the router's basename /admin. */
export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <FirstAllowedPage /> },
      {
        path: 'finance/deposits',
        element: (
          <RequirePermission permission="deposits.review">
            <DepositsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'finance/withdrawals',
        element: (
          <RequirePermission permission="withdrawals.review">
            <WithdrawalsPage />
          </RequirePermission>
        ),
      },
      {
        path: 'audit',
        element: (
          <RequirePermission permission="audit.view">
            <AuditPage />
          </RequirePermission>
        ),
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

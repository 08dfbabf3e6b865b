import { ScrollText } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

export const auditArea: ConsoleArea = {
  id: 'audit',
  labelKey: 'nav_audit_section',
  pages: [
    {
      path: '/audit',
      permission: 'audit.view',
      component: lazy(() => import('./audit-page').then((m) => ({ default: m.AuditPage }))),
      nav: { labelKey: 'nav_audit', icon: ScrollText },
    },
  ],
};

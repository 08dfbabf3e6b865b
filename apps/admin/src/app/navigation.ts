import type { StaffPermission } from '@platform/contracts/staff';
import { ArrowDownToLine, ArrowUpFromLine, type LucideIcon, ScrollText } from 'lucide-react';

/** One page of the console, shown only to a role that holds its permission. */
export type NavEntry = { path: string; labelKey: string; permission: StaffPermission; icon: LucideIcon };
/** A group of pages in the side navigation (finance, players, content, configuration, ...). */
export type NavSection = { id: string; labelKey: string; entries: readonly NavEntry[] };

/**
 * The console's pages by section, in the order the side navigation lists them. A section later
 * pages join (dashboard, players, content, configuration, agents, reports) is added here with its
 * entries; only built pages are listed, never a placeholder.
 */
export const NAVIGATION: readonly NavSection[] = [
  {
    id: 'finance',
    labelKey: 'nav_finance',
    entries: [
      { path: '/finance/deposits', labelKey: 'nav_deposits', permission: 'deposits.review', icon: ArrowDownToLine },
      {
        path: '/finance/withdrawals',
        labelKey: 'nav_withdrawals',
        permission: 'withdrawals.review',
        icon: ArrowUpFromLine,
      },
    ],
  },
  {
    id: 'audit',
    labelKey: 'nav_audit_section',
    entries: [{ path: '/audit', labelKey: 'nav_audit', permission: 'audit.view', icon: ScrollText }],
  },
];

/** The sections and entries these permissions allow; a section with nothing allowed is left out. */
export function navigationFor(permissions: readonly StaffPermission[]): NavSection[] {
  return NAVIGATION.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => permissions.includes(entry.permission)),
  })).filter((section) => section.entries.length > 0);
}

import type { StaffPermission } from '@platform/contracts/staff';
import type { LucideIcon } from 'lucide-react';
import { CONSOLE_AREAS } from './areas';

/** One page of the console in the side navigation, shown only to a role that holds its permission. */
export type NavEntry = { path: string; labelKey: string; permission: StaffPermission; icon: LucideIcon };
/** A group of pages in the side navigation (finance, players, content, configuration, ...). */
export type NavSection = { id: string; labelKey: string; entries: readonly NavEntry[] };

/** The console's listed pages by area; only built pages exist, never a placeholder. */
export const NAVIGATION: readonly NavSection[] = CONSOLE_AREAS.map((area) => ({
  id: area.id,
  labelKey: area.labelKey,
  entries: area.pages.flatMap((page) =>
    page.nav ? [{ path: page.path, permission: page.permission, ...page.nav }] : [],
  ),
}));

/** The sections and entries these permissions allow; a section with nothing allowed is left out. */
export function navigationFor(permissions: readonly StaffPermission[]): NavSection[] {
  return NAVIGATION.map((section) => ({
    ...section,
    entries: section.entries.filter((entry) => permissions.includes(entry.permission)),
  })).filter((section) => section.entries.length > 0);
}

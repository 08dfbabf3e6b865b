import type { StaffPermission } from '@platform/contracts/staff';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType, LazyExoticComponent } from 'react';

/**
 * One page of the console: its address under /admin, the permission that opens it, and the
 * component (loaded lazily, so each area's code arrives only when a page of it is opened).
 * A page with `nav` (label and icon) is listed in the side navigation; one without is reached from
 * another page (a player's profile from the search, say).
 */
export type ConsolePage = {
  path: string;
  permission: StaffPermission;
  component: LazyExoticComponent<ComponentType> | ComponentType;
  nav?: { labelKey: string; icon: LucideIcon };
};

/**
 * A part of the console (finance, players, content, ...): a section of the side navigation and
 * its pages. Each area lives in its own feature folder (`features/<area>/area.ts`) with its own
 * strings (`features/<area>/i18n/{ar,en}.json`); app/areas.ts lists them in navigation order.
 */
export type ConsoleArea = { id: string; labelKey: string; pages: readonly ConsolePage[] };

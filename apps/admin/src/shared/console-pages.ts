import type { StaffPermission } from '@platform/contracts/staff';

/**
 * The console's pages by address, for a feature that links to another area's page (the
 * dashboard's queue counts): the app registers its areas' pages here once, and a link is drawn
 * only to a page that exists and the staff member may open. Features never import the app.
 */
const pages = new Map<string, StaffPermission>();

export function registerConsolePages(list: readonly { path: string; permission: StaffPermission }[]): void {
  for (const page of list) pages.set(page.path, page.permission);
}

/** The page's permission when the console has a page at `path`. */
export function consolePagePermission(path: string): StaffPermission | undefined {
  return pages.get(path);
}

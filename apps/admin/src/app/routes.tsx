import type { RouteObject } from 'react-router';
import { LoginPage } from '../features/login/login-page';
import { registerConsolePages } from '../shared/console-pages';
import { CONSOLE_AREAS } from './areas';
import { NotFound } from './not-found';
import { FirstAllowedPage, RequirePermission, Shell } from './shell';

// Features link to each other's pages only where the page exists (the dashboard's queues).
registerConsolePages(CONSOLE_AREAS.flatMap((area) => area.pages));

/** Every area's pages, each behind the permission it declares. */
const areaRoutes: RouteObject[] = CONSOLE_AREAS.flatMap((area) =>
  area.pages.map(({ path, permission, component: Page }) => ({
    path: path.slice(1),
    element: (
      <RequirePermission permission={permission}>
        <Page />
      </RequirePermission>
    ),
  })),
);

/** The console's pages, under the router's basename /admin. */
export const adminRoutes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [{ index: true, element: <FirstAllowedPage /> }, ...areaRoutes, { path: '*', element: <NotFound /> }],
  },
];

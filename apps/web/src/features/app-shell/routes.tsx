import { WEB_ROUTES, type WebRoute } from '@platform/contracts/web-routes';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { hasSessionToken } from '../../shared/storage/session-keys';
import { AgentPage } from '../pages/agent-page';
import { DownloadPage } from '../pages/download-page';
import { GameListPage } from '../pages/game-list-page';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageFrame } from '../pages/page-frame';
import { ROUTE_TITLE_KEYS } from '../pages/route-titles';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Spec 2.1: a login-required route without a session token goes to /login. */
function LoginRequired({ children }: { children: ReactNode }) {
  return hasSessionToken() ? children : <Navigate to="/login" replace />;
}

function screenFor(route: WebRoute): ReactNode {
  const titleKey = ROUTE_TITLE_KEYS[route.path] ?? 'lobby';
  switch (route.screen) {
    case 'home':
      return <HomePage />;
    case 'download':
      return <DownloadPage />;
    case 'gameListCentre':
      return <GameListPage titleKey={titleKey} />;
    case 'agent':
      return <AgentPage />;
    default:
      // Member centre, game centres, account games, lottery, promotions, points mall, seamless:
      // their data arrives with later issues; each shows its title and the empty state for now.
      return <PageFrame titleKey={titleKey} />;
  }
}

/** Exactly the routes of WEB_ROUTES, plus a real 404 for anything else. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...WEB_ROUTES.map((route) => ({
        path: route.path,
        element: route.loginRequired ? <LoginRequired>{screenFor(route)}</LoginRequired> : screenFor(route),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

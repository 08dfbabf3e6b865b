import { WEB_ROUTES, type WebRoute } from '@platform/contracts/web-routes';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AgentPage } from '../pages/agent-page';
import { DownloadPage } from '../pages/download-page';
import { GameListPage } from '../pages/game-list-page';
import { HomePage } from '../pages/home-page';
import { MemberCentrePage } from '../pages/member-centre-page';
import { NotFoundPage } from '../pages/not-found-page';
import { PageFrame } from '../pages/page-frame';
import { ROUTE_TITLE_KEYS } from '../pages/route-titles';
import { LoginRequired, RealAccountRequired } from '../session/session-guards';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

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
    case 'member':
      // Spec 4.8: the member centre opens only for logged-in, non-trial users.
      return (
        <RealAccountRequired>
          <MemberCentrePage />
        </RealAccountRequired>
      );
    default:
      // Game centres, account games, lottery, promotions, points mall, seamless:
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

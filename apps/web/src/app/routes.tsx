import { WEB_ROUTES, type WebRoute } from '@platform/contracts/web-routes';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { categoryOfPath } from '../features/catalogue/game-categories';
import { HomePage } from '../features/home/home-page';
import { LoginRequired, RealAccountRequired } from '../shared/session/session-guards';
import { lazyChunk } from '../shared/system/chunk-load';
import { SlowLoadHint } from '../shared/system/slow-load';
import { Spinner } from '../shared/ui/spinner';
import { NotFoundPage } from './pages/not-found-page';
import { PageFrame } from './pages/page-frame';
import { ROUTE_TITLE_KEYS } from './pages/route-titles';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

// Every page but home loads on first visit, so the home page's first download stays small (the lobby's bundle budget).
const MemberCentrePage = lazyChunk(
  () => import('./pages/member-centre-page').then((m) => ({ default: m.MemberCentrePage })),
  'member-centre-page',
);
const AgentPage = lazyChunk(() => import('./pages/agent-page').then((m) => ({ default: m.AgentPage })), 'agent-page');
const DownloadPage = lazyChunk(
  () => import('./pages/download-page').then((m) => ({ default: m.DownloadPage })),
  'download-page',
);
const GameCategoryPage = lazyChunk(
  () => import('../features/lobby/game-category-page').then((m) => ({ default: m.GameCategoryPage })),
  'game-category-page',
);
const AccountGamesPage = lazyChunk(
  () => import('../features/lobby/account-games-page').then((m) => ({ default: m.AccountGamesPage })),
  'account-games-page',
);
const StudioPage = lazyChunk(
  () => import('../features/studio/studio-page').then((m) => ({ default: m.StudioPage })),
  'studio-page',
);

function PageLoading() {
  const { t } = useTranslation();
  return (
    <>
      <Spinner label={t('loading')} />
      <SlowLoadHint />
    </>
  );
}

function lobbyScreen(route: WebRoute, titleKey: string): ReactNode {
  const category = categoryOfPath(route.path);
  const page =
    route.screen === 'accountGames' ? (
      <AccountGamesPage kind={route.path === '/favorite' ? 'favorite' : 'recent'} />
    ) : category ? (
      <GameCategoryPage category={category} titleKey={titleKey} centre={route.screen === 'gameCentre'} />
    ) : null;
  return lazyPage(page);
}

function lazyPage(page: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}

function screenFor(route: WebRoute): ReactNode {
  const titleKey = ROUTE_TITLE_KEYS[route.path] ?? 'lobby';
  switch (route.screen) {
    case 'home':
      return <HomePage />;
    case 'download':
      return lazyPage(<DownloadPage />);
    case 'gameListCentre':
    case 'gameCentre':
    case 'accountGames':
      return lobbyScreen(route, titleKey);
    case 'agent':
      return lazyPage(<AgentPage />);
    case 'member':
      // Spec 4.8: the member centre opens only for logged-in, non-trial users.
      return <RealAccountRequired>{lazyPage(<MemberCentrePage />)}</RealAccountRequired>;
    default:
      // Lottery, promotions, points mall, seamless:
      // their data arrives with later issues; each shows its title and the empty state for now.
      return <PageFrame titleKey={titleKey} />;
  }
}

/**
 * Exactly the routes of WEB_ROUTES, plus a real 404 for anything else; beside them, the in-house
 * studio's game pages, which the game popup frames: no lobby layout, popups or
 * announcements around them, only the startup gate (maintenance, region) and the page itself.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...WEB_ROUTES.map((route) => ({
        path: route.path,
        element: route.loginRequired ? <LoginRequired>{screenFor(route)}</LoginRequired> : screenFor(route),
        errorElement: <RouteError />,
      })),
      { path: '*', element: <NotFoundPage />, errorElement: <RouteError /> },
    ],
  },
  // STUDIO_PAGE_PATH of contracts/studio.ts, written out: importing it would pull the studio's
  // schemas into the home page's first download.
  { path: '/studio/:engine', element: lazyPage(<StudioPage />), errorElement: <RouteError /> },
];

/**
 * The route table of spec 2.1 and its navigation rules, shared by the web router, the server's
 * history-mode fallback and the end-to-end tests.
 */
export type WebRoute = {
  path: string;
  /** Which screen renders; paths that share a screen name share its identity where the spec says. */
  screen: string;
  loginRequired?: boolean;
  /** Lottery and seamless pages: the side menu is hidden there. */
  gamePage?: boolean;
  /** /agent and /agentHome: no side menu, header or footer. */
  agentLayout?: boolean;
  /** Opens a popup over the home lobby. */
  opensModal?: 'login' | 'register' | 'help';
};

export const WEB_ROUTES: readonly WebRoute[] = [
  { path: '/', screen: 'home' },
  { path: '/index', screen: 'home' },
  { path: '/index.html', screen: 'home' },
  { path: '/home', screen: 'home' },
  { path: '/login', screen: 'home', opensModal: 'login' },
  { path: '/register', screen: 'home', opensModal: 'register' },
  { path: '/help', screen: 'home', opensModal: 'help' },
  { path: '/down', screen: 'download' },
  { path: '/member', screen: 'member', loginRequired: true },
  { path: '/sports', screen: 'gameCentre' },
  { path: '/esports', screen: 'gameCentre' },
  { path: '/lott', screen: 'gameCentre' },
  { path: '/elott', screen: 'gameCentre' },
  // The in-house games (spec 4.9's INHOUSE category, first in the navigation).
  { path: '/inhouse', screen: 'gameListCentre' },
  { path: '/live', screen: 'gameListCentre' },
  { path: '/fish', screen: 'gameListCentre' },
  { path: '/rng', screen: 'gameListCentre' },
  { path: '/pvp', screen: 'gameListCentre' },
  { path: '/favorite', screen: 'accountGames', loginRequired: true },
  { path: '/recent', screen: 'accountGames', loginRequired: true },
  { path: '/lottery', screen: 'lottery', loginRequired: true, gamePage: true },
  { path: '/seaLottery', screen: 'lottery', loginRequired: true, gamePage: true },
  { path: '/vnLottery', screen: 'lottery', loginRequired: true, gamePage: true },
  { path: '/promotions', screen: 'promotions' },
  { path: '/pointMall', screen: 'pointMall' },
  { path: '/seamless', screen: 'seamless', gamePage: true },
  { path: '/agent', screen: 'agent', agentLayout: true },
  { path: '/agentHome', screen: 'agent', agentLayout: true },
];

/** Spec 2.1: the main area is re-created per full path, except these share one identity. */
export const SHARED_IDENTITY_PATHS: readonly string[] = ['/', '/index', '/login', '/register'];

export function findWebRoute(pathname: string): WebRoute | undefined {
  return WEB_ROUTES.find((r) => r.path === pathname);
}

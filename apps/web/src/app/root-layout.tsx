import { findWebRoute } from '@platform/contracts/web-routes';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { AnnouncementHost } from '../features/announcements/announcement-host';
import { FavoritesProvider } from '../features/lobby/favorites';
import { PlayProvider } from '../features/play/play-context';
import { PlayHost } from '../features/play/play-host';
import { WalletSession } from '../features/wallet/wallet-session';
import { ModalProvider } from '../shared/modal-state/modal-context';
import { RealAccountPromptProvider } from '../shared/session/real-account-prompt';
import { SessionProvider } from '../shared/session/session-context';
import { SessionEndedPrompt } from '../shared/session/session-ended-prompt';
import { AgentLayout, MainLayout } from './layout/main-layout';
import { mainIdentity } from './main-identity';
import { ModalHost } from './modal-host';
import styles from './navigation-loader.module.css';
import { RouteEffects } from './route-effects';

/** The wallet's live balance and after-login calls, kept running beside the session. */
function walletSession(realMemberId: string | null, onSessionGone: () => void) {
  return <WalletSession memberId={realMemberId} onSessionGone={onSessionGone} />;
}

/**
 * The router's root: holds the session (it navigates on logout, so it lives under the router),
 * picks the frame for the route and hosts the popups.
 */
export function RootLayout() {
  const { pathname, search } = useLocation();
  const route = findWebRoute(pathname);
  const outlet = <Outlet key={mainIdentity(pathname, search)} />;
  return (
    <SessionProvider background={walletSession}>
      <ModalProvider>
        <RealAccountPromptProvider>
          <FavoritesProvider>
            <PlayProvider>
              <RouteEffects />
              <SessionEndedPrompt />
              <NavigationLoader />
              {route?.agentLayout ? (
                <AgentLayout>{outlet}</AgentLayout>
              ) : (
                <MainLayout gamePage={route?.gamePage === true}>{outlet}</MainLayout>
              )}
              <ModalHost />
              <PlayHost />
              <AnnouncementHost />
            </PlayProvider>
          </FavoritesProvider>
        </RealAccountPromptProvider>
      </ModalProvider>
    </SessionProvider>
  );
}

/** Shown while a navigation is pending and hidden as soon as it settles (spec 2.1). */
function NavigationLoader() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div role="status" aria-label={t('loading')} className={styles.bar} />;
}

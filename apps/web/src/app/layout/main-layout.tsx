import { type ReactNode, useEffect, useState } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { SideMenu } from './side-menu';

/** Below this width the expanded side menu would squeeze the lobby: it starts collapsed and opens over it. */
const NARROW_SCREEN = '(max-width: 900px)';

function wideScreen(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia(NARROW_SCREEN).matches;
}

/**
 * The lobby frame. Spec 2.1/4.9: on game pages the side menu is hidden; it is reset whenever the
 * game-page status changes, and elsewhere the user can collapse and reopen it. On a narrow screen
 * it starts collapsed, so a phone shows the lobby itself rather than a squeezed copy of it.
 */
export function MainLayout({ gamePage, children }: { gamePage: boolean; children: ReactNode }) {
  const [sideMenuShown, setSideMenuShown] = useState(() => !gamePage && wideScreen());
  useEffect(() => setSideMenuShown(!gamePage && wideScreen()), [gamePage]);
  return (
    <div className={styles.shell}>
      {gamePage ? null : <SideMenu expanded={sideMenuShown} onToggle={() => setSideMenuShown((v) => !v)} />}
      <div className={styles.column}>
        {/* The brand's mark is the side menu's when it is open; otherwise the header shows it. */}
        <Header gamePage={gamePage} showMark={gamePage || !sideMenuShown} />
        <main className={styles.main}>{children}</main>
        <Footer />
      </div>
    </div>
  );
}

/** Spec 2.1: /agent and /agentHome have no side menu, header or footer. */
export function AgentLayout({ children }: { children: ReactNode }) {
  return <main className={styles.agentMain}>{children}</main>;
}

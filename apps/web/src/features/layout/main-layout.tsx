import { type ReactNode, useEffect, useState } from 'react';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { SideMenu } from './side-menu';

/**
 * The lobby frame. Spec 2.1/4.9: on game pages the side menu is hidden; it is reset whenever the
 * game-page status changes, and elsewhere the user can collapse and reopen it.
 */
export function MainLayout({ gamePage, children }: { gamePage: boolean; children: ReactNode }) {
  const [sideMenuShown, setSideMenuShown] = useState(!gamePage);
  useEffect(() => setSideMenuShown(!gamePage), [gamePage]);
  return (
    <div className={styles.shell}>
      {gamePage ? null : <SideMenu expanded={sideMenuShown} onToggle={() => setSideMenuShown((v) => !v)} />}
      <div className={styles.column}>
        <Header gamePage={gamePage} />
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

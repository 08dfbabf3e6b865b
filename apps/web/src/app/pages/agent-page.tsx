import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { LoginForm } from '../../features/auth-modals/login-form';
import { useGo } from '../../shared/modal-state/use-go';
import { LinkAbnormal } from '../../shared/session/link-abnormal';
import { LogoutButton } from '../../shared/session/logout-dialog';
import { useSession } from '../../shared/session/session-context';
import { usePermission } from '../../shared/system/startup-queries';
import { EmptyState } from '../../shared/ui/empty-state';
import { Spinner } from '../../shared/ui/spinner';
import styles from './pages.module.css';
import './account-pages-strings';

/**
 * /agent and /agentHome. A guest gets the agent login form (usable, remember/forgot row hidden,
 * spec 2.8); after an agent-page login the user goes to /agentHome (spec 2.1). A logged-in
 * non-agent is refused (spec 6). The agent centre itself arrives with the agent issue.
 */
export function AgentPage() {
  const { t } = useTranslation();
  const permission = usePermission();
  const session = useSession();
  const { pathname } = useLocation();
  const go = useGo();

  let body: ReactNode;
  if (session.status === 'guest') {
    body = (
      <>
        <p className={styles.lead}>{t('agent_login_lead')}</p>
        <LoginForm permission={permission} agentMode onSuccess={() => go('/agentHome')} />
      </>
    );
  } else if (session.status === 'loading') {
    body = session.error ? <LinkAbnormal onRetry={session.refresh} /> : <Spinner label={t('loading')} />;
  } else if (session.status !== 'agent') {
    body = (
      <>
        <p role="alert" className={styles.refusal}>
          {t('session_not_agent')}
        </p>
        <div className={styles.agentActions}>
          <Link to="/" className={styles.cta}>
            {t('back_home')}
          </Link>
          <LogoutButton className={styles.secondaryAction} />
        </div>
      </>
    );
  } else if (pathname !== '/agentHome') {
    // An agent's landing page is /agentHome (spec 2.1).
    return <Navigate to="/agentHome" replace />;
  } else {
    body = (
      <>
        <p className={styles.lead}>{t('session_agent_welcome', { account: session.member?.account ?? '' })}</p>
        <EmptyState />
        <div className={styles.agentActions}>
          <Link to="/" className={styles.cta}>
            {t('session_to_lobby')}
          </Link>
          <LogoutButton className={styles.secondaryAction} />
        </div>
      </>
    );
  }

  return (
    <section className={styles.agentCard}>
      <p className={styles.agentBrand}>{permission.merchantName}</p>
      <h1 className={styles.title}>{t('agent_centre')}</h1>
      {body}
    </section>
  );
}

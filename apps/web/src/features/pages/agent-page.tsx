import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '../../shared/modal-state/use-go';
import { hasSessionToken } from '../../shared/storage/session-keys';
import { EmptyState } from '../../shared/ui/empty-state';
import { LoginForm } from '../auth-modals/login-form';
import { usePermission } from '../startup/startup-queries';
import styles from './pages.module.css';

/**
 * /agent and /agentHome. A guest gets the agent login form (usable, remember/forgot row hidden,
 * spec 2.8); after an agent-page login the user goes to /agentHome (spec 2.1). The agent centre
 * itself arrives with the agent issue.
 */
export function AgentPage() {
  const { t } = useTranslation();
  const permission = usePermission();
  const go = useGo();
  // Local state too: on /agentHome the redirect after login is a no-op and must still re-render.
  const [loggedIn, setLoggedIn] = useState(hasSessionToken);
  return (
    <section className={styles.agentCard}>
      <p className={styles.agentBrand}>{permission.merchantName}</p>
      <h1 className={styles.title}>{t('agent_centre')}</h1>
      {loggedIn ? (
        <EmptyState />
      ) : (
        <>
          <p className={styles.lead}>{t('agent_login_lead')}</p>
          <LoginForm
            permission={permission}
            agentMode
            onSuccess={() => {
              setLoggedIn(true);
              go('/agentHome');
            }}
          />
        </>
      )}
    </section>
  );
}

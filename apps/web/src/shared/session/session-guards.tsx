import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Spinner } from '../ui/spinner';
import { LinkAbnormal } from './link-abnormal';
import { useRealAccountPrompt } from './real-account-prompt';
import { type SessionApi, useSession } from './session-context';

/** While the member info of a held token loads, or could not load, nothing role-bound renders. */
function Pending({ session }: { session: SessionApi }) {
  const { t } = useTranslation();
  if (session.error) return <LinkAbnormal onRetry={session.refresh} />;
  return <Spinner label={t('loading')} />;
}

/** Spec 2.1: a login-required route without a session goes to /login (which opens the login popup). */
export function LoginRequired({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'guest') return <Navigate to="/login" replace />;
  if (session.status === 'loading') return <Pending session={session} />;
  return children;
}

/**
 * Spec 4.8 / 6: the member centre is for logged-in real accounts. A guest goes to /login like any
 * login-required route; a trial user goes home and is told to register a real account.
 */
export function RealAccountRequired({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.status === 'guest') return <Navigate to="/login" replace />;
  if (session.status === 'loading') return <Pending session={session} />;
  if (session.status === 'trial') return <TrialTurnedAway />;
  return children;
}

function TrialTurnedAway() {
  const promptRealAccount = useRealAccountPrompt();
  useEffect(() => promptRealAccount(), [promptRealAccount]);
  return <Navigate to="/" replace />;
}

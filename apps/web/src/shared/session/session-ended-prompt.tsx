import { useEffect } from 'react';
import { useModals } from '../modal-state/modal-context';
import { useSession } from './session-context';

/**
 * Spec 8 "Not logged in": when the server ends the session the user held (expired or revoked
 * token), the login popup opens saying "Please log in", rather than the user silently becoming a guest.
 */
export function SessionEndedPrompt() {
  const { endedByServer, acknowledgeEnded } = useSession();
  const { open } = useModals();
  useEffect(() => {
    if (!endedByServer) return;
    acknowledgeEnded();
    open('login', { loginReason: 'please_login' });
  }, [endedByServer, acknowledgeEnded, open]);
  return null;
}

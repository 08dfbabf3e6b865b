import { useCallback } from 'react';
import { useModals } from '../modal-state/modal-context';
import { useRealAccountPrompt } from './real-account-prompt';
import { useSession } from './session-context';

/**
 * Spec 4.8 / 6: the member centre, the account centre and real games are for logged-in real
 * accounts. The returned check answers true when the user may go on; otherwise it shows what
 * stands in the way (a guest gets the login popup, a trial user the 'register a real account'
 * warning) and answers false.
 */
export function useRequireRealAccount(): () => boolean {
  const { status } = useSession();
  const { open } = useModals();
  const promptRealAccount = useRealAccountPrompt();
  return useCallback(() => {
    if (status === 'member' || status === 'agent') return true;
    if (status === 'trial') promptRealAccount();
    // While the member info is still loading nobody knows the role yet: refuse without a popup.
    else if (status === 'guest') open('login');
    return false;
  }, [status, open, promptRealAccount]);
}

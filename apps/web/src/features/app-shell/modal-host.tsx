import { useModals } from '../../shared/modal-state/modal-context';
import { AuthModal } from '../auth-modals/auth-modal';
import { ChangePasswordModal } from '../auth-modals/change-password-modal';
import { HelpModal } from '../help/help-modal';

/** Renders whichever popup is open; one at a time, like the spec's modal set. */
export function ModalHost() {
  const { kind, helpTerm, changePassword } = useModals();
  if (kind === 'login' || kind === 'register' || kind === 'forgot') return <AuthModal mode={kind} />;
  if (kind === 'help') return <HelpModal initialTerm={helpTerm} />;
  if (kind === 'changePassword') return <ChangePasswordModal {...changePassword} />;
  return null;
}

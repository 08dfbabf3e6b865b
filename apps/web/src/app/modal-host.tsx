import { lazy, Suspense } from 'react';
import { useModals } from '../shared/modal-state/modal-context';

// Popups load when first opened: none of them is needed to show the lobby (bundle budget).
const AuthModal = lazy(() => import('../features/auth-modals/auth-modal').then((m) => ({ default: m.AuthModal })));
const ChangePasswordModal = lazy(() =>
  import('../features/auth-modals/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);
const HelpModal = lazy(() => import('../features/help/help-modal').then((m) => ({ default: m.HelpModal })));

/** Renders whichever popup is open; one at a time, like the spec's modal set. */
export function ModalHost() {
  const { kind, helpTerm, changePassword } = useModals();
  const modal =
    kind === 'login' || kind === 'register' || kind === 'forgot' ? (
      <AuthModal mode={kind} />
    ) : kind === 'help' ? (
      <HelpModal initialTerm={helpTerm} />
    ) : kind === 'changePassword' ? (
      <ChangePasswordModal {...changePassword} />
    ) : null;
  return modal ? <Suspense fallback={null}>{modal}</Suspense> : null;
}

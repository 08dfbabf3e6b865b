import { Suspense } from 'react';
import { useModals } from '../shared/modal-state/modal-context';
import { lazyChunk } from '../shared/system/chunk-load';
import { PopupErrorBoundary } from '../shared/system/popup-error-boundary';

// Popups load when first opened: none of them is needed to show the lobby (bundle budget).
const AuthModal = lazyChunk(
  () => import('../features/auth-modals/auth-modal').then((m) => ({ default: m.AuthModal })),
  'auth-modal',
);
const ChangePasswordModal = lazyChunk(
  () => import('../features/auth-modals/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
  'change-password-modal',
);
const HelpModal = lazyChunk(
  () => import('../features/help/help-modal').then((m) => ({ default: m.HelpModal })),
  'help-modal',
);

/** Renders whichever popup is open; one at a time, like the spec's modal set. */
export function ModalHost() {
  const { kind, helpTerm, changePassword, close } = useModals();
  const modal =
    kind === 'login' || kind === 'register' || kind === 'forgot' ? (
      <AuthModal mode={kind} />
    ) : kind === 'help' ? (
      <HelpModal initialTerm={helpTerm} />
    ) : kind === 'changePassword' ? (
      <ChangePasswordModal {...changePassword} />
    ) : null;
  return modal ? (
    <PopupErrorBoundary key={kind} onClose={close}>
      <Suspense fallback={null}>{modal}</Suspense>
    </PopupErrorBoundary>
  ) : null;
}

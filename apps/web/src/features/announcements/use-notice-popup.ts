import { useCallback } from 'react';
import { useModals } from '../../shared/modal-state/modal-context';

/** Opens the notice popup (spec 2.8) at that notice, or at the newest one. */
export function useNoticePopup(): (noticeId?: number) => void {
  const { open } = useModals();
  return useCallback((noticeId?: number) => open('notice', { noticeId }), [open]);
}

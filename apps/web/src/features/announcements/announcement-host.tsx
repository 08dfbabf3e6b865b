import { Suspense, useState } from 'react';
import { useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { useSession } from '../../shared/session/session-context';
import { lazyChunk } from '../../shared/system/chunk-load';
import { PopupErrorBoundary } from '../../shared/system/popup-error-boundary';
import { isPopupSuppressed, popupKey, suppressPopup } from './popup-suppression';
import { useAnnouncements } from './use-announcements';

// The popups and their HTML sanitizer load only when there is one to show.
const AnnouncementPopup = lazyChunk(
  () => import('./announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
  'announcement-popup',
);
const NoticePopup = lazyChunk(() => import('./notice-popup').then((m) => ({ default: m.NoticePopup })), 'notice-popup');

/**
 * Mounted once in the app shell. Spec 4.7: the announcement popup on load with the popup items
 * the server picked for this viewer (visitors B; members A, and F at first login), unless it was
 * closed earlier in this session (USER_POPUP when logged in, ANONYMOUS_POPUP for a visitor). It
 * waits while another popup is open rather than stacking on it. Also renders the notice popup.
 */
export function AnnouncementHost() {
  const { status } = useSession();
  const { kind, noticeId, close } = useModals();
  const go = useGo();
  const { data } = useAnnouncements();
  const [closedKeys, setClosedKeys] = useState<readonly string[]>([]);

  const key = popupKey(status !== 'guest');
  const dismiss = () => {
    suppressPopup(key);
    setClosedKeys((keys) => [...keys, key]);
  };
  const showPopup =
    kind === null &&
    status !== 'loading' &&
    data !== undefined &&
    data.popup.length > 0 &&
    !closedKeys.includes(key) &&
    !isPopupSuppressed(key);

  return (
    <>
      {kind === 'notice' ? (
        <PopupErrorBoundary onClose={close}>
          <Suspense fallback={null}>
            <NoticePopup initialId={noticeId} onClose={close} />
          </Suspense>
        </PopupErrorBoundary>
      ) : null}
      {showPopup ? (
        <PopupErrorBoundary onClose={dismiss}>
          <Suspense fallback={null}>
            <AnnouncementPopup
              items={data.popup}
              onClose={dismiss}
              onGoToPromotion={() => {
                dismiss();
                go('/promotions');
              }}
            />
          </Suspense>
        </PopupErrorBoundary>
      ) : null}
    </>
  );
}

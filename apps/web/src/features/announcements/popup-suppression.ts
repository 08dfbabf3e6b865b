import { ANONYMOUS_POPUP_KEY, USER_POPUP_KEY } from '@platform/contracts/announcement-constants';

/** Spec 4.7: once closed, the popup stays closed for the session, per login state. */
export function popupKey(loggedIn: boolean): string {
  return loggedIn ? USER_POPUP_KEY : ANONYMOUS_POPUP_KEY;
}

export function isPopupSuppressed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    // Storage disabled: the popup shows, and closing it still hides it for this page.
    return false;
  }
}

export function suppressPopup(key: string): void {
  try {
    sessionStorage.setItem(key, 'true');
  } catch {
    // Storage disabled: the host remembers the close for this page's lifetime.
  }
}

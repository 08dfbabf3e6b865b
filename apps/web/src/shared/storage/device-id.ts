import { DEVICE_ID_PATTERN } from '@platform/contracts/device-id';

/** Local storage, so the id outlives the tab and the logout: it names the browser, not the session. */
export const DEVICE_ID_KEY = 'deviceId';

/**
 * This browser's device id, made once at random and kept: the server stores it with each login as
 * a risk hint (other accounts on the same browser). Null when storage is disabled: no id is better
 * than a new one on every page.
 */
export function deviceId(): string | null {
  try {
    const kept = localStorage.getItem(DEVICE_ID_KEY);
    if (kept && DEVICE_ID_PATTERN.test(kept)) return kept;
    // getRandomValues, unlike randomUUID, works on a plain-http page too.
    const made = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE_ID_KEY, made);
    return made;
  } catch {
    return null;
  }
}

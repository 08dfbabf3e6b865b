import { ANONYMOUS_POPUP_KEY, USER_POPUP_KEY } from '@platform/contracts/announcements';
import { test as base, expect } from '@playwright/test';

/**
 * The base of every spec. The announcement popup (spec 4.7) opens on load on every page and covers
 * what a test came to check, so by default each page starts with both popups already closed for
 * the session, the way a visitor who closed them once would. Specs about the popup itself turn
 * this off with `test.use({ suppressPopups: false })`.
 */
export const test = base.extend<{ suppressPopups: boolean }>({
  suppressPopups: [true, { option: true }],
  context: async ({ context, suppressPopups }, use) => {
    if (suppressPopups) await context.addInitScript(suppressAnnouncementPopups, [ANONYMOUS_POPUP_KEY, USER_POPUP_KEY]);
    await use(context);
  },
});

export { expect };

/**
 * Runs in the page before any of its scripts, in every page and frame of the context. The web only
 * checks that a key is present; 'true' is what it writes itself when a popup is closed (and keeps
 * across a logout).
 */
function suppressAnnouncementPopups(keys: string[]): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    // about:blank and sandboxed frames have no storage; nothing there shows the popup.
    return;
  }
  for (const key of keys) storage.setItem(key, 'true');
}

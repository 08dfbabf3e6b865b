/**
 * The staff session's bearer token, in sessionStorage: it lives as long as the tab, never shared
 * with another tab or left behind for the next person at a shared desk.
 */
export const STAFF_TOKEN_KEY = 'admin.token';

export function staffToken(): string | null {
  try {
    return sessionStorage.getItem(STAFF_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function saveStaffToken(token: string): void {
  sessionStorage.setItem(STAFF_TOKEN_KEY, token);
}

export function forgetStaffToken(): void {
  try {
    sessionStorage.removeItem(STAFF_TOKEN_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

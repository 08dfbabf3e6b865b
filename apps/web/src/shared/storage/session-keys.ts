/**
 * Browser storage keys named by the spec (section 3). Kept in one place so that logout, which
 * clears session storage and restores the merchant keys, cannot miss one.
 */
export const TOKEN_KEY = 'token';
export const MERCHANT_CODE_KEY = 'merchantCode';
export const THEME_KEY = 'theme';

export function readSessionToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be disabled (privacy mode); a missing token simply means "guest".
    return null;
  }
}

export function hasSessionToken(): boolean {
  const token = readSessionToken();
  return token !== null && token !== '';
}

export function saveSessionToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

/** Spec 3: the merchant code is kept in both session and local storage once the config arrives. */
export function rememberMerchantCode(code: string): void {
  try {
    sessionStorage.setItem(MERCHANT_CODE_KEY, code);
    localStorage.setItem(MERCHANT_CODE_KEY, code);
  } catch {
    // Non-fatal: the code is also held in the query cache for this page's lifetime.
  }
}

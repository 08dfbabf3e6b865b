import { ANONYMOUS_POPUP_KEY, USER_POPUP_KEY } from '@platform/contracts/announcement-constants';
/**
 * Browser storage keys named by the spec (section 3). Kept in one place so that logout, which
 * clears session storage and restores the merchant keys, cannot miss one.
 */
export const TOKEN_KEY = 'token';
export const MERCHANT_KEY = 'merchant';
export const MERCHANT_CODE_KEY = 'merchantCode';
export const THEME_KEY = 'theme';
/** Spec 3: what session storage holds about the logged-in user besides the token. */
export const ACCOUNT_KEY = 'account';
export const USERNAME_KEY = 'username';
export const NICKNAME_KEY = 'nickname';
export const CUSTOMER_ID_KEY = 'customerId';
export const IS_AGENT_KEY = 'isAgent';
/** Spec 3: the merchant wallet (isSingle...) and the contract flags, fetched once after login. */
export const MERCHANT_WALLET_KEY = 'merchantWallet';
export const CONSOLIDATED_KEY = 'consolidated';
/** The header's hide-balance choice: kept for the session, forgotten at logout with the rest. */
export const BALANCE_HIDDEN_KEY = 'balanceHidden';

/** The keys that survive a logout (spec 4.2: "restores the merchant keys"). */
const MERCHANT_KEYS = [MERCHANT_KEY, MERCHANT_CODE_KEY] as const;
const POPUP_KEYS = [ANONYMOUS_POPUP_KEY, USER_POPUP_KEY] as const;

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

/** Spec 3: who is logged in, for code that reads session storage rather than the query cache. */
export function saveSessionUser(user: {
  account: string;
  nickname: string | null;
  customerId: string;
  isAgent: boolean;
}): void {
  try {
    sessionStorage.setItem(ACCOUNT_KEY, user.account);
    sessionStorage.setItem(USERNAME_KEY, user.account);
    sessionStorage.setItem(NICKNAME_KEY, user.nickname ?? '');
    sessionStorage.setItem(CUSTOMER_ID_KEY, user.customerId);
    sessionStorage.setItem(IS_AGENT_KEY, String(user.isAgent));
  } catch {
    // Non-fatal: the member info stays in the query cache for this page's lifetime.
  }
}

/**
 * Spec 4.2, logout: clear session storage, then put the merchant keys back, because the page
 * keeps serving the same merchant after the user leaves, and the closed-popup marks, because spec
 * 4.7 suppresses a closed announcement popup for the whole browser session, logins included.
 */
export function clearSessionKeepingMerchant(): void {
  try {
    const kept = [
      ...MERCHANT_KEYS.map((key) => [key, sessionStorage.getItem(key) ?? localStorage.getItem(key)] as const),
      ...POPUP_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const),
    ];
    sessionStorage.clear();
    for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
  } catch {
    // Storage disabled: there is nothing stored to clear.
  }
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

/** Stores a value as JSON in session storage; failures are non-fatal (the query cache still holds it). */
export function saveSessionJson(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage disabled or full: the value stays in memory for this page's lifetime.
  }
}

/** The parsed JSON under `key`, or undefined when absent or unreadable. */
export function readSessionJson(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * The build this page runs: this module's address, which in a build is the entry chunk's, whose
 * content hash changes with any change to the app (the hashed names of all the other chunks are
 * written into it).
 */
const BUILD = import.meta.url;

/**
 * Keeps a server answer for the rest of the session (reloads included). It is read back only by
 * the build that stored it and for the same `scope` (the language it was asked in, say): the first
 * screen does not re-validate answers (decision 0019), so an answer in another release's shape is
 * dropped rather than used.
 */
export function saveSessionAnswer(key: string, value: unknown, scope = ''): void {
  saveSessionJson(key, { build: BUILD, scope, value });
}

/** The answer `saveSessionAnswer` kept under `key` for this build and `scope`, or undefined. */
export function readSessionAnswer<T>(key: string, scope = ''): T | undefined {
  const stored = readSessionJson(key);
  if (typeof stored !== 'object' || stored === null) return undefined;
  const entry = stored as { build?: unknown; scope?: unknown; value?: T };
  return entry.build === BUILD && entry.scope === scope ? entry.value : undefined;
}

export function readBalanceHidden(): boolean {
  return readSessionJson(BALANCE_HIDDEN_KEY) === true;
}

export function saveBalanceHidden(hidden: boolean): void {
  saveSessionJson(BALANCE_HIDDEN_KEY, hidden);
}

/**
 * Spec 4.2 keeps the last login for one day (86,400,000 ms). Only the username is kept: a password
 * in a readable cookie would outlive the session and leak to any script on the page.
 */
const COOKIE = 'rememberUsername';
const ONE_DAY_SECONDS = 86_400;

export function rememberedUsername(): string {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${COOKIE}=`));
  return match ? decodeURIComponent(match.slice(COOKIE.length + 1)) : '';
}

export function rememberUsername(username: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari
  document.cookie = username
    ? `${COOKIE}=${encodeURIComponent(username)}; max-age=${ONE_DAY_SECONDS}; path=/; samesite=strict`
    : `${COOKIE}=; max-age=0; path=/; samesite=strict`;
}

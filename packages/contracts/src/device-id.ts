/**
 * The lobby's device id: a random id the browser keeps in local storage and sends with every call
 * in this header (the spec names no device field for login or registration). The server stores it
 * with each login only as a risk hint (other accounts on the same browser), never to decide
 * anything, and drops any value that does not match the pattern.
 */
export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The header's value when it is a well-formed device id, otherwise null. */
export function deviceIdOf(value: unknown): string | null {
  return typeof value === 'string' && DEVICE_ID_PATTERN.test(value) ? value : null;
}

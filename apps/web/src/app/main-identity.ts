import { SHARED_IDENTITY_PATHS } from '@platform/contracts/web-routes';

/**
 * Spec 2.1: the main area is re-created per full path (React `key`), except that the home lobby
 * paths share one identity so opening /login or /register over it does not rebuild the lobby.
 * The hash is left out: /help#a → /help#b only moves within the open help popup.
 */
export function mainIdentity(pathname: string, search: string): string {
  return SHARED_IDENTITY_PATHS.includes(pathname) ? 'home-lobby' : `${pathname}${search}`;
}

import { API, API_PREFIXES } from '@platform/contracts/api-paths';

/** Whether a path belongs to the API (always answered in the envelope) rather than the web app. */
export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix)) || path === API.health;
}

import { clientSeedSchema } from '@platform/contracts/studio';
import { isValidClientSeed } from '@platform/games/fair/client-seed';

/**
 * A client seed the server will take: the engines' rule (1-64 printable characters, no leading or
 * trailing space) and the API's (no space at all), so the form refuses what the server would.
 */
export function clientSeedProblem(seed: string): 'required' | 'invalid' | null {
  if (seed === '') return 'required';
  return isValidClientSeed(seed) && clientSeedSchema.safeParse(seed).success && !/\s/.test(seed) ? null : 'invalid';
}

/** A fresh random client seed for the member who wants one: 16 hex digits. */
export function randomClientSeed(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

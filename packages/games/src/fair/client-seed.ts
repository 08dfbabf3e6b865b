/** The member's part of a seed pair. Kept free of node:crypto so the web form can check it too. */
export const CLIENT_SEED_MAX_LENGTH = 64;

/**
 * 1-64 printable ASCII characters without leading or trailing spaces: anything a member can type
 * and read back exactly, with no invisible character that would make a pasted seed differ.
 */
export function isValidClientSeed(seed: unknown): seed is string {
  return (
    typeof seed === 'string' &&
    seed.length >= 1 &&
    seed.length <= CLIENT_SEED_MAX_LENGTH &&
    /^[\x20-\x7e]+$/.test(seed) &&
    seed.trim() === seed
  );
}

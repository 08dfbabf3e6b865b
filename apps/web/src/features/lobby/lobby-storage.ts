/**
 * Spec 3: the session-storage keys of the vendor list and the hot games. Each entry is kept with
 * the language it was asked in (saveSessionAnswer's scope): the server translates the names, so an
 * entry serves only its own language.
 */
export const GAME_VENDOR_KEY = 'gameVendor';
export const HOT_GAMES_KEY = 'HOT_GAMES';

import { z } from 'zod';
import { readSessionJson, saveSessionJson } from '../../shared/storage/session-keys';
import type { ApiLanguage } from './lobby-api';

/** Spec 3: the session-storage keys of the vendor list and the hot games. */
export const GAME_VENDOR_KEY = 'gameVendor';
export const HOT_GAMES_KEY = 'HOT_GAMES';

/**
 * A call's value kept in session storage with the language it was fetched in, since names are
 * translated by the server: a stored entry serves only its own language.
 */
export function readCached<T extends z.ZodType>(key: string, language: ApiLanguage, schema: T): z.infer<T> | undefined {
  const stored = z.object({ language: z.string(), value: z.unknown() }).safeParse(readSessionJson(key));
  if (!stored.success || stored.data.language !== language) return undefined;
  // An entry from another language or an older shape is simply not used: the call runs again.
  const value = schema.safeParse(stored.data.value);
  return value.success ? value.data : undefined;
}

export function saveCached(key: string, language: ApiLanguage, value: unknown): void {
  saveSessionJson(key, { language, value });
}

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CATALOGUE,
  LANGUAGE_HISTORY_STORAGE_KEY,
  LANGUAGE_STORAGE_KEY,
  type LanguageCode,
  type LanguageEntry,
  languageEntry,
} from '@platform/contracts/language-catalogue';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { changeLanguage, localeOf, storedLanguageCode } from './i18n';

type LanguageState = {
  code: LanguageCode;
  entry: LanguageEntry;
  /** The languages the merchant offers (startup configuration); all bundled ones until it arrives. */
  offered: readonly LanguageEntry[];
  setLanguage: (code: LanguageCode) => void;
};

const LanguageContext = createContext<LanguageState | null>(null);

/** `<html lang dir>` follow the language so that logical CSS properties flip the whole layout. */
export function applyDocumentLanguage(code: string): void {
  const entry = languageEntry(code) ?? languageEntry(DEFAULT_LANGUAGE);
  if (!entry) return;
  document.documentElement.lang = entry.locale;
  document.documentElement.dir = entry.dir;
}

function persist(code: LanguageCode, previous: LanguageCode): void {
  try {
    // Spec 4.10: a change stores lang and the previous one as hisLang.
    localStorage.setItem(LANGUAGE_HISTORY_STORAGE_KEY, previous);
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Non-fatal: the choice still applies for this page.
  }
}

type ProviderProps = {
  children: ReactNode;
  /** From the startup configuration; absent while it loads or when it cannot load. */
  offeredCodes?: readonly LanguageCode[];
  merchantDefault?: LanguageCode;
};

export function LanguageProvider({ children, offeredCodes, merchantDefault }: ProviderProps) {
  const [code, setCode] = useState<LanguageCode>(() => storedLanguageCode() as LanguageCode);

  const offered = useMemo(() => {
    const codes = offeredCodes && offeredCodes.length > 0 ? offeredCodes : (['AR', 'EN'] as const);
    return LANGUAGE_CATALOGUE.filter((l) => codes.includes(l.code));
  }, [offeredCodes]);

  // Once the merchant's configuration arrives: a visitor without a stored choice gets the
  // merchant's default, and a stored choice the merchant no longer offers is replaced by it.
  useEffect(() => {
    if (!offeredCodes || offeredCodes.length === 0) return;
    let hasStored = false;
    try {
      hasStored = localStorage.getItem(LANGUAGE_STORAGE_KEY) !== null;
    } catch {
      hasStored = false;
    }
    const fallback = merchantDefault && offeredCodes.includes(merchantDefault) ? merchantDefault : offeredCodes[0];
    if (!fallback) return;
    setCode((current) => {
      if (!hasStored && merchantDefault) return fallback;
      return offeredCodes.includes(current) ? current : fallback;
    });
  }, [offeredCodes, merchantDefault]);

  useEffect(() => {
    applyDocumentLanguage(code);
    void changeLanguage(localeOf(code));
  }, [code]);

  const setLanguage = useCallback(
    (next: LanguageCode) => {
      if (next === code) return;
      persist(next, code);
      setCode(next);
    },
    [code],
  );

  const entry = languageEntry(code) ?? (languageEntry(DEFAULT_LANGUAGE) as LanguageEntry);
  const value = useMemo(() => ({ code, entry, offered, setLanguage }), [code, entry, offered, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageState {
  const state = useContext(LanguageContext);
  if (!state) throw new Error('useLanguage needs a LanguageProvider');
  return state;
}

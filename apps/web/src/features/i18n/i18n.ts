import { DEFAULT_LANGUAGE, LANGUAGE_STORAGE_KEY, languageEntry } from '@platform/contracts/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import ar from './locales/ar.json';
import en from './locales/en.json';
import homeAr from './locales/home.ar.json';
import homeEn from './locales/home.en.json';
import lobbyAr from './locales/lobby.ar.json';
import lobbyEn from './locales/lobby.en.json';
import paymentsAr from './locales/payments.ar.json';
import paymentsEn from './locales/payments.en.json';
import playAr from './locales/play.ar.json';
import playEn from './locales/play.en.json';
import recordsAr from './locales/records.ar.json';
import recordsEn from './locales/records.en.json';
import sessionAr from './locales/session.ar.json';
import sessionEn from './locales/session.en.json';
import walletAr from './locales/wallet.ar.json';
import walletEn from './locales/wallet.en.json';

/**
 * i18next is keyed by the catalogue's locale ('ar', 'en', 'zh-CN', ...). Only AR and EN ship
 * bundles; any other offered language falls back to English text (its `dir` still applies).
 */
export function storedLanguageCode(): string {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored && languageEntry(stored)) return stored.toUpperCase();
  } catch {
    // Storage disabled: use the default.
  }
  return DEFAULT_LANGUAGE;
}

export function localeOf(code: string): string {
  return languageEntry(code)?.locale ?? 'en';
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    ar: {
      translation: { ...ar, ...sessionAr, ...walletAr, ...paymentsAr, ...recordsAr, ...lobbyAr, ...homeAr, ...playAr },
    },
    en: {
      translation: { ...en, ...sessionEn, ...walletEn, ...paymentsEn, ...recordsEn, ...lobbyEn, ...homeEn, ...playEn },
    },
  },
  lng: localeOf(storedLanguageCode()),
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

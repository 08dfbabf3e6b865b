import { RESULT_CODES } from '@platform/contracts/result-code';
import { describe, expect, it } from 'vitest';
import accountPagesAr from './locales/account-pages.ar.json';
import accountPagesEn from './locales/account-pages.en.json';
import ar from './locales/ar.json';
import betsAr from './locales/bets.ar.json';
import betsEn from './locales/bets.en.json';
import crashAr from './locales/crash.ar.json';
import crashEn from './locales/crash.en.json';
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
import securityAr from './locales/security.ar.json';
import securityEn from './locales/security.en.json';
import sessionAr from './locales/session.ar.json';
import sessionEn from './locales/session.en.json';
import studioAr from './locales/studio.ar.json';
import studioEn from './locales/studio.en.json';
import walletAr from './locales/wallet.ar.json';
import walletEn from './locales/wallet.en.json';

describe('translation bundles', () => {
  it('have identical key sets', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('have no empty values', () => {
    for (const bundle of [ar, en]) {
      for (const [key, value] of Object.entries(bundle)) expect(value.trim(), key).not.toBe('');
    }
  });

  it('translate every result code', () => {
    for (const code of RESULT_CODES) expect(en, code).toHaveProperty(`code_${code}`);
  });

  it('keep the same interpolation placeholders in both languages', () => {
    const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(ar[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('write Arabic in Arabic script', () => {
    expect(ar.hd_home).toMatch(/[\u0600-\u06FF]/);
    expect(ar.in_no_data).toMatch(/[\u0600-\u06FF]/);
  });

  // Each feature area keeps its own pair of files; every pair follows the same rules.
  const featureBundles = {
    'session (header panel, logout, real-account prompt)': [sessionAr, sessionEn],
    'account pages (member centre menu and account, agent page)': [accountPagesAr, accountPagesEn],
    'security (security centre)': [securityAr, securityEn],
    'wallet (transfers)': [walletAr, walletEn],
    'payments (deposit, withdraw, payment password, bank accounts)': [paymentsAr, paymentsEn],
    'records (account record, profit and loss, bonus, messages)': [recordsAr, recordsEn],
    'lobby (game pages, tiles, favourites, search)': [lobbyAr, lobbyEn],
    'home (banners, notices, rows, winner board, navigation)': [homeAr, homeEn],
    'play (starting a game, game popup, announcements and notices)': [playAr, playEn],
    'bets (betting record)': [betsAr, betsEn],
    'crash (the crash game page)': [crashAr, crashEn],
    'studio (the in-house game pages: frame, five games, fairness panel)': [studioAr, studioEn],
  } as const;
  const mainKeys = new Set(Object.keys(en));

  describe.each(Object.entries(featureBundles))('%s bundles', (_name, [featureAr, featureEn]) => {
    const arabic = featureAr as Record<string, string>;
    const english = featureEn as Record<string, string>;

    it('have identical key sets', () => {
      expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
    });

    it('add keys without overriding the main bundles or each other', () => {
      for (const key of Object.keys(english)) expect(mainKeys.has(key), key).toBe(false);
      for (const [otherName, [, otherEn]] of Object.entries(featureBundles)) {
        if (otherEn === featureEn) continue;
        for (const key of Object.keys(english))
          expect(Object.keys(otherEn), `${key} also in ${otherName}`).not.toContain(key);
      }
    });

    it('have no empty values and the same placeholders in both languages', () => {
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      for (const [key, value] of Object.entries(english)) {
        expect(value.trim(), key).not.toBe('');
        expect((arabic[key] ?? '').trim(), key).not.toBe('');
        expect(placeholders(arabic[key] ?? ''), key).toEqual(placeholders(value));
      }
    });

    it('write Arabic in Arabic script', () => {
      for (const [key, value] of Object.entries(arabic)) expect(value, key).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

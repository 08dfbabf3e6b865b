import { RESULT_CODES } from '@platform/contracts/result-code';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import sessionAr from './locales/session.ar.json';
import sessionEn from './locales/session.en.json';

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

  describe('session bundles (header panel, logout, roles, security centre)', () => {
    it('have identical key sets', () => {
      expect(Object.keys(sessionAr).sort()).toEqual(Object.keys(sessionEn).sort());
    });

    it('add keys without overriding the main bundles', () => {
      for (const key of Object.keys(sessionEn)) expect(en, key).not.toHaveProperty(key);
      for (const key of Object.keys(sessionAr)) expect(ar, key).not.toHaveProperty(key);
    });

    it('have no empty values and the same placeholders in both languages', () => {
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      for (const [key, value] of Object.entries(sessionEn)) {
        expect(value.trim(), key).not.toBe('');
        const arabic = sessionAr[key as keyof typeof sessionAr];
        expect(arabic.trim(), key).not.toBe('');
        expect(placeholders(arabic), key).toEqual(placeholders(value));
      }
    });

    it('write Arabic in Arabic script', () => {
      for (const [key, value] of Object.entries(sessionAr)) expect(value, key).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

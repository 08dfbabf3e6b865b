import { RESULT_CODES } from '@platform/contracts/result-code';
import { describe, expect, it } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';

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
});

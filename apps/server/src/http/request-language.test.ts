import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

describe('requestLanguage', () => {
  it('reads the first language of Accept-Language: Arabic, or English for any other', () => {
    expect(requestLanguage('en')).toBe('en');
    expect(requestLanguage('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(requestLanguage('ar')).toBe('ar');
    expect(requestLanguage('AR-SA, en;q=0.5')).toBe('ar');
    expect(requestLanguage('zh-CN')).toBe('en');
  });

  it('is Arabic, the default language, when the request names none', () => {
    expect(requestLanguage(undefined)).toBe('ar');
    expect(requestLanguage('')).toBe('ar');
    expect(requestLanguage('*')).toBe('ar');
  });
});

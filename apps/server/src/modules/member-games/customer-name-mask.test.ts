import { describe, expect, it } from 'vitest';
import { maskCustomerName } from './customer-name-mask';

describe('maskCustomerName', () => {
  it('keeps the first and last characters and hides the length', () => {
    expect(maskCustomerName('apple')).toBe('a***e');
    expect(maskCustomerName('ahmed_1988')).toBe('a***8');
    expect(maskCustomerName('abc')).toBe('a***c');
  });

  it('stars everything after the first character of a short name', () => {
    expect(maskCustomerName('ab')).toBe('a***');
    expect(maskCustomerName('a')).toBe('a***');
  });

  it('counts characters as readers see them, not UTF-16 units or code points', () => {
    expect(maskCustomerName('سارة')).toBe('س***ة');
    expect(maskCustomerName('😀x😎')).toBe('😀***😎');
    // A letter with its vowel mark, and a family emoji made of several code points, stay whole.
    expect(maskCustomerName('مُنى')).toBe('مُ***ى');
    expect(maskCustomerName('ab👨‍👩‍👧')).toBe('a***👨‍👩‍👧');
  });
});

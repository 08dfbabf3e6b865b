import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('groups thousands and keeps every decimal the server sent', () => {
    expect(formatMoney('1234567.50', '$')).toBe('$1,234,567.50');
    expect(formatMoney('0.05', 'د.إ')).toBe('د.إ0.05');
    expect(formatMoney('-1000.00', '$')).toBe('-$1,000.00');
    expect(formatMoney('900719925474099312', '¥')).toBe('¥900,719,925,474,099,312');
  });
});

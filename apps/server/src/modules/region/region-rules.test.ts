import { describe, expect, it } from 'vitest';
import { buildRegionRules, countryOf, isRestricted } from './region-rules';

describe('region rules', () => {
  it('finds the country from the shipped GeoIP data', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('41.33.0.1')).toBe('EG');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('garbage')).toBeNull();
  });

  it('blocks listed countries and denied IPv4 and IPv6 networks, and nothing else', () => {
    const rules = buildRegionRules(['US'], ['203.0.113.0/24', '198.51.100.7/32', '2001:db8::/32']);
    expect(isRestricted(rules, '8.8.8.8', 'US')).toBe(true);
    expect(isRestricted(rules, '203.0.113.200', null)).toBe(true);
    expect(isRestricted(rules, '198.51.100.7', null)).toBe(true);
    expect(isRestricted(rules, '198.51.100.8', null)).toBe(false);
    expect(isRestricted(rules, '2001:db8:1::5', null)).toBe(true);
    expect(isRestricted(rules, '41.33.0.1', 'EG')).toBe(false);
  });
});

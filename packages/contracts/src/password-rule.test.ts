import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsAccountName,
  normalisePassword,
  passwordLengths,
  passwordMessageKey,
  passwordRuleBroken,
} from './password-rule';
import type { RegisterFieldConfig } from './system';

function brand(overrides: Partial<RegisterFieldConfig> = {}): RegisterFieldConfig {
  return {
    field: 'password',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 8,
    maxLength: 64,
    ...overrides,
  };
}

const ruleOf = (password: string, context: Parameters<typeof passwordRuleBroken>[1] = {}) =>
  passwordRuleBroken(password, context)?.rule;

describe('the password rule (NIST SP 800-63B)', () => {
  it('needs at least 8 characters and allows 64, counting characters rather than UTF-16 units', () => {
    expect(ruleOf('')).toBe('required');
    expect(ruleOf('   ')).toBe('required');
    expect(ruleOf('qwerty1')).toBe('min_length');
    expect(ruleOf('a7#kQ2zp')).toBeUndefined();
    const sixtyFour = 'Seven lazy camels drink slowly beside the quiet oasis, at dawn!!';
    expect([...sixtyFour].length).toBe(64);
    expect(ruleOf(sixtyFour)).toBeUndefined();
    expect(ruleOf(`${sixtyFour}!`)).toBe('max_length');
    // Eight emoji are sixteen UTF-16 units, and eight characters.
    expect(ruleOf('🎲🎰🃏🎯🏆💎🔥🌙')).toBeUndefined();
    expect(ruleOf('🎲🎰🃏🎯🏆💎🔥')).toBe('min_length');
  });

  it('accepts a passphrase with spaces, symbols and any script', () => {
    expect(ruleOf('the quick brown fox jumps over a lazy dog')).toBeUndefined();
    expect(ruleOf('كلمة سر طويلة جدا')).toBeUndefined();
    expect(ruleOf('Pâte à crêpes, 3 œufs!')).toBeUndefined();
    expect(ruleOf('パスワードは長いほうがいい')).toBeUndefined();
  });

  it('refuses control characters and line breaks', () => {
    expect(ruleOf('line one\nline two')).toBe('not_printable');
    expect(ruleOf('tab\tseparated')).toBe('not_printable');
    expect(ruleOf('nul\u0000character')).toBe('not_printable');
  });

  it('refuses a password that holds the account name, in any case', () => {
    expect(ruleOf('my alice2024 secret', { account: 'Alice2024' })).toBe('contains_username');
    expect(ruleOf('ALICE2024!', { account: 'alice2024' })).toBe('contains_username');
    // Full-width letters are the same name once normalised.
    expect(ruleOf('ａｌｉｃｅ2024 rocks', { account: 'alice2024' })).toBe('contains_username');
    expect(ruleOf('a whole other phrase', { account: 'alice2024' })).toBeUndefined();
    // A mobile-mode account is the number.
    expect(ruleOf('call 0501234567 now', { account: '0501234567' })).toBe('contains_username');
    expect(containsAccountName('anything goes here', 'ab')).toBe(false);
  });

  it('normalises to NFKC and trims the edges before measuring', () => {
    expect(normalisePassword('  ｐａｓｓ phrase  ')).toBe('pass phrase');
    // "é" typed as e + combining accent is the same password as the precomposed one.
    expect(normalisePassword('cafe\u0301 au lait')).toBe(normalisePassword('caf\u00e9 au lait'));
    expect(ruleOf('   abcdefg   ')).toBe('min_length');
  });

  it('refuses one unit repeated and runs of consecutive characters as common', () => {
    for (const weak of ['aaaaaaaa', '12121212', 'abcabcabc', 'abcdefgh', '87654321', 'ABCDEFGHIJ']) {
      expect(ruleOf(weak)).toBe('common');
    }
    expect(ruleOf('abcdefgz')).toBeUndefined();
    expect(ruleOf('ab ab ab ab x')).toBeUndefined();
  });

  it("keeps a brand's pattern but never lowers the floors", () => {
    const old = brand({
      patternId: 5,
      acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
      minLength: 6,
      maxLength: 20,
    });
    expect(passwordLengths(old)).toEqual({ min: 8, max: 64 });
    expect(passwordRuleBroken('abc123', { config: old })).toEqual({
      rule: 'min_length',
      values: { min: '8', max: '64', range: '8-64' },
    });
    expect(ruleOf('only letters here', { config: old })).toBe('reg_pattern_5');
    expect(ruleOf('letters4and5digits', { config: old })).toBeUndefined();
    expect(passwordLengths(brand({ minLength: 12, maxLength: 100 }))).toEqual({ min: 12, max: 100 });
    expect(passwordLengths(brand({ maxLength: 1000 }))).toEqual({ min: 8, max: 128 });
    // A disabled configuration still leaves the floors in force.
    expect(ruleOf('qwerty1', { config: brand({ enabled: false, minLength: 1 }) })).toBe('min_length');
  });

  it('refuses no printable ASCII password of 8 to 64 characters for its length, characters or name', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...' !#$%&()*+,-./0123456789:;<=>?@ABCXYZ[]^_`abcxyz{|}~'),
          minLength: 8,
          maxLength: 64,
        }),
        (password) => {
          fc.pre([...password.trim()].length >= 8);
          const rule = ruleOf(password, { account: 'nobody_named_so' });
          // Only a repeat or a run the generator happened to draw may be refused.
          return rule === undefined || rule === 'common';
        },
      ),
    );
  });

  it('names the translation key of each rule', () => {
    expect(passwordMessageKey('required')).toBe('input_required');
    expect(passwordMessageKey('common')).toBe('password_common');
    expect(passwordMessageKey('reg_pattern_17')).toBe('reg_pattern_17');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGISTER_PATTERN_IDS, validateRegisterField } from './register-patterns';
import type { RegisterFieldConfig } from './system';

function config(patternId: number, overrides: Partial<RegisterFieldConfig> = {}): RegisterFieldConfig {
  return {
    field: 'nickname',
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId,
    minLength: 1,
    maxLength: 40,
    ...overrides,
  };
}

/** For every pattern id: a value its meaning accepts and one it refuses (spec 5.2). */
const CASES: Record<number, { pass: string; fail: string }> = {
  0: { pass: 'anything at all !', fail: 'x'.repeat(41) },
  1: { pass: 'player01', fail: '1player' },
  2: { pass: '张伟2024', fail: 'zhang2024' },
  3: { pass: 'someone@example.com', fail: 'someone@example' },
  4: { pass: 'Player01', fail: 'player_01' },
  5: { pass: 'abc123', fail: 'abcdef' },
  6: { pass: '0501234567', fail: '05012a4567' },
  7: { pass: 'Player01', fail: 'player01' },
  8: { pass: 'John Smith', fail: 'John Smith 2' },
  9: { pass: 'no-spaces_here', fail: 'has space' },
  10: { pass: '你好，世界！', fail: '你好 world' },
  11: { pass: '1990-12-31', fail: '1990/12/31' },
  12: { pass: '김민수', fail: '김민수a' },
  13: { pass: 'สมชาย', fail: 'สมชาย a' },
  14: { pass: 'สมชาย Smith', fail: 'สมชาย 123' },
  15: { pass: 'JOHN SMITH', fail: 'John Smith' },
  16: { pass: 'Pa$$w0rd!', fail: 'Pa$$ w0rd' },
  17: { pass: 'Secret#2024', fail: 'Secret2024' },
  18: { pass: 'John Smith', fail: 'John' },
  19: { pass: 'やまだタロウ山田', fail: 'ﾔﾏﾀﾞ' },
  20: { pass: '501234567', fail: '12345' },
  21: { pass: 'player_01', fail: 'player-01' },
  22: { pass: 'Nguyễn Văn An', fail: 'Nguyễn 2' },
};

describe('register field patterns (spec 5.2)', () => {
  it('cover the 23 pattern ids', () => {
    expect(Object.keys(CASES).map(Number)).toEqual([...REGISTER_PATTERN_IDS]);
  });

  for (const id of REGISTER_PATTERN_IDS) {
    const sample = CASES[id] as { pass: string; fail: string };
    it(`pattern ${id} accepts "${sample.pass}" and refuses "${sample.fail}" with reg_pattern_${id}`, () => {
      expect(validateRegisterField(config(id), sample.pass)).toBeUndefined();
      expect(validateRegisterField(config(id), sample.fail)?.key).toBe(`reg_pattern_${id}`);
    });
  }

  it('answers input_required for a blank required field, and nothing for a blank optional one', () => {
    expect(validateRegisterField(config(4), '  ')?.key).toBe('input_required');
    expect(validateRegisterField(config(4, { required: false }), '')).toBeUndefined();
  });

  it('checks the length range, counting characters, with min and max substituted', () => {
    const cfg = config(4, { minLength: 6, maxLength: 12 });
    expect(validateRegisterField(cfg, 'abc12')).toEqual({
      key: 'reg_pattern_4',
      values: { min: '6', max: '12', range: '6-12' },
    });
    expect(validateRegisterField(cfg, 'abcdef1234567')?.key).toBe('reg_pattern_4');
    // Four Chinese characters are four characters, whatever their UTF-16 length.
    expect(validateRegisterField(config(2, { minLength: 4, maxLength: 4 }), '𠀀𠀁张伟')).toBeUndefined();
  });

  it('gives a single value as the range when min equals max', () => {
    expect(validateRegisterField(config(6, { minLength: 9, maxLength: 9 }), '12345')?.values.range).toBe('9');
  });

  it("applies the merchant's acceptedPattern on top of the built-in one ('*' and '' mean anything)", () => {
    const cfg = config(4, { acceptedPattern: '^[a-z]+$' });
    expect(validateRegisterField(cfg, 'player')).toBeUndefined();
    expect(validateRegisterField(cfg, 'Player')?.key).toBe('reg_pattern_4');
    expect(validateRegisterField(config(4, { acceptedPattern: '' }), 'Player')).toBeUndefined();
    // A configuration whose expression does not compile falls back to the built-in pattern alone.
    expect(validateRegisterField(config(4, { acceptedPattern: '([' }), 'Player')).toBeUndefined();
  });

  it('has no rules for a field that is not enabled', () => {
    expect(validateRegisterField(config(6, { enabled: false }), 'letters')).toBeUndefined();
  });

  it('accepts every digit string within range for pattern 6 and refuses any with a letter', () => {
    const cfg = config(6, { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,20}$/), (digits) => validateRegisterField(cfg, digits) === undefined),
    );
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{0,9}$/),
        fc.constantFrom('a', 'Z', 'x'),
        fc.stringMatching(/^[0-9]{0,9}$/),
        (a, letter, b) => validateRegisterField(cfg, `${a}${letter}${b}`)?.key === 'reg_pattern_6',
      ),
    );
  });

  it('pattern 17 refuses any password missing one of its four character kinds', () => {
    const cfg = config(17, { minLength: 4, maxLength: 64 });
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9!#$%]{4,30}$/),
        (noUpper) => validateRegisterField(cfg, noUpper) !== undefined,
      ),
    );
  });
});

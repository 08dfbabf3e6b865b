import type { RegisterFieldConfig } from './system';

/**
 * Spec 5.2: the 23 registration pattern ids. The merchant's field configuration names one of them
 * (patternId) and may add its own regular expression (acceptedPattern); a value must pass both.
 * Web and server both validate with this one module so that they never disagree.
 *
 * The spec names 20 meanings for 23 ids; ids 20-22 are our choice:
 * - 20: a mobile number, 7 to 15 digits;
 * - 21: letters, digits and underscore;
 * - 22: Vietnamese (Latin letters with their diacritics) and spaces, at least one letter.
 *
 * Letter classes are ASCII unless the meaning names a script (Chinese, Korean, Thai, Japanese).
 */
export const REGISTER_PATTERNS: Readonly<Record<number, RegExp>> = {
  // 0: length only.
  0: /^[\s\S]*$/u,
  // 1: a letter first, then letters or digits.
  1: /^[A-Za-z][A-Za-z0-9]*$/,
  // 2: Chinese characters and digits.
  2: /^[\p{Script=Han}0-9]+$/u,
  // 3: email: one @, no spaces, a dot in the domain.
  3: /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u,
  // 4: letters or digits only.
  4: /^[A-Za-z0-9]+$/,
  // 5: letters and digits combined: both must be present.
  5: /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/,
  // 6: digits only.
  6: /^[0-9]+$/,
  // 7: letters and digits with at least one uppercase letter.
  7: /^(?=.*[A-Z])[A-Za-z0-9]+$/,
  // 8: English letters and spaces (at least one letter).
  8: /^(?=.*[A-Za-z])[A-Za-z ]+$/,
  // 9: no whitespace of any kind.
  9: /^\S*$/u,
  // 10: Chinese characters and punctuation (at least one Chinese character).
  10: /^(?=.*\p{Script=Han})[\p{Script=Han}\p{P}]+$/u,
  // 11: a date as yyyy-MM-dd or MM-dd-yyyy (month 01-12, day 01-31).
  11: /^(?:\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])|(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4})$/,
  // 12: Korean (Hangul) only.
  12: /^\p{Script=Hangul}+$/u,
  // 13: Thai only (Thai letters, vowels, tone marks and digits).
  13: /^\p{Script=Thai}+$/u,
  // 14: Thai or English letters, with spaces between words.
  14: /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u,
  // 15: uppercase letters and spaces, at least one letter.
  15: /^(?=.*[A-Z])[A-Z ]+$/,
  // 16: letters, digits and symbols: printable ASCII without spaces.
  16: /^[\x21-\x7E]+$/,
  // 17: a password with an uppercase, a lowercase, a digit and a special symbol, no spaces.
  17: /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/u,
  // 18: full name: a first and a last part separated by one space (letters, marks, ' . -).
  18: /^[\p{L}\p{M}'.-]+(?: [\p{L}\p{M}'.-]+)+$/u,
  // 19: full-width Hiragana, Katakana or Kanji (half-width katakana U+FF65-FF9F is refused).
  19: /^[\u3040-\u309F\u30A0-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\u3005\u3006]+$/u,
  // 20 (our choice): a mobile number of 7 to 15 digits.
  20: /^[0-9]{7,15}$/,
  // 21 (our choice): letters, digits and underscore.
  21: /^[A-Za-z0-9_]+$/,
  // 22 (our choice): Vietnamese letters and spaces, at least one letter.
  22: /^(?=.*\p{L})[\p{Script=Latin}\p{M} ]+$/u,
};

export const REGISTER_PATTERN_IDS: readonly number[] = Array.from({ length: 23 }, (_, id) => id);

/** A failed rule as a translation key and its values, so the web can re-render it in another language. */
export type RegisterFieldError = { key: string; values: { min: string; max: string; range: string } };

const compiled = new Map<string, RegExp | null>();

/**
 * The merchant's own expression, compiled once. One that does not compile is ignored on both
 * sides alike (a broken configuration must not lock every visitor out); the built-in pattern
 * still applies.
 */
function merchantPattern(source: string): RegExp | null {
  if (source === '*' || source === '') return null;
  let pattern = compiled.get(source);
  if (pattern === undefined) {
    try {
      pattern = new RegExp(source, 'u');
    } catch {
      try {
        pattern = new RegExp(source);
      } catch {
        pattern = null;
      }
    }
    compiled.set(source, pattern);
  }
  return pattern;
}

/**
 * Spec 5.2 for one field. A disabled field has no rules (it is not shown); an empty value is
 * `input_required` when the field is required and fine otherwise. Lengths count characters
 * (code points), so a Thai or Chinese name is not measured in UTF-16 units. The message is
 * `reg_pattern_{patternId}` with min, max and range (a single value when min equals max).
 */
export function validateRegisterField(config: RegisterFieldConfig, value: string): RegisterFieldError | undefined {
  const min = String(config.minLength);
  const max = String(config.maxLength);
  const range = config.minLength === config.maxLength || config.maxLength === 0 ? min : `${min}-${max}`;
  const values = { min, max, range };
  if (!config.enabled) return undefined;
  if (value.trim() === '') return config.required ? { key: 'input_required', values } : undefined;

  const failed = { key: `reg_pattern_${config.patternId}`, values };
  const length = [...value].length;
  if (length < config.minLength) return failed;
  if (config.maxLength > 0 && length > config.maxLength) return failed;
  const builtIn = REGISTER_PATTERNS[config.patternId];
  if (builtIn && !builtIn.test(value)) return failed;
  const accepted = merchantPattern(config.acceptedPattern);
  if (accepted && !accepted.test(value)) return failed;
  return undefined;
}

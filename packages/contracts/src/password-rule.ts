import { validateRegisterField } from './register-patterns';
import type { RegisterFieldConfig } from './system';

/**
 * The rule of a new account password after NIST SP 800-63B (decision 0026), shared by the web
 * (immediate field errors) and the server (the authority). Only a password being set is checked:
 * login never applies it, so a member whose old password predates the rule still logs in.
 *
 * The brand's register configuration of the `password` field (spec 5.2) may add its own pattern
 * and lengths, but never lowers these floors: at least 8 characters, and at least 64 allowed.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** The body schemas accept 128 UTF-16 units, so no brand setting can ask for more characters. */
const PASSWORD_LENGTH_CEILING = 128;
/** A shorter account name would refuse too many passwords for the little it protects. */
const SHORTEST_ACCOUNT_CHECKED = 3;

/** The rules a new password can break, as field errors name them; plus the brand's `reg_pattern_{id}`. */
export const PASSWORD_RULES = [
  'required',
  'min_length',
  'max_length',
  'not_printable',
  'contains_username',
  // Repeats and runs on both sides; the list of common passwords only on the server, as it is
  // too big for the web's first download.
  'common',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export type PasswordFailure = {
  /** A PasswordRule or the brand pattern's `reg_pattern_{id}`. */
  rule: string;
  values: { min: string; max: string; range: string };
};

/** Control characters and line or paragraph separators: nothing a person types on purpose. */
const NOT_PRINTABLE = /[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u;

/**
 * What is checked, hashed and verified: Unicode NFKC (so the same text typed on two keyboards is
 * one password, as NIST asks) without leading or trailing white space (the login form trims it).
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC').trim();
}

/** The lengths in force: the brand's, raised to the NIST floors. */
export function passwordLengths(config?: RegisterFieldConfig): { min: number; max: number } {
  const brand = config?.enabled ? config : undefined;
  const min = Math.min(Math.max(PASSWORD_MIN_LENGTH, brand?.minLength ?? 0), PASSWORD_LENGTH_CEILING);
  const max = Math.min(Math.max(PASSWORD_MAX_LENGTH, min, brand?.maxLength ?? 0), PASSWORD_LENGTH_CEILING);
  return { min, max };
}

/** The values a password message fills in: the lengths in force. */
export function passwordRuleValues(config?: RegisterFieldConfig): PasswordFailure['values'] {
  const { min, max } = passwordLengths(config);
  return { min: String(min), max: String(max), range: `${min}-${max}` };
}

/** Whether the password holds the account name, both compared normalised and case-insensitively. */
export function containsAccountName(password: string, account: string | undefined): boolean {
  const name = normalisePassword(account ?? '').toLowerCase();
  return name.length >= SHORTEST_ACCOUNT_CHECKED && normalisePassword(password).toLowerCase().includes(name);
}

/**
 * The first rule a new password breaks, or undefined. Lengths count characters (code points) of
 * the normalised password. The server then checks its list of common passwords.
 */
export function passwordRuleBroken(
  password: string,
  context: { config?: RegisterFieldConfig; account?: string },
): PasswordFailure | undefined {
  const { min, max } = passwordLengths(context.config);
  const values = passwordRuleValues(context.config);
  const failed = (rule: string): PasswordFailure => ({ rule, values });
  const normal = normalisePassword(password);
  if (normal === '') return failed('required');
  const length = [...normal].length;
  if (length < min) return failed('min_length');
  if (length > max) return failed('max_length');
  if (NOT_PRINTABLE.test(normal)) return failed('not_printable');
  if (context.config?.enabled) {
    const brand = { ...context.config, required: true, minLength: min, maxLength: max };
    const pattern = validateRegisterField(brand, normal);
    if (pattern) return failed(pattern.key);
  }
  if (containsAccountName(normal, context.account)) return failed('contains_username');
  if (isRepetitiveOrSequential(normal)) return failed('common');
  return undefined;
}

/**
 * NIST names these beside breached passwords: one short unit repeated (`aaaaaaaa`, `12121212`)
 * or a run of consecutive characters (`abcdefgh`, `87654321`). Lists leave many of them out
 * because they are patterns rather than words.
 */
function isRepetitiveOrSequential(normal: string): boolean {
  const lower = normal.toLowerCase();
  if (/^([\s\S]{1,4})\1+$/u.test(lower)) return true;
  const points = [...lower].map((c) => c.codePointAt(0) ?? 0);
  const steps = points.slice(1).map((p, i) => p - (points[i] ?? 0));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/** The web's translation key of a password rule: `input_required`, `reg_pattern_{id}` or `password_{rule}`. */
export function passwordMessageKey(rule: string): string {
  if (rule === 'required') return 'input_required';
  return rule.startsWith('reg_pattern_') ? rule : `password_${rule}`;
}

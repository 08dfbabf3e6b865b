import type { RegisterFieldConfig } from '@platform/contracts/system';

/** An error as a translation key and its values, so it re-renders in a newly chosen language. */
export type FieldMessage = { key: string; values?: Record<string, string> };

/** Spec 5.3: required fields are trimmed first; blank means missing. */
export function requiredMessage(value: string): FieldMessage | undefined {
  return value.trim() === '' ? { key: 'input_required' } : undefined;
}

/**
 * Spec 5.2: a value must match the server-supplied acceptedPattern ('*' means anything) and have
 * a length within [minLength, maxLength]; the message is reg_pattern_{patternId} with the range
 * substituted (a single number when min equals max).
 */
export function patternMessage(value: string, config: RegisterFieldConfig | undefined): FieldMessage | undefined {
  if (!config?.enabled) return undefined;
  const range =
    config.minLength === config.maxLength ? `${config.minLength}` : `${config.minLength}-${config.maxLength}`;
  const message = { key: `reg_pattern_${config.patternId}`, values: { range } };
  const tooShort = config.minLength > 0 && value.length < config.minLength;
  const tooLong = config.maxLength > 0 && value.length > config.maxLength;
  if (tooShort || tooLong) return message;
  if (config.acceptedPattern === '*' || config.acceptedPattern === '') return undefined;
  try {
    return new RegExp(config.acceptedPattern, 'u').test(value) ? undefined : message;
  } catch {
    // A pattern this browser cannot compile must not lock users out; the server still checks.
    return undefined;
  }
}

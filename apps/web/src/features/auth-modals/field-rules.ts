import {
  PASSWORD_RULES,
  passwordMessageKey,
  passwordRuleBroken,
  passwordRuleValues,
} from '@platform/contracts/password-rule';
import { validateRegisterField } from '@platform/contracts/register-patterns';
import type { RegisterFieldConfig } from '@platform/contracts/system';
import { type FieldMessage, requiredMessage } from '../../shared/forms/field-message';

/** The captcha answer: required, and as many characters as the image shows (the server says how many). */
export function captchaMessage(value: string, length: number | undefined): FieldMessage | undefined {
  const answer = value.trim();
  const wrongLength = length !== undefined && answer.length !== length;
  return (
    requiredMessage(answer) ?? (wrongLength ? { key: 'captcha_length', values: { count: String(length) } } : undefined)
  );
}

/**
 * Spec 5.2 with the rules shared with the server (contracts/register-patterns). `alwaysRequired`
 * is for fields the form always needs (username, password...) whatever the configuration says.
 */
export function configuredMessage(
  value: string,
  config: RegisterFieldConfig | undefined,
  alwaysRequired = false,
): FieldMessage | undefined {
  if (alwaysRequired && value.trim() === '') return { key: 'input_required' };
  return config ? validateRegisterField(config, value) : undefined;
}

/**
 * A new password (register, change, reset) under the rule shared with the server (decision
 * 0026); `account` is the name it must not contain, when the form knows it. Only the server
 * knows the list of common passwords: its refusal comes back through serverPasswordMessage.
 */
export function passwordMessage(
  value: string,
  config: RegisterFieldConfig | undefined,
  account?: string,
): FieldMessage | undefined {
  const failed = passwordRuleBroken(value, { config, account });
  return failed ? { key: passwordMessageKey(failed.rule), values: failed.values } : undefined;
}

/** The message of a rule the server named for a new password, with the lengths in force. */
export function serverPasswordMessage(rule: string, config: RegisterFieldConfig | undefined): FieldMessage {
  const known = (PASSWORD_RULES as readonly string[]).includes(rule) || rule.startsWith('reg_pattern_');
  if (!known) return { key: 'input_invalid' };
  return { key: passwordMessageKey(rule), values: passwordRuleValues(config) };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u;
const MOBILE = /^\d{5,15}$/;

export function emailMessage(value: string): FieldMessage | undefined {
  return requiredMessage(value) ?? (EMAIL.test(value.trim()) ? undefined : { key: 'email_invalid' });
}

/** The contract's mobile shape: 5 to 15 digits, the country code chosen apart. */
export function mobileMessage(value: string): FieldMessage | undefined {
  return requiredMessage(value) ?? (MOBILE.test(value.trim()) ? undefined : { key: 'mobile_invalid' });
}

export function smsCodeMessage(value: string): FieldMessage | undefined {
  return requiredMessage(value) ?? (value.length > 255 ? { key: 'verification_code_invalid' } : undefined);
}

export function sixDigitMessage(value: string): FieldMessage | undefined {
  return requiredMessage(value) ?? (/^\d{6}$/.test(value.trim()) ? undefined : { key: 'verification_code_invalid' });
}

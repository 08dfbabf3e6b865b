import type { FieldError } from '@platform/contracts/envelope';
import { passwordRuleBroken } from '@platform/contracts/password-rule';
import type { RegisterFieldConfig } from '@platform/contracts/system';
import { ApiError } from '../../http/envelope';
import { isCommonPassword } from './common-passwords';

/**
 * The field error of a password being set (register, change, reset), or undefined: the shared
 * rule with the brand's `password` configuration, then the common-password list only the server
 * holds. `account` is the name the password must not contain, when it is known.
 */
export async function newPasswordError(
  register: readonly RegisterFieldConfig[],
  field: string,
  password: string,
  account?: string,
): Promise<FieldError | undefined> {
  const config = register.find((c) => c.field === 'password');
  const rule = passwordRuleBroken(password, { config, account })?.rule;
  if (rule) return { field: `body.${field}`, rule };
  if (await isCommonPassword(password)) return { field: `body.${field}`, rule: 'common' };
  return undefined;
}

/** As newPasswordError, refusing the call with VALIDATION_FAILED. */
export async function assertNewPassword(
  register: readonly RegisterFieldConfig[],
  field: string,
  password: string,
  account?: string,
): Promise<void> {
  const error = await newPasswordError(register, field, password, account);
  if (error) throw new ApiError('VALIDATION_FAILED', { errors: [error] });
}

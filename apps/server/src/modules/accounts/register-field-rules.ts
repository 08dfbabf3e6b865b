import type { FieldError } from '@platform/contracts/envelope';
import { validateRegisterField } from '@platform/contracts/register-patterns';
import type { RegisterFieldConfig } from '@platform/contracts/system';

/**
 * Spec 5.2 on the server, with the very rules the web applies (contracts/register-patterns). The
 * rule named in an error is the message key the web shows under the field: `required` for a
 * missing required value, otherwise reg_pattern_{patternId} (the web fills in min and max from
 * the same configuration).
 */
export function fieldRuleBroken(config: RegisterFieldConfig, value: string | undefined): string | undefined {
  const failed = validateRegisterField(config, value ?? '');
  if (!failed) return undefined;
  return failed.key === 'input_required' ? 'required' : failed.key;
}

/** The errors of every enabled field listed, under `body.<field>`; fields not enabled are not checked. */
export function registerFieldErrors(
  configs: readonly RegisterFieldConfig[],
  values: object,
  fields: readonly string[],
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const config = configs.find((c) => c.field === field);
    if (!config?.enabled) continue;
    const value = (values as Record<string, unknown>)[field];
    const rule = fieldRuleBroken(config, typeof value === 'string' ? value : undefined);
    if (rule) errors.push({ field: `body.${field}`, rule });
  }
  return errors;
}

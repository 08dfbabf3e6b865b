import type { FieldValues } from 'react-hook-form';
import { type ZodType, z } from 'zod';
import { encodeFieldMessages, type FieldMessage, type FieldMessages, requiredMessage } from './field-message';

/** The rule of one field: its message(s) when the value is refused, given every value of the form. */
export type FieldRule<V, T> = (value: T, values: V) => FieldMessages | undefined;
export type FieldRules<V extends FieldValues> = { [K in keyof V]?: FieldRule<V, V[K]> };

/**
 * A form's zod schema from the rules of its fields. Each field reports the message the member reads
 * (a translation key), in the order the rules are listed, under the field's own name; the values
 * pass through unchanged, so what is submitted is what was typed.
 */
export function formSchema<V extends FieldValues>(rules: FieldRules<V>): ZodType<V, V> {
  return z.custom<V>().superRefine((values, ctx) => {
    for (const name of Object.keys(rules) as (keyof V & string)[]) {
      const found = rules[name]?.(values[name], values);
      if (found === undefined || (Array.isArray(found) && found.length === 0)) continue;
      ctx.addIssue({ code: 'custom', path: [name], message: encodeFieldMessages(found) });
    }
  });
}

/**
 * A field checked against its schema in packages/contracts, so the form refuses exactly what the
 * server would: blank is "required", any other failure of the contract is `message`.
 */
export function contractRule(schema: ZodType, message: FieldMessage) {
  return (value: string): FieldMessage | undefined =>
    requiredMessage(value) ?? (schema.safeParse(value).success ? undefined : message);
}

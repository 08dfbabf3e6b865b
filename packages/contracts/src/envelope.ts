import { z } from 'zod';
import { resultCodeSchema } from './result-code';

/** `{success, code, message, value}`: the one shape of every API response (DESIGN, API shape). */
export function envelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({
    success: z.boolean(),
    code: resultCodeSchema,
    message: z.string(),
    value,
  });
}

export type Envelope<T> = {
  success: boolean;
  code: z.infer<typeof resultCodeSchema>;
  message: string;
  value: T;
};

/** One failed rule of one field, as a 400 VALIDATION_FAILED carries them in `value.errors`. */
export const fieldErrorSchema = z.object({
  /** Where the value came from and its path, e.g. `query.lang` or `body.username`. */
  field: z.string(),
  /** The rule that failed: required, enum, min_length, max_length, pattern, type, ... */
  rule: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const validationFailureValueSchema = z.object({ errors: z.array(fieldErrorSchema) });

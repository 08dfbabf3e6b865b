import { zodResolver } from '@hookform/resolvers/zod';
import type { BaseSyntheticEvent } from 'react';
import { type DefaultValues, type FieldValues, type Path, type UseFormReturn, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';
import { encodeFieldMessages, type FieldMessages } from './field-message';
import { type FieldRules, formSchema } from './form-schema';

type Options<V extends FieldValues> = { rules: FieldRules<V>; defaultValues: DefaultValues<V> };

/** A kit form: react-hook-form's, with the zod schema its submit checks. */
export type KitForm<V extends FieldValues> = UseFormReturn<V> & { schema: ZodType<V, V> };

/**
 * A form of the site: react-hook-form checked by the zod schema of its rules. Fields are checked
 * when the form is sent, and an error stays until the next send (spec 8: errors under each input,
 * on submit); focus stays where the member put it.
 */
export function useKitForm<V extends FieldValues>({ rules, defaultValues }: Options<V>): KitForm<V> {
  // The rules close over the form's current state (its mode, the brand's configuration): the schema
  // is made anew each render, and react-hook-form takes the resolver of the latest render.
  const schema = formSchema(rules);
  const form = useForm<V>({
    resolver: zodResolver(schema, undefined, { mode: 'sync', raw: true }),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  return { ...form, schema };
}

/** The first message the schema gives each refused field, as react-hook-form keeps them. */
function schemaErrors<V extends FieldValues>(schema: ZodType<V, V>, values: V): Map<Path<V>, string> {
  const errors = new Map<Path<V>, string>();
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') as Path<V>;
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return errors;
}

/**
 * The form's submit handler: checks the fields with the form's schema, then hands the values to
 * `onValid`. The check runs in the same turn as the submit, as react-hook-form's own handleSubmit
 * (it awaits the resolver) does not: an error is on screen as soon as the button is pressed, and
 * the call starts in that press (decision 0034). A send while `pending` (the call is running) is
 * dropped, so a double click sends once.
 */
export function submitHandler<V extends FieldValues>(
  form: KitForm<V>,
  pending: boolean,
  onValid: (values: V) => void,
): (event?: BaseSyntheticEvent) => void {
  return (event) => {
    event?.preventDefault();
    if (pending) return;
    const values = form.getValues();
    const errors = schemaErrors(form.schema, values);
    form.clearErrors();
    for (const [name, message] of errors) form.setError(name, { type: 'rule', message });
    if (errors.size === 0) onValid(values);
  };
}

/** Shows the server's refusal of named fields under those fields (spec 8). */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: Partial<Record<string, FieldMessages>>,
): void {
  for (const [name, messages] of Object.entries(fields)) {
    if (messages) form.setError(name as Path<V>, { type: 'server', message: encodeFieldMessages(messages) });
  }
}

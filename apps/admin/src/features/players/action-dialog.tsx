import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, errorMessageKey } from '../../shared/api/http';
import { Dialog, FormDialogActions } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import styles from './players.module.css';

/** One input of an action's form: its body field, label, kind and limit. */
export type ActionField = {
  name: string;
  labelKey: string;
  kind: 'text' | 'textarea' | 'days';
  max?: number;
  hintKey?: string;
};

/** A field's error in words: what is missing, too long or not a valid value. */
function fieldMessage(t: TFunction, field: ActionField, error: FieldError | undefined) {
  if (!error) return undefined;
  // The server's refusal of the value, already in words.
  if (error.type === 'server') return error.message;
  if (field.kind === 'days') return t('players_days_invalid');
  if (error.type === 'too_big') return t('players_too_long', { max: field.max });
  return t('field_required');
}

/** The server's refusals of this form's fields (VALIDATION_FAILED, field `body.<name>`), each with its rule. */
function fieldRefusals(error: unknown, fields: ActionField[]): { name: string; rule: string }[] {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return [];
  const errors = (error.value as { errors?: { field?: string; rule?: string }[] } | null)?.errors ?? [];
  return errors.flatMap(({ field, rule }) => {
    const name = field?.replace(/^body\./, '');
    return name && rule && fields.some((f) => f.name === name) ? [{ name, rule }] : [];
  });
}

/**
 * An action on a player as a confirmation dialog: what it does, its fields (a reason at least),
 * checked with the route's own schema, the server's refusal in words (beside the field it names,
 * where the action words that rule), and the confirm button in the danger style when the action
 * cannot be taken back.
 */
export function ActionDialog({
  title,
  summary,
  fields,
  schema,
  confirmLabel,
  danger,
  refusalKey,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: string;
  fields: ActionField[];
  schema: z.ZodType<Record<string, unknown>>;
  confirmLabel: string;
  danger: boolean;
  /** The message key of the server's refusal of a field (by its rule), where the action words it. */
  refusalKey?: (field: string, rule: string) => string | undefined;
  onSubmit: (body: Record<string, unknown>) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Record<string, unknown>>({
    // biome-ignore lint/suspicious/noExplicitAny: the action's own body schema, whatever its fields
    resolver: zodResolver(schema as any),
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, f.kind === 'days' ? undefined : ''])),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      const worded = fieldRefusals(error, fields).flatMap(({ name, rule }) => {
        const key = refusalKey?.(name, rule);
        return key ? [{ name, key }] : [];
      });
      for (const { name, key } of worded)
        form.setError(name, { type: 'server', message: t(key) }, { shouldFocus: true });
      if (worded.length === 0) setFailure(error);
    }
  });
  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>{summary}</p>
        {fields.map((field) => {
          const error = form.formState.errors[field.name] as FieldError | undefined;
          return (
            <Field
              key={field.name}
              label={t(field.labelKey)}
              hint={field.hintKey ? t(field.hintKey) : undefined}
              error={fieldMessage(t, field, error)}
            >
              {({ id, describedBy, invalid }) => {
                const common = { id, 'aria-describedby': describedBy, 'aria-invalid': invalid };
                if (field.kind === 'textarea')
                  return (
                    <textarea
                      {...common}
                      dir="auto"
                      rows={5}
                      maxLength={field.max}
                      className={styles.wide}
                      {...form.register(field.name)}
                    />
                  );
                if (field.kind === 'days')
                  return (
                    <input
                      {...common}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      dir="ltr"
                      {...form.register(field.name, {
                        setValueAs: (v) => (v === '' || v == null ? undefined : Number(v)),
                      })}
                    />
                  );
                return (
                  <input
                    {...common}
                    dir="auto"
                    maxLength={field.max}
                    className={styles.wide}
                    {...form.register(field.name)}
                  />
                );
              }}
            </Field>
          );
        })}
        <FormDialogActions
          failure={failure ? t(errorMessageKey(failure)) : null}
          submitLabel={confirmLabel}
          busy={form.formState.isSubmitting}
          danger={danger}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}

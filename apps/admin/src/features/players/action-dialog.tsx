import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageKey } from '../../shared/api/http';
import { Dialog } from '../../shared/ui/dialog';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './players.module.css';

/** One input of an action's form: its body field, label, kind and limit. */
export type ActionField = {
  name: string;
  labelKey: string;
  kind: 'text' | 'textarea' | 'days' | 'id';
  max?: number;
  hintKey?: string;
};

/** A field's error in words: what is missing, too long or not a valid value. */
function fieldMessage(t: TFunction, field: ActionField, error: FieldError | undefined) {
  if (!error) return undefined;
  if (field.kind === 'days') return t('players_days_invalid');
  if (field.kind === 'id') return t('players_id_invalid');
  if (error.type === 'too_big') return t('players_too_long', { max: field.max });
  return t('field_required');
}

/**
 * An action on a player as a confirmation dialog: what it does, its fields (a reason at least),
 * checked with the route's own schema, the server's refusal in words, and the confirm button in
 * the danger style when the action cannot be taken back.
 */
export function ActionDialog({
  title,
  summary,
  fields,
  schema,
  confirmLabel,
  danger,
  failureKey,
  onSubmit,
  onClose,
}: {
  title: string;
  summary: string;
  fields: ActionField[];
  schema: z.ZodType<Record<string, unknown>>;
  confirmLabel: string;
  danger: boolean;
  /** The refusal's message key, where the action words a refusal better than the code's sentence. */
  failureKey?: (error: unknown) => string | undefined;
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
      setFailure(error);
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
                    dir={field.kind === 'id' ? 'ltr' : 'auto'}
                    inputMode={field.kind === 'id' ? 'numeric' : undefined}
                    maxLength={field.max}
                    className={styles.wide}
                    {...form.register(field.name)}
                  />
                );
              }}
            </Field>
          );
        })}
        {failure ? (
          <p className={ui.alert} role="alert">
            {t(failureKey?.(failure) ?? errorMessageKey(failure))}
          </p>
        ) : null}
        <div className={ui.dialogActions}>
          <button type="button" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className={danger ? ui.danger : ui.primary} disabled={form.formState.isSubmitting}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

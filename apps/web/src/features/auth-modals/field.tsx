import { type InputHTMLAttributes, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import styles from './auth-forms.module.css';
import type { FieldMessage } from './field-rules';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: FieldMessage | undefined };

/** A field's error, translated at render time so it follows a change of language. */
export function FieldErrorText({ id, error }: { id?: string; error: FieldMessage | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} role="alert" className={styles.fieldError}>
      {t(error.key, error.values)}
    </p>
  );
}

/** A labelled input with its error shown under it (spec 8: field errors under each input). */
export function Field({ label, error, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

/** The form-level failure of a refused submission: the translated `code_<CODE>` of its error. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.formError}>
      {t(errorMessageKey(error))}
    </p>
  );
}

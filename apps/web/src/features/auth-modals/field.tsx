import { type InputHTMLAttributes, useId } from 'react';
import styles from './auth-forms.module.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined };

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
      {error ? (
        <p id={errorId} role="alert" className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form-level failure, e.g. the translated `code_<CODE>` of a refused submission. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.formError}>
      {message}
    </p>
  );
}

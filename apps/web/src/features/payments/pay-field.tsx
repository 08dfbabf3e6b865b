import { type InputHTMLAttributes, useId } from 'react';
import { FieldErrorText } from '../auth-modals/field';
import type { FieldMessage } from '../auth-modals/field-rules';
import styles from './payments.module.css';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: FieldMessage | undefined;
  /** A standing explanation under the input (limits, format), read out with it. */
  hint?: string | undefined;
};

/** A labelled input with an optional hint and its error under it (spec 8), both tied to the input. */
export function PayField({ label, error, hint, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldErrorText id={errorId} error={error} />
    </div>
  );
}

import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import styles from './auth-forms.module.css';
import type { FieldMessage } from './field-rules';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: FieldMessage | undefined;
  /** Rendered beside the input inside its row, e.g. a 'get code' button. */
  addon?: ReactNode;
};

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
export function Field({ label, error, addon, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = (
    <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {addon ? (
        <div className={styles.inputRow}>
          {control}
          {addon}
        </div>
      ) : (
        control
      )}
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

/** The submit button: disabled with a spinner while the call runs, so it cannot be sent twice. */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={styles.submit} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <span className={styles.buttonSpinner} aria-hidden="true" />
          {t('submitting')}
        </>
      ) : (
        children
      )}
    </button>
  );
}

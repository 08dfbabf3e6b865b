import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { type Control, type FieldError, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { decodeFieldMessages, type FieldMessage } from './field-message';
import styles from './forms.module.css';

/** What a field's control needs to be named by its label and described by its hint and error. */
export type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/** The messages of a field's error, whether the form's check or the server set it. */
export function messagesOf(error: FieldError | undefined): FieldMessage[] {
  return decodeFieldMessages(error?.message);
}

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

/** Several messages under one control (one per refused file, say), described together. */
function FieldErrors({ id, messages }: { id: string; messages: FieldMessage[] }) {
  if (messages.length <= 1) return <FieldErrorText id={id} error={messages[0]} />;
  return (
    <div id={id}>
      {messages.map((message) => (
        <FieldErrorText key={`${message.key}-${message.values?.name ?? ''}`} error={message} />
      ))}
    </div>
  );
}

type FrameProps = {
  label: string;
  error: FieldError | FieldMessage[] | undefined;
  /** A standing explanation under the control (limits, format), read out with it. */
  hint?: string | undefined;
  /** Rendered beside the control inside its row, e.g. a 'get code' button. */
  addon?: ReactNode;
  /** Rendered between the hint and the error (the list of picked files, say). */
  extra?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled control with its hint and its error under it (spec 8: field errors under each input),
 * both tied to the control. The control (input, select...) is the caller's, given the ids it needs.
 */
export function FieldFrame({ label, error, hint, addon, extra, children }: FrameProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const messages = Array.isArray(error) ? error : messagesOf(error);
  const invalid = messages.length > 0;
  const describedBy = [hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = children({ id, 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy });
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
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {extra}
      <FieldErrors id={errorId} messages={messages} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'onBlur' | 'id'>;

type FieldProps<V extends FieldValues> = InputProps & {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  hint?: string | undefined;
  addon?: ReactNode;
  /** Rewrites what is typed as it is typed (Arabic-Indic digits to Latin, say). */
  transform?: (typed: string) => string;
};

/** A text input of a kit form: labelled, with its hint and the form's or the server's error under it. */
export function Field<V extends FieldValues>({
  control,
  name,
  label,
  hint,
  addon,
  transform,
  ...input
}: FieldProps<V>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldFrame label={label} error={fieldState.error} hint={hint} addon={addon}>
      {(ids) => (
        <input
          {...ids}
          {...input}
          ref={field.ref}
          name={field.name}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(transform ? transform(e.target.value) : e.target.value)}
        />
      )}
    </FieldFrame>
  );
}

type CheckboxProps<V extends FieldValues> = { control: Control<V>; name: FieldPath<V>; label: ReactNode };

/** A tick box of a kit form with its error under it (the terms of registration, say). */
export function CheckboxField<V extends FieldValues>({ control, name, label }: CheckboxProps<V>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = messagesOf(fieldState.error)[0];
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          ref={field.ref}
          name={field.name}
          checked={field.value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.checked)}
        />
        {label}
      </label>
      <FieldErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

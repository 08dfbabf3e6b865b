import { type ReactNode, useId } from 'react';
import { FieldErrorText } from '../auth-modals/field';
import type { FieldMessage } from '../auth-modals/field-rules';
import styles from './wallet.module.css';

type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };

/**
 * A labelled control with its error under it (spec 8: field errors show under each input). The
 * control is rendered by the caller (input or select) with the ids it needs to be described.
 */
export function WalletField({
  label,
  error,
  addon,
  children,
}: {
  label: string;
  error: FieldMessage | undefined;
  addon?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  });
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
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

import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import styles from './security-centre.module.css';

const SIX_DIGITS = /^\d{6}$/;

type Props = {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (code: string) => void;
  onCancel: () => void;
};

/** The 6-digit authenticator code field shared by enrolment and turning off; checked before sending. */
export function TotpCodeForm({ submitLabel, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!SIX_DIGITS.test(trimmed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onSubmit(trimmed);
  };
  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <label htmlFor={id} className={styles.label}>
        {t('security_totp_code')}
      </label>
      <input
        id={id}
        className={styles.input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        aria-invalid={invalid}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      {invalid ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {t('security_totp_code_invalid')}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.fieldError}>
          {t(errorMessageKey(error))}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={pending}>
          {t('session_cancel')}
        </button>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('submitting') : submitLabel}
        </button>
      </div>
    </form>
  );
}

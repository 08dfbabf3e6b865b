import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { FormError } from '../../shared/forms/form-error';
import { SubmitButton } from '../../shared/forms/submit-button';
import { submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
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
  const form = useKitForm<{ code: string }>({
    defaultValues: { code: '' },
    rules: { code: (code) => (SIX_DIGITS.test(code.trim()) ? undefined : { key: 'security_totp_code_invalid' }) },
  });
  const submit = submitHandler(form, pending, ({ code }) => onSubmit(code.trim()));
  return (
    <form className={styles.codeForm} onSubmit={submit} noValidate>
      <Field
        control={form.control}
        name="code"
        label={t('security_totp_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.codeInput}
        transform={(typed) => typed.replace(/\D/g, '')}
      />
      <FormError error={error} />
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={pending}>
          {t('session_cancel')}
        </button>
        <SubmitButton pending={pending} className={styles.primary}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestPasswordEmail } from './auth-api';
import styles from './auth-forms.module.css';
import { Field, FormError } from './field';
import { type FieldMessage, requiredMessage } from './field-rules';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec 4.5, email method: username and email; success shows 'in_been_out'. */
export function ForgotPasswordForm({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: FieldMessage; email?: FieldMessage }>({});
  const mutation = useMutation({
    mutationFn: (input: { username: string; email: string }) => requestPasswordEmail(input.username, input.email),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const u = username.trim();
    const e = email.trim();
    const next = {
      username: requiredMessage(u),
      email: requiredMessage(e) ?? (EMAIL.test(e) ? undefined : { key: 'email_invalid' }),
    };
    setErrors(next);
    if (next.username || next.email) return;
    mutation.mutate({ username: u, email: e });
  };

  if (mutation.isSuccess) {
    return (
      <div className={styles.form}>
        <p role="status" className={styles.success}>
          {t('in_been_out')}
        </p>
        <button type="button" className={styles.submit} onClick={onLogin}>
          {t('login_now')}
        </button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError error={mutation.error} />
      <Field
        label={t('username')}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(ev) => setUsername(ev.target.value)}
      />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        error={errors.email}
        onChange={(ev) => setEmail(ev.target.value)}
      />
      <button type="submit" className={styles.submit} disabled={mutation.isPending}>
        {mutation.isPending ? t('submitting') : t('send')}
      </button>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('back_to_login')}
        </button>
      </p>
    </form>
  );
}

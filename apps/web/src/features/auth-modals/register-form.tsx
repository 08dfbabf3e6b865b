import type { PermissionValue } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { saveSessionToken } from '../../shared/storage/session-keys';
import { invalidFields, register } from './auth-api';
import styles from './auth-forms.module.css';
import { Field, FieldErrorText, FormError } from './field';
import { type FieldMessage, patternMessage, requiredMessage } from './field-rules';

type Props = { permission: PermissionValue; onSuccess: () => void; onLogin: () => void };
type Errors = Partial<Record<'username' | 'password' | 'confirmPassword' | 'terms', FieldMessage>>;

export function RegisterForm({ permission, onSuccess, onLogin }: Props) {
  const { t } = useTranslation();
  // Spec 2.1: registration accepts a referralCode query parameter.
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const configOf = (field: string) => permission.register.find((c) => c.field === field);

  const mutation = useMutation({
    mutationFn: (input: { username: string; password: string; confirmPassword: string }) =>
      register(permission, { ...input, referralCode: searchParams.get('referralCode') }),
    onSuccess: (value) => {
      if (value?.token) saveSessionToken(value.token);
      onSuccess();
    },
    onError: (error) => {
      const fields = invalidFields(error);
      if (fields.length === 0) return;
      const serverErrors: Errors = {};
      for (const field of fields) {
        if (field === 'username' || field === 'password' || field === 'confirmPassword') {
          serverErrors[field] = { key: 'input_invalid' };
        }
      }
      setErrors(serverErrors);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const u = username.trim();
    const next: Errors = {
      username: requiredMessage(u) ?? patternMessage(u, configOf('username')),
      password: requiredMessage(password) ?? patternMessage(password, configOf('password')),
      confirmPassword:
        requiredMessage(confirmPassword) ?? (confirmPassword !== password ? { key: 'inconsistent_twice' } : undefined),
      // Spec 4.4: the terms box must be ticked, otherwise 'not empty?'.
      terms: terms ? undefined : { key: 'not_empty' },
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    mutation.mutate({ username: u, password, confirmPassword });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError error={mutation.error} />
      <Field
        label={t('username')}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Field
        label={t('confirm_password')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)}
      />
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={terms}
            aria-invalid={errors.terms ? true : undefined}
            onChange={(e) => setTerms(e.target.checked)}
          />
          {t('accept_terms')}
        </label>
        <FieldErrorText error={errors.terms} />
      </div>
      <button type="submit" className={styles.submit} disabled={mutation.isPending}>
        {mutation.isPending ? t('submitting') : t('register')}
      </button>
      <p className={styles.switch}>
        {t('have_account')}{' '}
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('login_now')}
        </button>
      </p>
    </form>
  );
}

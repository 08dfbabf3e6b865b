import type { PermissionValue } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveSessionToken } from '../../shared/storage/session-keys';
import { login } from './auth-api';
import styles from './auth-forms.module.css';
import { Field, FormError } from './field';
import { type FieldMessage, requiredMessage } from './field-rules';
import { rememberedUsername, rememberUsername } from './remember-me';

type Props = {
  permission: PermissionValue;
  /** Spec 2.8: on an agent page the form is usable and the remember/forgot row is hidden. */
  agentMode?: boolean;
  onSuccess: () => void;
  onRegister?: () => void;
  onForgot?: () => void;
};

export function LoginForm({ permission, agentMode, onSuccess, onRegister, onForgot }: Props) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== '');
  const [errors, setErrors] = useState<{ username?: FieldMessage; password?: FieldMessage }>({});

  const mutation = useMutation({
    mutationFn: (input: { username: string; password: string }) => login(permission, input.username, input.password),
    onSuccess: (value, input) => {
      saveSessionToken(value.token);
      if (!agentMode) rememberUsername(remember ? input.username : null);
      onSuccess();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: requiredMessage(username), password: requiredMessage(password) };
    setErrors(next);
    if (next.username || next.password) return;
    mutation.mutate({ username: username.trim(), password: password.trim() });
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
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {agentMode ? null : (
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('remember_password')}
          </label>
          {onForgot ? (
            <button type="button" className={styles.linkButton} onClick={onForgot}>
              {t('forgot_password')}
            </button>
          ) : null}
        </div>
      )}
      <button type="submit" className={styles.submit} disabled={mutation.isPending}>
        {mutation.isPending ? t('submitting') : t('login')}
      </button>
      {onRegister ? (
        <p className={styles.switch}>
          {t('no_account')}{' '}
          <button type="button" className={styles.linkButton} onClick={onRegister}>
            {t('register_now')}
          </button>
        </p>
      ) : null}
    </form>
  );
}

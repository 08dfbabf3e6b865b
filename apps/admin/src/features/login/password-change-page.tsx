import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { passwordRuleBroken } from '@platform/contracts/password-rule';
import { type StaffProfile, staffProfileSchema } from '@platform/contracts/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, apiCall, errorMessageKey, fieldErrorsOf } from '../../shared/api/http';
import { STAFF_ME_KEY } from '../../shared/session/use-staff';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './login.module.css';

type Passwords = { currentPassword: string; newPassword: string; confirmPassword: string };

/** The rules the password rule names (contracts' password-rule.ts), each with its sentence. */
const RULE_KEYS: Record<string, string> = {
  required: 'field_required',
  min_length: 'password_rule_min_length',
  max_length: 'password_rule_max_length',
  not_printable: 'password_rule_not_printable',
  contains_username: 'password_rule_contains_account',
  common: 'password_rule_common',
};

/**
 * A password someone else chose (shown once when the account was opened) is replaced before the
 * console shows anything else: the server serves this session nothing but this change until then.
 */
export function PasswordChangePage({ profile }: { profile: StaffProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<Passwords>({ defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' } });
  const { errors } = form.formState;
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiCall(staffProfileSchema, ADMIN_API.staffPassword, { method: 'POST', body }),
    onSuccess: (updated) => queryClient.setQueryData(STAFF_ME_KEY, updated),
    onError: (error) => {
      const rule = fieldErrorsOf(error).newPassword;
      if (rule) form.setError('newPassword', { message: t(RULE_KEYS[rule] ?? 'password_rule_common') });
      if (error instanceof ApiError && error.code === 'OLD_PASSWORD_INCORRECT') {
        form.setError('currentPassword', { message: t('code_OLD_PASSWORD_INCORRECT') });
      }
      if (error instanceof ApiError && error.code === 'PASSWORD_REUSED') {
        form.setError('newPassword', { message: t('code_PASSWORD_REUSED') });
      }
    },
  });

  const submit = form.handleSubmit(({ currentPassword, newPassword, confirmPassword }) => {
    let valid = true;
    if (!currentPassword) {
      form.setError('currentPassword', { message: t('field_required') });
      valid = false;
    }
    const broken = passwordRuleBroken(newPassword, { account: profile.account });
    if (broken) {
      form.setError('newPassword', { message: t(RULE_KEYS[broken.rule] ?? 'password_rule_common') });
      valid = false;
    } else if (newPassword !== confirmPassword) {
      form.setError('confirmPassword', { message: t('password_mismatch') });
      valid = false;
    }
    if (valid) change.mutate({ currentPassword, newPassword });
  });

  const fieldFailed =
    change.error instanceof ApiError &&
    ['OLD_PASSWORD_INCORRECT', 'PASSWORD_REUSED', 'VALIDATION_FAILED'].includes(change.error.code);
  const passwordField = (name: keyof Passwords, label: string, autoComplete: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type="password"
          autoComplete={autoComplete}
          dir="ltr"
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <section className={styles.card} aria-labelledby="password-change-title">
      <h1 id="password-change-title" className={styles.title}>
        {t('password_change_title')}
      </h1>
      <p>{t('password_change_intro')}</p>
      <form className={styles.form} onSubmit={submit} noValidate>
        {passwordField('currentPassword', t('password_current'), 'current-password')}
        {passwordField('newPassword', t('password_new'), 'new-password', t('password_new_hint'))}
        {passwordField('confirmPassword', t('password_confirm'), 'new-password')}
        {change.error && !fieldFailed ? <p role="alert">{t(errorMessageKey(change.error))}</p> : null}
        <button type="submit" className={ui.primary} disabled={change.isPending}>
          {change.isPending ? t('password_saving') : t('password_save')}
        </button>
      </form>
    </section>
  );
}

import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import { failedRule } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { type ChangePasswordOptions, useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { useSession } from '../../shared/session/session-context';
import { usePermission } from '../../shared/system/startup-queries';
import { Modal } from '../../shared/ui/modal';
import { changePassword } from './auth-api';
import styles from './auth-forms.module.css';
import { passwordMessage, serverPasswordMessage } from './field-rules';

type Values = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * Spec 4.3 / 5.3: old password (unless the user just typed it at a forced login), new password
 * and its confirmation. When forced (default or expired password) the popup cannot be dismissed:
 * closing it logs out.
 */
export function ChangePasswordModal({ forced, knownPassword, destination = '/' }: ChangePasswordOptions) {
  const { t } = useTranslation();
  const permission = usePermission();
  const { signIn, signOut, member } = useSession();
  const { close, dismiss } = useModals();
  const go = useGo();
  const passwordConfig = permission.register.find((c) => c.field === 'password');
  const form = useKitForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    rules: {
      oldPassword: (old) => (knownPassword === undefined ? requiredMessage(old) : undefined),
      // At a forced change the account may not be loaded yet: the server then checks the name.
      newPassword: (password) => passwordMessage(password, passwordConfig, member?.account),
      confirmNewPassword: (confirm, { newPassword }) =>
        requiredMessage(confirm) ?? (confirm !== newPassword ? { key: 'inconsistent_twice' } : undefined),
    },
  });

  const mutation = useMutation({
    mutationFn: async (body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) => {
      const { token } = await changePassword(permission, body);
      // The change revoked the old session; the fresh token reloads the login info (spec 4.3).
      await signIn(token);
    },
    onSuccess: () => {
      dismiss();
      go(destination);
    },
    onError: (error) => {
      // The server's rule (a common password, say) shows under the new password.
      const rule = failedRule(error, 'newPassword');
      if (rule) showServerErrors(form, { newPassword: serverPasswordMessage(rule, passwordConfig) });
    },
  });
  const formError = failedRule(mutation.error, 'newPassword') ? null : mutation.error;

  const submit = submitHandler(form, mutation.isPending, ({ oldPassword, newPassword, confirmNewPassword }) =>
    mutation.mutate({ oldPassword: knownPassword ?? oldPassword, newPassword, confirmNewPassword }),
  );

  const leave = () => {
    if (!forced) {
      close();
      return;
    }
    // A forced change cannot be skipped: the only other way out is to log out.
    dismiss();
    void signOut();
  };

  return (
    <Modal title={t('change_password')} onClose={leave}>
      <form className={styles.form} onSubmit={submit} noValidate>
        {forced ? <p className={styles.lead}>{t('change_password_forced')}</p> : null}
        <FormError error={formError} />
        {knownPassword === undefined ? (
          <Field
            control={form.control}
            name="oldPassword"
            label={t('old_password')}
            type="password"
            autoComplete="current-password"
          />
        ) : null}
        <Field
          control={form.control}
          name="newPassword"
          label={t('new_password')}
          type="password"
          autoComplete="new-password"
        />
        <Field
          control={form.control}
          name="confirmNewPassword"
          label={t('confirm_new_password')}
          type="password"
          autoComplete="new-password"
        />
        <SubmitButton pending={mutation.isPending}>{t('confirm')}</SubmitButton>
        {forced ? (
          <button type="button" className={styles.secondaryButton} onClick={leave}>
            {t('logout')}
          </button>
        ) : null}
      </form>
    </Modal>
  );
}

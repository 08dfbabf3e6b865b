import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChangePasswordOptions, useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { useSession } from '../../shared/session/session-context';
import { usePermission } from '../../shared/system/startup-queries';
import { Modal } from '../../shared/ui/modal';
import { changePassword, fieldRuleOfError } from './auth-api';
import styles from './auth-forms.module.css';
import { Field, FormError, SubmitButton } from './field';
import { type FieldMessage, hasErrors, passwordMessage, requiredMessage, serverPasswordMessage } from './field-rules';

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
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage | undefined>>({});
  const passwordConfig = permission.register.find((c) => c.field === 'password');

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
      const rule = fieldRuleOfError(error, 'newPassword');
      if (rule) setErrors((e) => ({ ...e, newPassword: serverPasswordMessage(rule, passwordConfig) }));
    },
  });
  const formError = fieldRuleOfError(mutation.error, 'newPassword') ? null : mutation.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      oldPassword: knownPassword === undefined ? requiredMessage(oldPassword) : undefined,
      // At a forced change the account may not be loaded yet: the server then checks the name.
      newPassword: passwordMessage(newPassword, passwordConfig, member?.account),
      confirm: requiredMessage(confirm) ?? (confirm !== newPassword ? { key: 'inconsistent_twice' } : undefined),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    mutation.mutate({ oldPassword: knownPassword ?? oldPassword, newPassword, confirmNewPassword: confirm });
  };

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
            label={t('old_password')}
            name="oldPassword"
            type="password"
            autoComplete="current-password"
            value={oldPassword}
            error={errors.oldPassword}
            onChange={(e) => setOldPassword(e.target.value)}
          />
        ) : null}
        <Field
          label={t('new_password')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={newPassword}
          error={errors.newPassword}
          onChange={(e) => setNewPassword(e.target.value)}
        />
        <Field
          label={t('confirm_new_password')}
          name="confirmNewPassword"
          type="password"
          autoComplete="new-password"
          value={confirm}
          error={errors.confirm}
          onChange={(e) => setConfirm(e.target.value)}
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

import type { PermissionValue } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../shared/customer-service/customer-service-button';
import { Field } from '../../shared/forms/field';
import { requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import { failedRule } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { requestPasswordEmail, requestPasswordSms, setPasswordByPhone } from './auth-api';
import styles from './auth-forms.module.css';
import { emailMessage, mobileMessage, passwordMessage, serverPasswordMessage, smsCodeMessage } from './field-rules';
import { MobileCodeFields } from './mobile-code-fields';
import { startingCountries } from './mobile-field';
import { SegmentedTabs } from './segmented-tabs';
import { useCompleteLogin } from './use-complete-login';

type Method = 'email' | 'mobileNum';
type Props = { permission: PermissionValue; onLogin: () => void; onSuccess: () => void };

/**
 * Spec 4.5: by email (username and email; success shows 'in_been_out'), and by phone when
 * CHNGPASSVERIF3 is on (the default then): sms code and a new password, after which the user is
 * logged in with it.
 */
export function ForgotPasswordForm({ permission, onLogin, onSuccess }: Props) {
  const { t } = useTranslation();
  const phoneOn = permission.whitelabel.flags.CHNGPASSVERIF3;
  const [method, setMethod] = useState<Method>(phoneOn ? 'mobileNum' : 'email');
  return (
    <div className={styles.form}>
      {phoneOn ? (
        <SegmentedTabs
          label={t('forgot_method')}
          options={['mobileNum', 'email'] as const}
          selected={method}
          onSelect={setMethod}
          nameOf={(option) => t(option === 'email' ? 'forgot_by_email' : 'forgot_by_mobile')}
        />
      ) : null}
      {method === 'email' ? <ByEmail onLogin={onLogin} /> : <ByPhone permission={permission} onSuccess={onSuccess} />}
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('back_to_login')}
        </button>
      </p>
      <CustomerServiceButton
        className={styles.secondaryButton}
        merchantCode={permission.merchantCode}
        entries={permission.customerService}
      />
    </div>
  );
}

function ByEmail({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  const form = useKitForm<{ username: string; email: string }>({
    defaultValues: { username: '', email: '' },
    rules: { username: requiredMessage, email: emailMessage },
  });
  const mutation = useMutation({
    mutationFn: (input: { username: string; email: string }) => requestPasswordEmail(input.username, input.email),
  });

  const submit = submitHandler(form, mutation.isPending, ({ username, email }) =>
    mutation.mutate({ username: username.trim(), email: email.trim() }),
  );

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
      <Field control={form.control} name="username" label={t('username')} autoComplete="username" />
      <Field control={form.control} name="email" label={t('email')} type="email" autoComplete="email" />
      <SubmitButton pending={mutation.isPending}>{t('send')}</SubmitButton>
    </form>
  );
}

type PhoneValues = { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string };

function ByPhone({ permission, onSuccess }: { permission: PermissionValue; onSuccess: () => void }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const passwordConfig = permission.register.find((c) => c.field === 'password');
  const form = useKitForm<PhoneValues>({
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' },
    rules: {
      mobileNum: mobileMessage,
      verificationCode: smsCodeMessage,
      newPassword: (password) => passwordMessage(password, passwordConfig),
    },
  });

  const mutation = useMutation({
    mutationFn: async (body: PhoneValues) => {
      const value = await setPasswordByPhone(permission, body);
      // Spec 4.5: the user is then logged in with the new password.
      if ((await completeLogin(value, { destination: '/' })) === 'done') onSuccess();
    },
    onError: (error) => {
      // The account name and the common-password list are the server's to check here.
      const rule = failedRule(error, 'newPassword');
      if (rule) showServerErrors(form, { newPassword: serverPasswordMessage(rule, passwordConfig) });
    },
  });
  const formError = failedRule(mutation.error, 'newPassword') ? null : mutation.error;

  const submit = submitHandler(form, mutation.isPending, (values) =>
    mutation.mutate({
      countryDialingCode: values.countryDialingCode,
      mobileNum: values.mobileNum.trim(),
      verificationCode: values.verificationCode.trim(),
      newPassword: values.newPassword,
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError error={formError} />
      <MobileCodeFields
        form={form}
        preferredCountries={startingCountries(permission)}
        request={() => {
          const { countryDialingCode, mobileNum } = form.getValues();
          return requestPasswordSms({ countryDialingCode, mobileNum: mobileNum.trim() });
        }}
      />
      <Field
        control={form.control}
        name="newPassword"
        label={t('new_password')}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton pending={mutation.isPending}>{t('reset_password')}</SubmitButton>
    </form>
  );
}

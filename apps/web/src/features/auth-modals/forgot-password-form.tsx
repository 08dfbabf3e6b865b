import type { PermissionValue } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../../shared/customer-service/customer-service-button';
import { fieldRuleOfError, requestPasswordEmail, requestPasswordSms, setPasswordByPhone } from './auth-api';
import styles from './auth-forms.module.css';
import { Field, FormError, SubmitButton } from './field';
import {
  emailMessage,
  type FieldMessage,
  hasErrors,
  mobileMessage,
  passwordMessage,
  requiredMessage,
  serverPasswordMessage,
  smsCodeMessage,
} from './field-rules';
import { MobileCodeFields } from './mobile-code-fields';
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
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ username?: FieldMessage; email?: FieldMessage }>({});
  const mutation = useMutation({
    mutationFn: (input: { username: string; email: string }) => requestPasswordEmail(input.username, input.email),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { username: requiredMessage(username), email: emailMessage(email) };
    setErrors(next);
    if (hasErrors(next)) return;
    mutation.mutate({ username: username.trim(), email: email.trim() });
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
      <SubmitButton pending={mutation.isPending}>{t('send')}</SubmitButton>
    </form>
  );
}

function ByPhone({ permission, onSuccess }: { permission: PermissionValue; onSuccess: () => void }) {
  const { t } = useTranslation();
  const completeLogin = useCompleteLogin();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage | undefined>>({});
  const passwordConfig = permission.register.find((c) => c.field === 'password');

  const mutation = useMutation({
    mutationFn: async (body: {
      countryDialingCode: string;
      mobileNum: string;
      verificationCode: string;
      newPassword: string;
    }) => {
      const value = await setPasswordByPhone(permission, body);
      // Spec 4.5: the user is then logged in with the new password.
      if ((await completeLogin(value, { destination: '/' })) === 'done') onSuccess();
    },
    onError: (error) => {
      // The account name and the common-password list are the server's to check here.
      const rule = fieldRuleOfError(error, 'newPassword');
      if (rule) setErrors((e) => ({ ...e, newPassword: serverPasswordMessage(rule, passwordConfig) }));
    },
  });
  const formError = fieldRuleOfError(mutation.error, 'newPassword') ? null : mutation.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      mobileNum: mobileMessage(mobile),
      code: smsCodeMessage(code),
      newPassword: passwordMessage(newPassword, passwordConfig),
    };
    setErrors(next);
    if (hasErrors(next)) return;
    mutation.mutate({
      countryDialingCode: dialingCode,
      mobileNum: mobile.trim(),
      verificationCode: code.trim(),
      newPassword,
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormError error={formError} />
      <MobileCodeFields
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
        code={code}
        onCode={setCode}
        errors={errors}
        onMobileError={(message) => setErrors((e) => ({ ...e, mobileNum: message }))}
        preferredCountry={permission.location.country}
        request={() => requestPasswordSms({ countryDialingCode: dialingCode, mobileNum: mobile.trim() })}
      />
      <Field
        label={t('new_password')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={newPassword}
        error={errors.newPassword}
        onChange={(e) => setNewPassword(e.target.value)}
      />
      <SubmitButton pending={mutation.isPending}>{t('reset_password')}</SubmitButton>
    </form>
  );
}

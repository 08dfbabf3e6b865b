import type { LoginBody, LoginValue } from '@platform/contracts/account';
import type { PermissionValue } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { Field } from '../../shared/forms/field';
import { requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import { SubmitButton } from '../../shared/forms/submit-button';
import { submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { login, loginWaitSeconds, loginWantsCaptcha, requestLoginSms } from './auth-api';
import styles from './auth-forms.module.css';
import { CaptchaField } from './captcha-field';
import { captchaMessage, mobileMessage, smsCodeMessage } from './field-rules';
import { MobileCodeFields } from './mobile-code-fields';
import { startingCountries } from './mobile-field';
import { rememberedSmsNumber, rememberedUsername, rememberSmsNumber, rememberUsername } from './remember-me';
import { SecondFactorStep } from './second-factor-step';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';

type Props = {
  permission: PermissionValue;
  /** Spec 2.8: on an agent page the form is usable and the remember/forgot row is hidden. */
  agentMode?: boolean;
  /** Called when the login is complete and no password change is forced. */
  onSuccess: () => void;
  onRegister?: () => void;
  onForgot?: () => void;
};

type LoginType = LoginBody['type'];
type Challenge = NonNullable<LoginValue['secondFactor']>;
type Values = {
  username: string;
  password: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
};

const AGENT_PATHS = ['/agent', '/agentHome'];

export function LoginForm({ permission, agentMode, onSuccess, onRegister, onForgot }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agentArea = agentMode === true || AGENT_PATHS.includes(pathname);
  const smsEnabled = permission.whitelabel.flags.MOBILEVERCODELOGIN3;
  const completeLogin = useCompleteLogin();

  const [sms] = useState(rememberedSmsNumber);
  // A remembered sms number with no remembered username means the user last logged in by sms.
  const [type, setType] = useState<LoginType>(() =>
    smsEnabled && !agentArea && sms !== null && rememberedUsername() === '' ? 'sms' : 'username',
  );
  const [captchaShown, setCaptchaShown] = useState(false);
  // The second step of a login from a new IP; the password stays in this state only until it ends.
  const [challenge, setChallenge] = useState<{ challenge: Challenge; password?: string } | null>(null);
  const captcha = useCaptcha(captchaShown);
  const byName = type === 'username';
  const form = useKitForm<Values>({
    defaultValues: {
      username: rememberedUsername(),
      password: '',
      countryDialingCode: sms?.countryDialingCode ?? '',
      mobileNum: sms?.mobileNum ?? '',
      verificationCode: '',
      captcha: '',
      remember: rememberedUsername() !== '' || sms !== null,
    },
    rules: {
      username: (v) => (byName ? requiredMessage(v) : undefined),
      password: (v) => (byName ? requiredMessage(v) : undefined),
      mobileNum: (v) => (byName ? undefined : mobileMessage(v)),
      verificationCode: (v) => (byName ? undefined : smsCodeMessage(v)),
      captcha: (v) => (captchaShown ? captchaMessage(v, captcha.length) : undefined),
    },
  });

  const finish = async (value: LoginValue, knownPassword: string | undefined) => {
    const outcome = await completeLogin(value, { knownPassword, destination: agentArea ? '/agentHome' : '/' });
    if (outcome === 'done') onSuccess();
  };

  const mutation = useMutation({
    mutationFn: async (body: LoginBody) => {
      const value = await login(permission, body);
      if (!agentArea) {
        // Decision 0006: only the username or the sms number with its country code, never a password.
        const remember = form.getValues('remember');
        if (body.type === 'username') rememberUsername(remember ? body.username : null);
        else
          rememberSmsNumber(
            remember ? { countryDialingCode: form.getValues('countryDialingCode'), mobileNum: body.username } : null,
          );
      }
      const knownPassword = body.type === 'username' ? body.password : undefined;
      if (value.secondFactor) {
        setChallenge({ challenge: value.secondFactor, password: knownPassword });
        return;
      }
      await finish(value, knownPassword);
    },
    onError: (error) => {
      // Spec 4.2: a refusal carrying captcha shows the captcha; a shown one was used up, so renew it.
      const wantsCaptcha = loginWantsCaptcha(error) || (error instanceof ApiError && error.code.startsWith('CAPTCHA_'));
      if (wantsCaptcha && !captchaShown) setCaptchaShown(true);
      else if (captchaShown) captcha.renew();
      form.setValue('captcha', '');
    },
  });

  const submit = submitHandler(form, mutation.isPending, (values) => {
    const captchaAnswer = captchaShown ? { captchaId: captcha.captchaId, captcha: values.captcha.trim() } : {};
    if (type === 'username') {
      mutation.mutate({
        type,
        username: values.username.trim(),
        password: values.password.trim(),
        agentArea,
        ...captchaAnswer,
      });
    } else {
      mutation.mutate({
        type,
        username: values.mobileNum.trim(),
        password: values.verificationCode.trim(),
        countryDialingCode: values.countryDialingCode,
        agentArea,
        ...captchaAnswer,
      });
    }
  });

  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge.challenge}
        onVerified={(value) => finish(value, challenge.password)}
        onBack={() => {
          setChallenge(null);
          mutation.reset();
        }}
      />
    );
  }

  const switchType = (next: LoginType) => {
    setType(next);
    form.clearErrors();
    mutation.reset();
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {smsEnabled ? (
        <fieldset className={styles.segmented}>
          <legend className={styles.visuallyHidden}>{t('login_method')}</legend>
          {(['username', 'sms'] as const).map((option) => (
            <label key={option} className={styles.segment}>
              <input type="radio" name="loginType" checked={type === option} onChange={() => switchType(option)} />
              {t(option === 'username' ? 'login_by_username' : 'login_by_sms')}
            </label>
          ))}
        </fieldset>
      ) : null}
      <LoginRefusal error={mutation.error} />
      {type === 'username' ? (
        <>
          <Field control={form.control} name="username" label={t('username')} autoComplete="username" />
          <Field
            control={form.control}
            name="password"
            label={t('password')}
            type="password"
            autoComplete="current-password"
          />
        </>
      ) : (
        <MobileCodeFields
          form={form}
          preferredCountries={startingCountries(permission)}
          request={() => {
            const { countryDialingCode, mobileNum } = form.getValues();
            return requestLoginSms({ countryDialingCode, mobileNum: mobileNum.trim() });
          }}
        />
      )}
      {captchaShown ? <CaptchaField captcha={captcha} control={form.control} name="captcha" /> : null}
      {agentArea ? null : (
        <div className={styles.row}>
          <label className={styles.check}>
            <input type="checkbox" {...form.register('remember')} />
            {t('remember_password')}
          </label>
          {onForgot ? (
            <button type="button" className={styles.linkButton} onClick={onForgot}>
              {t('forgot_password')}
            </button>
          ) : null}
        </div>
      )}
      <SubmitButton pending={mutation.isPending}>{t('login')}</SubmitButton>
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

/** The refusal above the form; a throttled login says how long to wait, in seconds or minutes. */
function LoginRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const seconds = loginWaitSeconds(error);
  if (seconds === null) return <FormError error={error} />;
  const minutes = seconds > 90 ? Math.ceil(seconds / 60) : null;
  // First-strong isolates keep the number in place inside the Arabic sentence.
  const wait = `\u2068${minutes ?? seconds}\u2069`;
  return (
    <p role="alert" className={styles.formError}>
      {minutes === null ? t('login_wait_seconds', { wait }) : t('login_wait_minutes', { wait })}
    </p>
  );
}

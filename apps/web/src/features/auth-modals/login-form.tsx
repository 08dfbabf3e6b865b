import type { LoginBody, LoginValue } from '@platform/contracts/account';
import type { PermissionValue } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { login, loginWaitSeconds, loginWantsCaptcha, requestLoginSms } from './auth-api';
import styles from './auth-forms.module.css';
import { CaptchaField } from './captcha-field';
import { Field, FormError, SubmitButton } from './field';
import { type FieldMessage, hasErrors, mobileMessage, requiredMessage, smsCodeMessage } from './field-rules';
import { MobileCodeFields } from './mobile-code-fields';
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
type Errors = Partial<Record<'username' | 'password' | 'mobileNum' | 'code' | 'captcha', FieldMessage>>;
type Challenge = NonNullable<LoginValue['secondFactor']>;

const AGENT_PATHS = ['/agent', '/agentHome'];

export function LoginForm({ permission, agentMode, onSuccess, onRegister, onForgot }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const agentArea = agentMode === true || AGENT_PATHS.includes(pathname);
  const smsEnabled = permission.whitelabel.flags.MOBILEVERCODELOGIN3;
  const completeLogin = useCompleteLogin();

  const [username, setUsername] = useState(rememberedUsername);
  const [password, setPassword] = useState('');
  const [sms] = useState(rememberedSmsNumber);
  // A remembered sms number with no remembered username means the user last logged in by sms.
  const [type, setType] = useState<LoginType>(() =>
    smsEnabled && !agentArea && sms !== null && rememberedUsername() === '' ? 'sms' : 'username',
  );
  const [dialingCode, setDialingCode] = useState(sms?.countryDialingCode ?? '');
  const [mobile, setMobile] = useState(sms?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(() => rememberedUsername() !== '' || sms !== null);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captchaText, setCaptchaText] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // The second step of a login from a new IP; the password stays in this state only until it ends.
  const [challenge, setChallenge] = useState<{ challenge: Challenge; password?: string } | null>(null);
  const captcha = useCaptcha(captchaShown);

  const finish = async (value: LoginValue, knownPassword: string | undefined) => {
    const outcome = await completeLogin(value, { knownPassword, destination: agentArea ? '/agentHome' : '/' });
    if (outcome === 'done') onSuccess();
  };

  const mutation = useMutation({
    mutationFn: async (body: LoginBody) => {
      const value = await login(permission, body);
      if (!agentArea) {
        // Decision 0006: only the username or the sms number with its country code, never a password.
        if (body.type === 'username') rememberUsername(remember ? body.username : null);
        else rememberSmsNumber(remember ? { countryDialingCode: dialingCode, mobileNum: body.username } : null);
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
      setCaptchaText('');
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const captchaAnswer = captchaShown ? { captchaId: captcha.captchaId, captcha: captchaText.trim() } : {};
    const captchaError = captchaShown ? requiredMessage(captchaText) : undefined;
    if (type === 'username') {
      const next: Errors = {
        username: requiredMessage(username),
        password: requiredMessage(password),
        captcha: captchaError,
      };
      setErrors(next);
      if (hasErrors(next)) return;
      mutation.mutate({ type, username: username.trim(), password: password.trim(), agentArea, ...captchaAnswer });
    } else {
      const next: Errors = { mobileNum: mobileMessage(mobile), code: smsCodeMessage(code), captcha: captchaError };
      setErrors(next);
      if (hasErrors(next)) return;
      mutation.mutate({
        type,
        username: mobile.trim(),
        password: code.trim(),
        countryDialingCode: dialingCode,
        agentArea,
        ...captchaAnswer,
      });
    }
  };

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
    setErrors({});
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
        </>
      ) : (
        <>
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
            request={() => requestLoginSms({ countryDialingCode: dialingCode, mobileNum: mobile.trim() })}
          />
        </>
      )}
      {captchaShown ? (
        <CaptchaField captcha={captcha} value={captchaText} onChange={setCaptchaText} error={errors.captcha} />
      ) : null}
      {agentArea ? null : (
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

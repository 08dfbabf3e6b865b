import type { RegisterBody } from '@platform/contracts/account';
import type { PermissionValue, RegisterFieldConfig } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import {
  checkAffiliateCode,
  fieldRuleOfError,
  fieldsOfError,
  type RegisterType,
  register,
  requestRegisterSms,
} from './auth-api';
import styles from './auth-forms.module.css';
import { CaptchaField } from './captcha-field';
import { Field, FieldErrorText, FormError, SubmitButton } from './field';
import {
  configuredMessage,
  type FieldMessage,
  hasErrors,
  mobileMessage,
  passwordMessage,
  requiredMessage,
  serverPasswordMessage,
  smsCodeMessage,
} from './field-rules';
import { MobileField } from './mobile-field';
import { labelKey, OPTIONAL_FIELDS } from './register-fields';
import { SegmentedTabs } from './segmented-tabs';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';

type Props = { permission: PermissionValue; onSuccess: () => void; onLogin: () => void };
type Errors = Record<string, FieldMessage | undefined>;

export function RegisterForm({ permission, onSuccess, onLogin }: Props) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const completeLogin = useCompleteLogin();
  const { flags } = permission.whitelabel;
  const configOf = (field: string): RegisterFieldConfig | undefined =>
    permission.register.find((c) => c.field === field);
  const enabled = (field: string) => configOf(field)?.enabled === true;

  // Spec 4.4: registerMobile when MOBILENUMREG3 is on; tabs only when more than one type is on.
  const types: RegisterType[] = [
    ...(flags.USERNAMEREG3 ? (['register'] as const) : []),
    ...(flags.MOBILENUMREG3 ? (['registerMobile'] as const) : []),
  ];
  const [type, setType] = useState<RegisterType>(flags.MOBILENUMREG3 ? 'registerMobile' : 'register');
  const mobileMode = type === 'registerMobile';
  const smsOn = flags.REGMOBVERF3;
  const showMobile = mobileMode || smsOn || enabled('mobileNum');
  const mobileRequired = mobileMode || smsOn || configOf('mobileNum')?.required === true;
  const showCaptcha = enabled('captcha');
  const showAffiliate = enabled('affiliateCode');
  // Spec 2.1 / 4.4: codes from the link the visitor followed.
  const urlAffiliate = searchParams.get('affiliateCode') ?? searchParams.get('code') ?? '';
  const urlReferral = searchParams.get('referralCode') ?? '';

  const [values, setValues] = useState<Record<string, string>>(() => ({
    affiliateCode: urlAffiliate,
    referralCode: urlReferral,
  }));
  const [dialingCode, setDialingCode] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const captcha = useCaptcha(showCaptcha);
  const value = (field: string) => values[field] ?? '';
  const set = (field: string) => (next: string) => setValues((v) => ({ ...v, [field]: next }));

  const validate = (): Errors => {
    const next: Errors = {
      // Spec 4.4: in mobile mode the account name is the mobile number.
      password: passwordMessage(
        value('password'),
        configOf('password'),
        mobileMode ? value('mobileNum').trim() : value('username').trim(),
      ),
      confirmPassword:
        requiredMessage(value('confirmPassword')) ??
        (value('confirmPassword') !== value('password') ? { key: 'inconsistent_twice' } : undefined),
      // Spec 4.4: the terms box must be ticked, otherwise 'not empty?'.
      terms: terms ? undefined : { key: 'not_empty' },
    };
    if (!mobileMode) next.username = configuredMessage(value('username').trim(), configOf('username'), true);
    if (showMobile) {
      const mobile = value('mobileNum').trim();
      if (mobileRequired || mobile !== '') {
        next.mobileNum = mobileMessage(mobile) ?? configuredMessage(mobile, configOf('mobileNum'));
      }
    }
    if (smsOn) next.verificationCode = smsCodeMessage(value('verificationCode'));
    if (showCaptcha) next.captcha = requiredMessage(value('captcha'));
    if (showAffiliate) next.affiliateCode = configuredMessage(value('affiliateCode').trim(), configOf('affiliateCode'));
    for (const { field, raw } of OPTIONAL_FIELDS) {
      const config = configOf(field);
      if (!config?.enabled) continue;
      next[field] = configuredMessage(raw ? value(field) : value(field).trim(), config);
    }
    return next;
  };

  const buildBody = (): RegisterBody => {
    const mobile = value('mobileNum').trim();
    const optional: Record<string, string> = {};
    for (const { field, raw } of OPTIONAL_FIELDS) {
      const v = raw ? value(field) : value(field).trim();
      if (enabled(field) && v !== '') optional[field] = v;
    }
    const affiliateCode = (showAffiliate ? value('affiliateCode') : urlAffiliate).trim();
    const referralCode = (enabled('referralCode') ? value('referralCode') : urlReferral).trim();
    return {
      ...optional,
      // Spec 4.4: in mobile mode the username is the mobile number.
      username: mobileMode ? mobile : value('username').trim(),
      password: value('password'),
      confirmPassword: value('confirmPassword'),
      ...(showMobile && mobile !== '' ? { mobileNum: mobile, countryDialingCode: dialingCode } : {}),
      ...(smsOn ? { verificationCode: value('verificationCode').trim() } : {}),
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
      ...(showCaptcha ? { captchaId: captcha.captchaId, captcha: value('captcha').trim() } : {}),
      domain: window.location.hostname,
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      login: true,
      termsAccepted: true,
    };
  };

  const mutation = useMutation({
    mutationFn: async (body: RegisterBody) => {
      // Spec 4.4: an affiliate code is checked before anything is registered.
      if (body.affiliateCode) {
        try {
          await checkAffiliateCode(body.affiliateCode, window.location.hostname);
        } catch (error) {
          if (error instanceof ApiError && error.code === 'NETWORK') throw error;
          throw new ApiError('INVALID_AFFILIATE_CODE', 400);
        }
      }
      const registered = await register(permission, type, body);
      if ((await completeLogin(registered, { destination: '/' })) === 'done') onSuccess();
    },
    onError: (error) => {
      if (showCaptcha) {
        captcha.renew();
        setValues((v) => ({ ...v, captcha: '' }));
      }
      const fields = fieldsOfError(error);
      if (fields.length === 0) return;
      const local = validate();
      const serverErrors: Errors = {};
      for (const field of fields) {
        const target = field === 'username' && mobileMode ? 'mobileNum' : field;
        if (error instanceof ApiError && error.code === 'INVALID_AFFILIATE_CODE') {
          serverErrors[target] = { key: 'invitation_code_error' };
        } else if (error instanceof ApiError && error.code !== 'VALIDATION_FAILED') {
          // A specific refusal (taken, wrong captcha, wrong sms code) says exactly what went wrong.
          serverErrors[target] = { key: `code_${error.code}` };
        } else if (target === 'password') {
          // The server names the password's rule, the common-password list among them.
          const rule = fieldRuleOfError(error, 'password');
          serverErrors.password = rule
            ? serverPasswordMessage(rule, configOf('password'))
            : (local.password ?? { key: 'input_invalid' });
        } else {
          // The local rule explains it best when it fails here too; otherwise the server knew more.
          serverErrors[target] = local[target] ?? { key: 'input_invalid' };
        }
      }
      setErrors(serverErrors);
    },
  });

  // A refusal that landed under an input shown on the form is not repeated above it.
  const shown = new Set([
    mobileMode ? 'mobileNum' : 'username',
    'password',
    'confirmPassword',
    ...(showMobile ? ['mobileNum'] : []),
    ...(smsOn ? ['verificationCode'] : []),
    ...(showCaptcha ? ['captcha'] : []),
    ...(showAffiliate ? ['affiliateCode'] : []),
    ...OPTIONAL_FIELDS.filter((f) => enabled(f.field)).map((f) => f.field),
  ]);
  const landedUnderInput = fieldsOfError(mutation.error).some((f) =>
    shown.has(f === 'username' && mobileMode ? 'mobileNum' : f),
  );
  const formLevelError = landedUnderInput ? null : mutation.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (hasErrors(next)) return;
    mutation.mutate(buildBody());
  };

  const switchType = (next: RegisterType) => {
    if (next === type) return;
    setType(next);
    setErrors({});
    mutation.reset();
    // Spec 4.4: switching type refetches the captcha.
    if (showCaptcha) {
      captcha.renew();
      setValues((v) => ({ ...v, captcha: '' }));
    }
  };

  const text = (field: string, label: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      key={field}
      label={label}
      name={field}
      value={value(field)}
      error={errors[field]}
      onChange={(e) => set(field)(e.target.value)}
      {...extra}
    />
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {types.length > 1 ? (
        <SegmentedTabs
          label={t('register_type')}
          options={types}
          selected={type}
          onSelect={switchType}
          nameOf={(option) => t(option === 'register' ? 'register_by_username' : 'register_by_mobile')}
        />
      ) : null}
      <FormError error={formLevelError} />
      {mobileMode ? null : text('username', t('username'), { autoComplete: 'username' })}
      {showMobile ? (
        <MobileField
          dialingCode={dialingCode}
          onDialingCode={setDialingCode}
          mobile={value('mobileNum')}
          onMobile={set('mobileNum')}
          error={errors.mobileNum}
          preferredCountry={permission.location.country}
        />
      ) : null}
      {smsOn
        ? text('verificationCode', t('verification_code'), {
            inputMode: 'numeric',
            autoComplete: 'one-time-code',
            maxLength: 255,
            addon: (
              <SmsCodeButton
                canRequest={() => {
                  const message = mobileMessage(value('mobileNum'));
                  setErrors((e) => ({ ...e, mobileNum: message }));
                  return !message && dialingCode !== '';
                }}
                request={() =>
                  requestRegisterSms({ countryDialingCode: dialingCode, mobileNum: value('mobileNum').trim() }, type)
                }
              />
            ),
          })
        : null}
      {text('password', t('password'), { type: 'password', autoComplete: 'new-password' })}
      {text('confirmPassword', t('confirm_password'), { type: 'password', autoComplete: 'new-password' })}
      {OPTIONAL_FIELDS.filter((f) => enabled(f.field)).map(({ field, type: inputType, autoComplete }) =>
        text(field, t(labelKey(field)), {
          type: inputType ?? 'text',
          autoComplete: autoComplete ?? 'off',
          placeholder: field === 'birthday' ? 'yyyy-MM-dd' : undefined,
        }),
      )}
      {showAffiliate ? text('affiliateCode', t(labelKey('affiliateCode')), { autoComplete: 'off' }) : null}
      {showCaptcha ? (
        <CaptchaField captcha={captcha} value={value('captcha')} onChange={set('captcha')} error={errors.captcha} />
      ) : null}
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="terms"
            checked={terms}
            aria-invalid={errors.terms ? true : undefined}
            onChange={(e) => setTerms(e.target.checked)}
          />
          {t('accept_terms')}
        </label>
        <FieldErrorText error={errors.terms} />
      </div>
      <SubmitButton pending={mutation.isPending}>{t('register')}</SubmitButton>
      <p className={styles.switch}>
        {t('have_account')}{' '}
        <button type="button" className={styles.linkButton} onClick={onLogin}>
          {t('login_now')}
        </button>
      </p>
    </form>
  );
}

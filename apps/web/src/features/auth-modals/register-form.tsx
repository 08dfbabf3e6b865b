import type { RegisterBody } from '@platform/contracts/account';
import type { PermissionValue, RegisterFieldConfig } from '@platform/contracts/system';
import { useMutation } from '@tanstack/react-query';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../shared/api/api-error';
import { CheckboxField, Field } from '../../shared/forms/field';
import { type FieldMessage, requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import type { FieldRules } from '../../shared/forms/form-schema';
import { failedRule } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { checkAffiliateCode, fieldsOfError, type RegisterType, register, requestRegisterSms } from './auth-api';
import styles from './auth-forms.module.css';
import { CaptchaField } from './captcha-field';
import {
  captchaMessage,
  configuredMessage,
  mobileMessage,
  passwordMessage,
  serverPasswordMessage,
  smsCodeMessage,
} from './field-rules';
import { mobileReady } from './mobile-code-fields';
import { MobileField, startingCountries } from './mobile-field';
import { labelKey, OPTIONAL_FIELDS } from './register-fields';
import { SegmentedTabs } from './segmented-tabs';
import { SmsCodeButton } from './sms-code-button';
import { useCaptcha } from './use-captcha';
import { useCompleteLogin } from './use-complete-login';

type Props = { permission: PermissionValue; onSuccess: () => void; onLogin: () => void };
/** Every field of the form by its name in the register body; the terms box is the only tick box. */
type Values = Record<string, string | boolean>;
const textOf = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');
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

  const captcha = useCaptcha(showCaptcha);

  // The form's rules follow its mode and the brand's configuration of each field (spec 5.2).
  const rules = ((): FieldRules<Values> => {
    const text = (values: Values, field: string) => textOf(values[field]);
    const byField: FieldRules<Values> = {
      // Spec 4.4: in mobile mode the account name is the mobile number.
      password: (password, values) =>
        passwordMessage(
          textOf(password),
          configOf('password'),
          mobileMode ? text(values, 'mobileNum').trim() : text(values, 'username').trim(),
        ),
      confirmPassword: (confirm, values) =>
        requiredMessage(textOf(confirm)) ??
        (confirm !== text(values, 'password') ? { key: 'inconsistent_twice' } : undefined),
      // Spec 4.4: the terms box must be ticked, otherwise 'not empty?'.
      terms: (ticked) => (ticked === true ? undefined : { key: 'not_empty' }),
    };
    if (!mobileMode) byField.username = (v) => configuredMessage(textOf(v).trim(), configOf('username'), true);
    if (showMobile) {
      byField.mobileNum = (v) => {
        const mobile = textOf(v).trim();
        if (!mobileRequired && mobile === '') return undefined;
        return mobileMessage(mobile) ?? configuredMessage(mobile, configOf('mobileNum'));
      };
    }
    if (smsOn) byField.verificationCode = (v) => smsCodeMessage(textOf(v));
    if (showCaptcha) byField.captcha = (v) => captchaMessage(textOf(v), captcha.length);
    if (showAffiliate) byField.affiliateCode = (v) => configuredMessage(textOf(v).trim(), configOf('affiliateCode'));
    for (const { field, raw } of OPTIONAL_FIELDS) {
      const config = configOf(field);
      if (config?.enabled) byField[field] = (v) => configuredMessage(raw ? textOf(v) : textOf(v).trim(), config);
    }
    return byField;
  })();

  const form = useKitForm<Values>({
    defaultValues: {
      affiliateCode: urlAffiliate,
      referralCode: urlReferral,
      countryDialingCode: '',
      mobileNum: '',
      terms: false,
    },
    rules,
  });
  const value = (field: string) => textOf(form.getValues(field));

  /** The check of one field on the values of the form now, as the form's own rules see it. */
  const localMessage = (field: string): FieldMessage | undefined => {
    const found = rules[field]?.(value(field), form.getValues());
    return Array.isArray(found) ? found[0] : (found as FieldMessage | undefined);
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
      ...(showMobile && mobile !== '' ? { mobileNum: mobile, countryDialingCode: value('countryDialingCode') } : {}),
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
        form.setValue('captcha', '');
      }
      const fields = fieldsOfError(error);
      if (fields.length === 0) return;
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
          const rule = failedRule(error, 'password');
          serverErrors.password = rule
            ? serverPasswordMessage(rule, configOf('password'))
            : (localMessage('password') ?? { key: 'input_invalid' });
        } else {
          // The local rule explains it best when it fails here too; otherwise the server knew more.
          serverErrors[target] = localMessage(target) ?? { key: 'input_invalid' };
        }
      }
      form.clearErrors();
      showServerErrors(form, serverErrors);
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

  const submit = submitHandler(form, mutation.isPending, () => mutation.mutate(buildBody()));

  const switchType = (next: RegisterType) => {
    if (next === type) return;
    setType(next);
    form.clearErrors();
    mutation.reset();
    // Spec 4.4: switching type refetches the captcha.
    if (showCaptcha) {
      captcha.renew();
      form.setValue('captcha', '');
    }
  };

  const text = (field: string, label: string, extra: Partial<ComponentProps<typeof Field<Values>>> = {}) => (
    <Field key={field} control={form.control} name={field} label={label} {...extra} />
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
      <div className={styles.registerFields}>
        {mobileMode ? null : text('username', t('username'), { autoComplete: 'username' })}
        {showMobile ? <MobileField control={form.control} preferredCountries={startingCountries(permission)} /> : null}
        {smsOn
          ? text('verificationCode', t('verification_code'), {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 255,
              addon: (
                <SmsCodeButton
                  canRequest={() => mobileReady(form)}
                  request={() =>
                    requestRegisterSms(
                      { countryDialingCode: value('countryDialingCode'), mobileNum: value('mobileNum').trim() },
                      type,
                    )
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
        {showCaptcha ? <CaptchaField captcha={captcha} control={form.control} name="captcha" /> : null}
      </div>
      <CheckboxField control={form.control} name="terms" label={<TermsLabel />} />
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

/** Marks where the link goes in the sentence around it (never typed, so never in a translation). */
const LINK_MARK = '\u0001';

/**
 * The terms box's words, with the terms and conditions (the help centre's `terms` entry, spec 2.8)
 * a link away: it opens in a new tab, so what the visitor has typed here stays.
 */
function TermsLabel() {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('accept_terms', { terms: LINK_MARK }).split(LINK_MARK);
  // One span: the label lays its box and its words out side by side, and the words must flow as one.
  return (
    <span>
      {before}
      <a href="/help#terms" target="_blank" rel="noopener" className={styles.termsLink}>
        {t('terms_and_conditions')}
      </a>
      {after}
    </span>
  );
}

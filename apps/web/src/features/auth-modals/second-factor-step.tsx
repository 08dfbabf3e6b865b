import type { LoginValue } from '@platform/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { FormError } from '../../shared/forms/form-error';
import { SubmitButton } from '../../shared/forms/submit-button';
import { submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { isolate } from '../../shared/ui/isolated';
import { requestSecondFactorSms, verifySecondFactor } from './auth-api';
import styles from './auth-forms.module.css';
import { sixDigitMessage } from './field-rules';
import { SmsCodeButton } from './sms-code-button';

type Challenge = NonNullable<LoginValue['secondFactor']>;
type Method = Challenge['methods'][number];

/**
 * Spec 4.2: a login from an IP not seen before for the account asks for a second step: a code
 * sent by SMS to the bound mobile, or one from an authenticator app.
 */
export function SecondFactorStep({
  challenge,
  onVerified,
  onBack,
}: {
  challenge: Challenge;
  onVerified: (value: LoginValue) => Promise<void>;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<Method>(challenge.methods[0] ?? 'SMS');
  /** An sms code can only be typed once one was asked for: say so rather than let the server call it expired. */
  const [smsSent, setSmsSent] = useState(false);
  const form = useKitForm<{ secondFactorCode: string }>({
    defaultValues: { secondFactorCode: '' },
    rules: {
      secondFactorCode: (code) => (method === 'SMS' && !smsSent ? { key: 'get_code_first' } : sixDigitMessage(code)),
    },
  });
  const mutation = useMutation({
    mutationFn: async (input: { method: Method; code: string }) => {
      const value = await verifySecondFactor({ challengeId: challenge.challengeId, ...input });
      await onVerified(value);
    },
  });

  const submit = submitHandler(form, mutation.isPending, ({ secondFactorCode }) =>
    mutation.mutate({ method, code: secondFactorCode.trim() }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('second_factor_title')}>
      <p className={styles.lead}>{t('second_factor_lead')}</p>
      {challenge.methods.length > 1 ? (
        <fieldset className={styles.choice}>
          <legend>{t('second_factor_method')}</legend>
          {challenge.methods.map((m) => (
            <label key={m} className={styles.check}>
              <input
                type="radio"
                name="secondFactorMethod"
                checked={method === m}
                onChange={() => {
                  setMethod(m);
                  form.setValue('secondFactorCode', '');
                }}
              />
              {t(m === 'SMS' ? 'second_factor_sms' : 'second_factor_totp')}
            </label>
          ))}
        </fieldset>
      ) : null}
      {method === 'SMS' && challenge.maskedMobile ? (
        <p className={styles.hint}>{t('second_factor_sms_to', { mobile: isolate(challenge.maskedMobile, 'ltr') })}</p>
      ) : null}
      {method === 'TOTP' ? <p className={styles.hint}>{t('second_factor_totp_hint')}</p> : null}
      <FormError error={mutation.error} />
      <Field
        control={form.control}
        name="secondFactorCode"
        label={t('verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        addon={
          method === 'SMS' ? (
            <SmsCodeButton
              request={() => requestSecondFactorSms(challenge.challengeId)}
              onSent={() => setSmsSent(true)}
            />
          ) : undefined
        }
      />
      <SubmitButton pending={mutation.isPending}>{t('confirm')}</SubmitButton>
      <p className={styles.switch}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('back_to_login')}
        </button>
      </p>
    </form>
  );
}

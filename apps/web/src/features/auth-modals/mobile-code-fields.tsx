import { SMS_CODE_MAX_LENGTH } from '@platform/contracts/account';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { encodeFieldMessages } from '../../shared/forms/field-message';
import { mobileMessage } from './field-rules';
import { MobileField, type MobileValues } from './mobile-field';
import { SmsCodeButton } from './sms-code-button';

type CodeValues = MobileValues & { verificationCode: string };

type Props<V extends CodeValues> = {
  form: UseFormReturn<V>;
  preferredCountries: (string | null)[];
  /** Asks the server to send the code to the mobile. */
  request: () => Promise<{ expiredMinutes: number }>;
};

/** Country, mobile number and the sms code with its 'get code' button: the sms login and the reset by phone. */
export function MobileCodeFields<V extends CodeValues>({ form, preferredCountries, request }: Props<V>) {
  const { t } = useTranslation();
  return (
    <>
      <MobileField control={form.control} preferredCountries={preferredCountries} />
      <Field
        control={form.control}
        name={'verificationCode' as Path<V>}
        label={t('verification_code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
        addon={<SmsCodeButton canRequest={() => mobileReady(form)} request={request} />}
      />
    </>
  );
}

/**
 * Before a code is asked for: shows (or clears) the mobile number's error, and answers whether the
 * number and its country code are there to send it to.
 */
export function mobileReady<V extends FieldValues>(form: UseFormReturn<V>): boolean {
  const values = form.getValues() as unknown as MobileValues;
  const message = mobileMessage(values.mobileNum);
  const name = 'mobileNum' as Path<V>;
  if (message) form.setError(name, { type: 'rule', message: encodeFieldMessages(message) });
  else form.clearErrors(name);
  return !message && values.countryDialingCode !== '';
}

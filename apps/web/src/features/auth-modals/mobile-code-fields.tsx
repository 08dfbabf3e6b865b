import { SMS_CODE_MAX_LENGTH } from '@platform/contracts/account';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { type FieldMessage, mobileMessage } from './field-rules';
import { MobileField } from './mobile-field';
import { SmsCodeButton } from './sms-code-button';

type Props = {
  dialingCode: string;
  onDialingCode: (code: string) => void;
  mobile: string;
  onMobile: (mobile: string) => void;
  code: string;
  onCode: (code: string) => void;
  errors: { mobileNum?: FieldMessage; code?: FieldMessage };
  /** Shows (or clears) the mobile's error when a code is asked for. */
  onMobileError: (message: FieldMessage | undefined) => void;
  preferredCountry: string | null;
  /** Asks the server to send the code to the mobile. */
  request: () => Promise<{ expiredMinutes: number }>;
};

/** Country, mobile number and the sms code with its 'get code' button: the sms login and the reset by phone. */
export function MobileCodeFields(props: Props) {
  const { t } = useTranslation();
  const { dialingCode, mobile, code, errors } = props;
  return (
    <>
      <MobileField
        dialingCode={dialingCode}
        onDialingCode={props.onDialingCode}
        mobile={mobile}
        onMobile={props.onMobile}
        error={errors.mobileNum}
        preferredCountry={props.preferredCountry}
      />
      <Field
        label={t('verification_code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={SMS_CODE_MAX_LENGTH}
        value={code}
        error={errors.code}
        onChange={(e) => props.onCode(e.target.value)}
        addon={
          <SmsCodeButton
            canRequest={() => {
              const message = mobileMessage(mobile);
              props.onMobileError(message);
              return !message && dialingCode !== '';
            }}
            request={props.request}
          />
        }
      />
    </>
  );
}

import { SMS_CODE_MAX_LENGTH } from '@platform/contracts/account';
import { useTranslation } from 'react-i18next';
import { Field } from './field';
import { type FieldMessage, mobileMessage } from './field-rules';
import { SmsCodeButton } from './sms-code-button';

type Props = {
  code: string;
  onCode: (code: string) => void;
  error: FieldMessage | undefined;
  /** The mobile the code goes to: checked before a code is requested. */
  mobile: string;
  dialingCode: string;
  onMobileError: (message: FieldMessage | undefined) => void;
  request: () => Promise<{ expiredMinutes: number }>;
};

/** The sms code input with its 'get code' button, as the login and forgot-password forms use it. */
export function SmsCodeField({ code, onCode, error, mobile, dialingCode, onMobileError, request }: Props) {
  const { t } = useTranslation();
  return (
    <Field
      label={t('verification_code')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_MAX_LENGTH}
      value={code}
      error={error}
      onChange={(e) => onCode(e.target.value)}
      addon={
        <SmsCodeButton
          canRequest={() => {
            const message = mobileMessage(mobile);
            onMobileError(message);
            return !message && dialingCode !== '';
          }}
          request={request}
        />
      }
    />
  );
}

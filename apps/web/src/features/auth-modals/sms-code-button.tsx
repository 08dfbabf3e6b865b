import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../../shared/api/api-error';
import styles from './auth-forms.module.css';
import { useCountdown, useThrottle } from './use-countdown';
import { WarningDialog } from './warning-dialog';

type Props = {
  /** Asks the server for a code; answers how long it lives. */
  request: () => Promise<{ expiredMinutes: number }>;
  /** Checks what the request needs (e.g. the mobile number) and shows its errors; false stops it. */
  canRequest?: () => boolean;
  onSent?: () => void;
};

/**
 * Spec 4.6: 'get code' is disabled for expiredMinutes x 60 s after a code is sent, and presses
 * within a second of the last are dropped. A refusal shows its translated code in a warning dialog.
 */
export function SmsCodeButton({ request, canRequest, onSent }: Props) {
  const { t } = useTranslation();
  const { secondsLeft, start } = useCountdown();
  const allow = useThrottle();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const send = async () => {
    if (pending || secondsLeft > 0 || !allow()) return;
    if (canRequest && !canRequest()) return;
    setPending(true);
    try {
      const { expiredMinutes } = await request();
      start(expiredMinutes * 60);
      onSent?.();
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={styles.codeButton}
        disabled={pending || secondsLeft > 0}
        aria-busy={pending || undefined}
        onClick={() => void send()}
      >
        {secondsLeft > 0 ? t('resend_in', { seconds: secondsLeft }) : t('get_code')}
      </button>
      {failure ? <WarningDialog message={t(errorMessageKey(failure))} onConfirm={() => setFailure(null)} /> : null}
    </>
  );
}

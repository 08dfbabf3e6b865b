import type { totpEnrolmentValueSchema } from '@platform/contracts/account';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageKey } from '../../shared/api/api-error';
import { LinkAbnormal } from '../../shared/session/link-abnormal';
import { Spinner } from '../../shared/ui/spinner';
import { confirmTotp, securityQueryKey } from './security-api';
import styles from './security-centre.module.css';
import { TotpCodeForm } from './totp-code-form';

type Enrolment = z.infer<typeof totpEnrolmentValueSchema>;

/**
 * Authenticator enrolment. The server hands out a secret (as a QR code and as text
 * for typing by hand); it is only in force once a code from the app proves the app has it.
 * `start` is the call that asked for the secret, made by the button that opened this step.
 */
export function TotpEnrolment({
  start,
  onDone,
  onCancel,
}: {
  start: UseMutationResult<Enrolment, Error, void>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: securityQueryKey });
      onDone();
    },
  });

  if (start.isError) {
    return errorMessageKey(start.error) === 'link_abnormal' ? (
      <LinkAbnormal onRetry={() => start.mutateAsync()} />
    ) : (
      <p role="alert" className={styles.fieldError}>
        {t(errorMessageKey(start.error))}
      </p>
    );
  }
  if (!start.data) return <Spinner label={t('loading')} />;
  const enrolment = start.data;
  return (
    <div className={styles.panel}>
      <ol className={styles.steps}>
        <li>{t('security_totp_step_scan')}</li>
        <li>{t('security_totp_step_code')}</li>
      </ol>
      <img src={enrolment.qrCode} alt={t('security_totp_qr_alt')} className={styles.qr} />
      <p className={styles.text}>
        {t('security_totp_manual')} <code className={styles.secret}>{enrolment.secret}</code>
      </p>
      <TotpCodeForm
        submitLabel={t('security_totp_confirm')}
        pending={confirm.isPending}
        error={confirm.error}
        onSubmit={(code) => confirm.mutate(code)}
        onCancel={onCancel}
      />
    </div>
  );
}

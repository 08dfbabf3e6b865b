import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { disableTotp, securityQueryKey } from './security-api';
import styles from './security-centre.module.css';
import { TotpCodeForm } from './totp-code-form';

/** Turning the authenticator off asks for a current code from it. */
export function TotpTurnOff({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const turnOff = useMutation({
    mutationFn: disableTotp,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: securityQueryKey });
      onDone();
    },
  });
  return (
    <div className={styles.panel}>
      <p className={styles.text}>{t('security_totp_off_intro')}</p>
      <TotpCodeForm
        submitLabel={t('security_totp_turn_off')}
        pending={turnOff.isPending}
        error={turnOff.error}
        onSubmit={(code) => turnOff.mutate(code)}
        onCancel={onCancel}
      />
    </div>
  );
}

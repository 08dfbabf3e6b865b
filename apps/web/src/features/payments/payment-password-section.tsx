import { PAYMENT_PASSWORD_PATTERN } from '@platform/contracts/withdraw';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { FormError, SubmitButton } from '../auth-modals/field';
import { type FieldMessage, hasErrors, requiredMessage } from '../auth-modals/field-rules';
import { latinDigits } from './latin-digits';
import { PayField } from './pay-field';
import { fetchPaymentPasswordStatus, paymentPasswordQueryKey, setPaymentPassword } from './payment-security-api';
import styles from './payments.module.css';
import { splitRefusal } from './refusal-fields';
import { withdrawSettingsQueryKey } from './withdraw-api';

const FIELD_CODES = {
  oldPassword: ['PAYMENT_PASSWORD_INCORRECT'],
  newPassword: ['PASSWORD_REUSED'],
  confirmPassword: ['PASSWORD_MISMATCH'],
} as const;

function sixDigits(value: string): FieldMessage | undefined {
  return (
    requiredMessage(value) ?? (PAYMENT_PASSWORD_PATTERN.test(value) ? undefined : { key: 'pay_password_six_digits' })
  );
}

/** The payment password that every withdrawal asks for: set once, then changed with the old one. */
export function PaymentPasswordSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const status = useQuery({
    queryKey: paymentPasswordQueryKey,
    queryFn: ({ signal }) => fetchPaymentPasswordStatus(signal),
    retry: retryNetworkOnce,
  });

  let body: ReactNode;
  if (status.isPending) body = <Spinner label={t('loading')} />;
  else if (status.isError) body = <QueryFailure error={status.error} onRetry={() => status.refetch()} />;
  else {
    const isSet = status.data.set;
    body = (
      <>
        <div className={styles.statusRow}>
          <span className={isSet ? styles.on : styles.off}>
            {isSet ? t('pay_password_set') : t('pay_password_not_set')}
          </span>
          {editing ? null : (
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {isSet ? t('pay_change_payment_password') : t('pay_set_payment_password')}
            </button>
          )}
        </div>
        {saved ? (
          <p role="status" className={styles.success}>
            {t('pay_password_saved')}
          </p>
        ) : null}
        {editing ? (
          <PaymentPasswordForm
            needsOld={isSet}
            onDone={() => {
              setEditing(false);
              setSaved(true);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : null}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('pay_payment_password')}
      </h3>
      <p className={styles.hint}>{t('pay_payment_password_intro')}</p>
      {body}
    </section>
  );
}

type FormProps = { needsOld: boolean; onDone: () => void; onCancel: () => void };

function PaymentPasswordForm({ needsOld, onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, FieldMessage | undefined>>({});
  const save = useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentPasswordQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey }),
      ]);
      onDone();
    },
  });
  const refusal = splitRefusal(save.error, FIELD_CODES);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      oldPassword: needsOld ? requiredMessage(oldPassword) : undefined,
      newPassword: sixDigits(newPassword),
      // Spec 5.3: the confirmation must equal the new one ('inconsistent twice').
      confirmPassword:
        requiredMessage(confirmPassword) ??
        (confirmPassword === newPassword ? undefined : { key: 'inconsistent_twice' }),
    };
    setErrors(found);
    if (hasErrors(found)) return;
    save.mutate({ ...(needsOld ? { oldPassword } : {}), newPassword, confirmPassword });
  };

  const digitsOnly = (set: (v: string) => void) => (e: { target: { value: string } }) =>
    set(latinDigits(e.target.value).replace(/\D/g, ''));
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_payment_password_form')}>
      {needsOld ? (
        <PayField
          label={t('pay_old_payment_password')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          value={oldPassword}
          onChange={digitsOnly(setOldPassword)}
          error={errors.oldPassword ?? refusal.fields.oldPassword}
        />
      ) : null}
      <PayField
        label={t('pay_new_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={newPassword}
        onChange={digitsOnly(setNewPassword)}
        error={errors.newPassword ?? refusal.fields.newPassword}
        hint={t('pay_password_six_digits_hint')}
      />
      <PayField
        label={t('pay_confirm_payment_password')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={6}
        value={confirmPassword}
        onChange={digitsOnly(setConfirmPassword)}
        error={errors.confirmPassword ?? refusal.fields.confirmPassword}
      />
      <FormError error={refusal.form} />
      <div className={styles.buttons}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={save.isPending}>
          {t('session_cancel')}
        </button>
        <SubmitButton pending={save.isPending}>{t('pay_save_payment_password')}</SubmitButton>
      </div>
    </form>
  );
}

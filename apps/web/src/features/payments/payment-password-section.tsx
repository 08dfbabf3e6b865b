import { PAYMENT_PASSWORD_PATTERN } from '@platform/contracts/withdraw';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { type FieldMessage, requiredMessage } from '../../shared/forms/field-message';
import { FormError } from '../../shared/forms/form-error';
import { splitRefusal } from '../../shared/forms/server-refusal';
import { SubmitButton } from '../../shared/forms/submit-button';
import { showServerErrors, submitHandler, useKitForm } from '../../shared/forms/use-kit-form';
import { retryNetworkOnce } from '../../shared/session/session-api';
import { QueryFailure } from '../../shared/ui/query-failure';
import { Spinner } from '../../shared/ui/spinner';
import { paymentDigits } from './latin-digits';
import { fetchPaymentPasswordStatus, paymentPasswordQueryKey, setPaymentPassword } from './payment-security-api';
import styles from './payments.module.css';
import { paymentRefusalMessage } from './refusal-message';
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
type Values = { oldPassword: string; newPassword: string; confirmPassword: string };

function PaymentPasswordForm({ needsOld, onDone, onCancel }: FormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useKitForm<Values>({
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
    rules: {
      oldPassword: (old) => (needsOld ? requiredMessage(old) : undefined),
      newPassword: sixDigits,
      // Spec 5.3: the confirmation must equal the new one ('inconsistent twice').
      confirmPassword: (confirm, { newPassword }) =>
        requiredMessage(confirm) ?? (confirm === newPassword ? undefined : { key: 'inconsistent_twice' }),
    },
  });
  const save = useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentPasswordQueryKey }),
        queryClient.invalidateQueries({ queryKey: withdrawSettingsQueryKey }),
      ]);
      onDone();
    },
    onError: (error) => showServerErrors(form, splitRefusal(error, FIELD_CODES, paymentRefusalMessage).fields),
  });
  const refusal = splitRefusal(save.error, FIELD_CODES, paymentRefusalMessage);

  const submit = submitHandler(form, save.isPending, ({ oldPassword, newPassword, confirmPassword }) => {
    save.mutate({ ...(needsOld ? { oldPassword } : {}), newPassword, confirmPassword });
  });

  const digitField = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 6 } as const;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('pay_payment_password_form')}>
      {needsOld ? (
        <Field
          control={form.control}
          name="oldPassword"
          label={t('pay_old_payment_password')}
          transform={paymentDigits}
          {...digitField}
        />
      ) : null}
      <Field
        control={form.control}
        name="newPassword"
        label={t('pay_new_payment_password')}
        transform={paymentDigits}
        hint={t('pay_password_six_digits_hint')}
        {...digitField}
      />
      <Field
        control={form.control}
        name="confirmPassword"
        label={t('pay_confirm_payment_password')}
        transform={paymentDigits}
        {...digitField}
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

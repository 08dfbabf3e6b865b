import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import {
  type WithdrawalLimits,
  withdrawalLimitsBodySchema,
  withdrawalLimitsValueSchema,
} from '@platform/contracts/finance-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiCall, errorMessageKey } from '../../shared/api/http';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import { fieldErrorText } from './form-errors';
import styles from './payment-settings.module.css';

const formSchema = z
  .object({
    minAmount: z.string(),
    maxAmount: z.string(),
    dailyMaxAmount: z.string(),
    dailyMaxCount: z.coerce.number(),
  })
  .pipe(withdrawalLimitsBodySchema);
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const NO_LIMITS = { minAmount: '', maxAmount: '', dailyMaxAmount: '', dailyMaxCount: 1 };

/**
 * The brand's withdrawal limits: one withdrawal's minimum and maximum, and a member's daily total
 * and count. Null for a brand whose withdrawals are not open yet: the first save opens them.
 */
export function WithdrawalLimitsForm({ limits, onSaved }: { limits: WithdrawalLimits | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: limits ?? NO_LIMITS,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    try {
      await apiCall(withdrawalLimitsValueSchema, ADMIN_API.withdrawalLimits, { method: 'PUT', body });
      await queryClient.invalidateQueries({ queryKey: ['payment-settings'] });
      onSaved();
    } catch (error) {
      setFailure(error);
    }
  });
  const input = (name: keyof FormInput, expected: string, label: string, extra: object) => (
    <Field label={label} error={fieldErrorText(t, errors[name], expected)}>
      {({ id, describedBy, invalid }) => (
        <input id={id} aria-describedby={describedBy} aria-invalid={invalid} {...extra} {...form.register(name)} />
      )}
    </Field>
  );
  return (
    <form className={styles.limits} onSubmit={submit} noValidate aria-label={t('finance_limits_title')}>
      {limits ? null : <p className={styles.opening}>{t('finance_limits_none')}</p>}
      {input('minAmount', 'finance_error_amount', t('finance_limits_min'), { inputMode: 'decimal', dir: 'ltr' })}
      {input('maxAmount', 'finance_error_amount', t('finance_limits_max'), { inputMode: 'decimal', dir: 'ltr' })}
      {input('dailyMaxAmount', 'finance_error_amount', t('finance_limits_daily_amount'), {
        inputMode: 'decimal',
        dir: 'ltr',
      })}
      {input('dailyMaxCount', 'finance_error_count', t('finance_limits_daily_count'), {
        type: 'number',
        min: 1,
        max: 1000,
      })}
      {failure ? (
        <p className={ui.alert} role="alert">
          {t(errorMessageKey(failure))}
        </p>
      ) : null}
      <button type="submit" className={ui.primary} disabled={form.formState.isSubmitting}>
        {t(limits ? 'finance_save' : 'finance_limits_open')}
      </button>
    </form>
  );
}

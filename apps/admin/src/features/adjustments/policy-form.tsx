import { zodResolver } from '@hookform/resolvers/zod';
import { adjustmentPolicySchema } from '@platform/contracts/adjustments';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiCall, errorMessageKey } from '../../shared/api/http';
import { Field } from '../../shared/ui/field';
import { useMoney } from '../../shared/ui/format';
import { isolate } from '../../shared/ui/isolate';
import ui from '../../shared/ui/ui.module.css';
import styles from './adjustments.module.css';

type Policy = z.infer<typeof adjustmentPolicySchema>;
const POLICY_KEY = ['adjustments', 'policy'] as const;

/**
 * The brand's four-eyes threshold: adjustments above it wait for a second staff member. Everyone
 * who may ask reads it; only a role that configures the brand (config.manage) changes it.
 */
export function PolicyPanel({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const policy = useQuery({
    queryKey: POLICY_KEY,
    queryFn: () => apiCall(adjustmentPolicySchema, ADMIN_API.adjustmentPolicy),
  });
  if (!policy.data) return null;
  return (
    <section className={styles.policy} aria-labelledby="four-eyes-title">
      <p id="four-eyes-title">
        {t('adjustments_threshold_now', { amount: isolate(money(policy.data.fourEyesAbove)) })}
      </p>
      {canChange ? <PolicyForm current={policy.data} /> : null}
    </section>
  );
}

function PolicyForm({ current }: { current: Policy }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<Policy>({ resolver: zodResolver(adjustmentPolicySchema), defaultValues: current });
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await apiCall(adjustmentPolicySchema, ADMIN_API.adjustmentPolicy, { method: 'PUT', body: values });
      queryClient.setQueryData(POLICY_KEY, saved);
      setOutcome({ ok: true, text: t('adjustments_threshold_saved') });
    } catch (error) {
      setOutcome({ ok: false, text: t(errorMessageKey(error)) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className={styles.toolbar}>
      <Field
        label={t('adjustments_threshold')}
        hint={t('adjustments_threshold_hint')}
        error={form.formState.errors.fourEyesAbove ? t('adjustments_amount_invalid') : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            dir="ltr"
            inputMode="decimal"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('fourEyesAbove')}
          />
        )}
      </Field>
      <button type="submit" disabled={form.formState.isSubmitting}>
        {t('adjustments_threshold_save')}
      </button>
      {outcome ? (
        <p className={outcome.ok ? ui.notice : ui.alert} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      ) : null}
    </form>
  );
}

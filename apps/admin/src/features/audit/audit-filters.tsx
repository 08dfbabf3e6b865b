import { zodResolver } from '@hookform/resolvers/zod';
import { auditQuerySchema } from '@platform/contracts/staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './audit.module.css';

/** The audit trail's filters as typed; times are the browser's local date-time fields. */
const filterFormSchema = auditQuerySchema
  .pick({ action: true, staffAccount: true, target: true })
  .extend({ from: z.string(), to: z.string() })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { path: ['to'] });
export type AuditFilterForm = z.infer<typeof filterFormSchema>;
export const NO_FILTER: AuditFilterForm = { action: '', staffAccount: '', target: '', from: '', to: '' };

export function AuditFilters({
  initial,
  onApply,
}: {
  initial: AuditFilterForm;
  onApply: (filters: AuditFilterForm) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<AuditFilterForm>({ resolver: zodResolver(filterFormSchema), defaultValues: initial });
  const textField = (name: 'action' | 'staffAccount' | 'target', labelKey: string) => (
    <Field label={t(labelKey)}>{({ id }) => <input id={id} dir="auto" {...form.register(name)} />}</Field>
  );
  return (
    <form className={styles.filters} onSubmit={form.handleSubmit(onApply)} aria-label={t('audit_filters')}>
      {textField('action', 'audit_action')}
      {textField('staffAccount', 'audit_staff')}
      {textField('target', 'audit_target')}
      <Field label={t('audit_from')}>
        {({ id }) => <input id={id} type="datetime-local" step={1} {...form.register('from')} />}
      </Field>
      <Field label={t('audit_to')} error={form.formState.errors.to ? t('audit_range_invalid') : undefined}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="datetime-local"
            step={1}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('to')}
          />
        )}
      </Field>
      <div className={styles.filterActions}>
        <button type="submit" className={ui.primary}>
          {t('audit_apply')}
        </button>
        <button
          type="button"
          onClick={() => {
            form.reset(NO_FILTER);
            onApply(NO_FILTER);
          }}
        >
          {t('audit_clear')}
        </button>
      </div>
    </form>
  );
}

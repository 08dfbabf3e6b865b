import { zodResolver } from '@hookform/resolvers/zod';
import { ADMIN_API } from '@platform/contracts/admin-api-paths';
import { type SiteMaintenance, siteMaintenanceSchema } from '@platform/contracts/site-config';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './config.module.css';
import { fromLocalInput, toLocalInput } from './local-time-input';
import { SaveStatus } from './save-status';
import { SiteConfigPage } from './site-config-page';
import { useSavePart } from './site-config-query';

/** The form's values: the planned end as the browser's datetime-local field writes it. */
const formSchema = z.object({
  active: z.boolean(),
  message: z.string().trim().max(500),
  until: z.string(),
});
type FormValues = z.infer<typeof formSchema>;

function toMaintenance(values: FormValues): SiteMaintenance {
  return {
    active: values.active,
    message: values.message || null,
    until: fromLocalInput(values.until),
  };
}

/** Site maintenance: on, the lobby shows its maintenance page (with this message) to every visitor. */
export function MaintenancePage() {
  return (
    <SiteConfigPage id="maintenance" titleKey="config_maintenance_title">
      {(config) => <MaintenanceForm current={config.maintenance} />}
    </SiteConfigPage>
  );
}

function MaintenanceForm({ current }: { current: SiteMaintenance }) {
  const { t } = useTranslation();
  const save = useSavePart('maintenance', ADMIN_API.siteMaintenance, siteMaintenanceSchema);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { active: current.active, message: current.message ?? '', until: toLocalInput(current.until) },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setSaved(null);
    setFailure(null);
    try {
      const stored = await save(toMaintenance(values));
      setSaved(t(stored.active ? 'config_maintenance_saved_on' : 'config_maintenance_saved_off'));
    } catch (error) {
      setFailure(error);
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>{t(current.active ? 'config_maintenance_is_on' : 'config_maintenance_is_off')}</p>
      <label className={styles.check}>
        <input type="checkbox" {...form.register('active')} />
        {t('config_maintenance_active')}
      </label>
      <Field
        label={t('config_maintenance_message')}
        hint={t('config_maintenance_message_hint')}
        error={errors.message ? t('config_too_long', { max: 500 }) : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            rows={3}
            dir="auto"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('message')}
          />
        )}
      </Field>
      <Field label={t('config_maintenance_until')} hint={t('config_maintenance_until_hint')}>
        {({ id, describedBy }) => (
          <input id={id} type="datetime-local" dir="ltr" aria-describedby={describedBy} {...form.register('until')} />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={ui.primary} disabled={isSubmitting}>
          {t('config_save')}
        </button>
      </div>
      <SaveStatus saved={saved} failure={failure} />
    </form>
  );
}

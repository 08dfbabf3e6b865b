import { zodResolver } from '@hookform/resolvers/zod';
import { staffLoginBodySchema } from '@platform/contracts/staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './login.module.css';

type Credentials = z.infer<typeof staffLoginBodySchema>;

/** Account and password: the first of the two steps. */
export function PasswordStep({ busy, onSubmit }: { busy: boolean; onSubmit: (credentials: Credentials) => void }) {
  const { t } = useTranslation();
  const form = useForm<Credentials>({
    resolver: zodResolver(staffLoginBodySchema),
    defaultValues: { account: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <Field label={t('login_account')} error={errors.account ? t('field_required') : undefined}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            autoComplete="username"
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('account')}
          />
        )}
      </Field>
      <Field label={t('login_password')} error={errors.password ? t('field_required') : undefined}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="password"
            autoComplete="current-password"
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('password')}
          />
        )}
      </Field>
      <button type="submit" className={ui.primary} disabled={busy}>
        {t('login_continue')}
      </button>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { staffSecondFactorBodySchema } from '@platform/contracts/staff';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/field';
import ui from '../../shared/ui/ui.module.css';
import styles from './login.module.css';

const codeSchema = staffSecondFactorBodySchema.pick({ code: true });

/**
 * The second factor. At the first login (`enrolment`) the authenticator app is set up first: the QR
 * code to scan, or the secret to type into an app that cannot scan.
 */
export function CodeStep({
  enrolment,
  busy,
  onSubmit,
  onBack,
}: {
  enrolment: { secret: string; qrCode: string } | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });
  const error = form.formState.errors.code;
  return (
    <form className={styles.form} onSubmit={form.handleSubmit(({ code }) => onSubmit(code))} noValidate>
      {enrolment ? (
        <section className={styles.enrolment} aria-labelledby="enrol-title">
          <h2 id="enrol-title">{t('enrol_title')}</h2>
          <p>{t('enrol_scan')}</p>
          <img className={styles.qr} src={enrolment.qrCode} alt={t('enrol_qr_alt')} width={200} height={200} />
          <Field label={t('enrol_type_secret')}>
            {({ id }) => <input id={id} className={styles.secret} dir="ltr" readOnly value={enrolment.secret} />}
          </Field>
        </section>
      ) : (
        <p>{t('code_step_intro')}</p>
      )}
      <Field label={t('login_code')} error={error ? t('field_code_format') : undefined} hint={t('login_code_hint')}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            dir="ltr"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('code')}
          />
        )}
      </Field>
      <div className={styles.actions}>
        <button type="button" onClick={onBack}>
          {t('login_back')}
        </button>
        <button type="submit" className={ui.primary} disabled={busy}>
          {t('login_sign_in')}
        </button>
      </div>
    </form>
  );
}

import { RefreshCw } from 'lucide-react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/forms/field';
import { FormError } from '../../shared/forms/form-error';
import styles from './auth-forms.module.css';
import type { CaptchaState } from './use-captcha';

type Props<V extends FieldValues> = { captcha: CaptchaState; control: Control<V>; name: FieldPath<V> };

/** The captcha answer with its image and a refresh button (spec 4.2, 4.6). */
export function CaptchaField<V extends FieldValues>({ captcha, control, name }: Props<V>) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        control={control}
        name={name}
        label={t('captcha')}
        autoComplete="off"
        addon={
          <span className={styles.captchaBox}>
            {captcha.image ? (
              <img className={styles.captchaImage} src={captcha.image} alt={t('captcha_image')} />
            ) : (
              <span className={styles.captchaImage} aria-hidden="true" />
            )}
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('captcha_refresh')}
              disabled={captcha.loading}
              onClick={captcha.refresh}
            >
              <RefreshCw aria-hidden="true" />
            </button>
          </span>
        }
      />
      {captcha.error ? <FormError error={captcha.error} /> : null}
    </>
  );
}

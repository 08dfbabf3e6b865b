import { useTranslation } from 'react-i18next';
import styles from './auth-forms.module.css';
import { Field, FormError } from './field';
import type { FieldMessage } from './field-rules';
import type { CaptchaState } from './use-captcha';

type Props = {
  captcha: CaptchaState;
  value: string;
  onChange: (value: string) => void;
  error: FieldMessage | undefined;
};

/** The captcha answer with its image and a refresh button (spec 4.2, 4.6). */
export function CaptchaField({ captcha, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('captcha')}
        name="captcha"
        autoComplete="off"
        value={value}
        error={error}
        onChange={(e) => onChange(e.target.value)}
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
              <span aria-hidden="true">↻</span>
            </button>
          </span>
        }
      />
      {captcha.error ? <FormError error={captcha.error} /> : null}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error';
import styles from './forms.module.css';

/** The form-level failure of a refused submission: the translated `code_<CODE>` of its error. */
export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p role="alert" className={styles.formError}>
      {t(errorMessageKey(error))}
    </p>
  );
}

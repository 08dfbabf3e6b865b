import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

type Props = {
  pending: boolean;
  children: ReactNode;
  /** A form's own look for its button; the kit's gold button otherwise. */
  className?: string;
  /** Whether the button says 'submitting' with a spinner while pending, or keeps its label. */
  showProgress?: boolean;
};

/** The submit button: disabled while the call runs, so it cannot be sent twice. */
export function SubmitButton({ pending, children, className, showProgress = true }: Props) {
  const { t } = useTranslation();
  const progress = pending && showProgress;
  return (
    <button type="submit" className={className ?? styles.submit} disabled={pending} aria-busy={progress || undefined}>
      {progress ? (
        <>
          <span className={styles.buttonSpinner} aria-hidden="true" />
          {t('submitting')}
        </>
      ) : (
        children
      )}
    </button>
  );
}

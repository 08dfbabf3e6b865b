import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../shared/forms/submit-button';
import styles from './wallet.module.css';
import { moneyErrorText } from './wallet-errors';

type Props = {
  /** The refusal of the last attempt, if any. */
  error: unknown;
  /** What the last transfer moved, once it went through. */
  doneText: string | null;
  pending: boolean;
};

/** The end of both transfer forms: how the last attempt ended, then the Transfer button. */
export function TransferSubmit({ error, doneText, pending }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <p role="alert" className={styles.formError}>
          {moneyErrorText(t, error)}
        </p>
      ) : null}
      {doneText ? (
        <p role="status" className={styles.success}>
          {doneText}
        </p>
      ) : null}
      <div className={styles.buttons}>
        {/* The confirmation dialog shows the progress; the button only stops a second send. */}
        <SubmitButton pending={pending} className={styles.primary} showProgress={false}>
          {t('wal_transfer')}
        </SubmitButton>
      </div>
    </>
  );
}

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/**
 * A modal dialog on the platform's own <dialog>: showModal() makes the rest of the page inert (focus
 * stays inside), Escape closes it, and focus returns to what opened it when it closes.
 */
export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** For a form of many fields: wider, and scrolling within the window's height. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      dialog?.close?.();
      opener?.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.dialogWide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.dialogTitle}>
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/**
 * A form dialog's last lines: why the server refused the submission, when it did, then Cancel and
 * the submit button (red for a change that takes something away).
 */
export function FormDialogActions({
  failure,
  submitLabel,
  busy,
  danger = false,
  onCancel,
}: {
  failure: string | null;
  submitLabel: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className={danger ? styles.danger : styles.primary} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}

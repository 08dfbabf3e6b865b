import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './auth-forms.module.css';

/**
 * Spec 8: a failed sms-code request shows the server's message in a warning dialog with a confirm
 * button. It sits above the popup that asked, so it is a small alert dialog of its own rather
 * than a second Modal (whose Escape handling would close both).
 */
export function WarningDialog({ message, onConfirm }: { message: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirmAction = useRef(onConfirm);
  confirmAction.current = onConfirm;
  useEffect(() => {
    confirmRef.current?.focus();
    // Captured on window before the popup underneath sees it: Escape answers this dialog only,
    // and Tab stays on its one button.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        confirmAction.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        event.stopPropagation();
        confirmRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);
  return createPortal(
    <div className={styles.warningBackdrop}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        className={styles.warning}
      >
        <h3 id={`${id}-title`} className={styles.warningTitle}>
          {t('warning')}
        </h3>
        <p id={`${id}-text`}>{message}</p>
        <button ref={confirmRef} type="button" className={styles.submit} onClick={onConfirm}>
          {t('confirm')}
        </button>
      </div>
    </div>,
    document.body,
  );
}

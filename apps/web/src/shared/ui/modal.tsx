import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styles from './modal.module.css';

type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Wider layout for two-pane content such as the help centre. */
  wide?: boolean;
  /** Room for a long form in two columns (registration), so it fits a laptop screen without scrolling. */
  wideForm?: boolean;
  /** As large as the screen allows (the game popup: a game's controls must fit without scrolling). */
  large?: boolean;
  /** Rendered above the title, e.g. the login/register tabs. */
  headerExtra?: ReactNode;
};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The one dialog frame: labelled by its title, Escape and the close button close it, focus moves
 * in on open, Tab stays inside, and focus returns to the opener on close.
 */
export function Modal({ title, onClose, children, wide, wideForm, large, headerExtra }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focus moves in with the next frame: focusing at once forces a layout of the whole page inside
    // the task that opens the dialog (on a first visit, the announcement popup's, in the page's
    // busiest second), where the frame lays the page out anyway a moment later.
    const frame = requestAnimationFrame(() => {
      const dialog = dialogRef.current;
      // Someone quick (or a slow frame) may already be typing in a field of the dialog: leave them there.
      if (dialog?.contains(document.activeElement)) return;
      (dialog?.querySelector<HTMLElement>('input, select, textarea') ?? dialog)?.focus();
    });
    return () => {
      cancelAnimationFrame(frame);
      opener?.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={[styles.dialog, wide ? styles.wide : '', wideForm ? styles.wideForm : '', large ? styles.large : '']
          .filter(Boolean)
          .join(' ')}
      >
        {headerExtra}
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}

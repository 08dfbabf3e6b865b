import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import buttons from './buttons.module.css';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal';

type Props = {
  title: string;
  /** What will happen, in one sentence. */
  message: string;
  /** Details under the message (amount, account) or the refusal of a failed attempt. */
  children?: ReactNode;
  confirmLabel: string;
  /** The action is running: neither button nor Escape can interrupt it. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The last look before something cannot be undone (money moves, an account goes): Cancel or confirm. */
export function ConfirmDialog({ title, message, children, confirmLabel, pending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={pending ? () => {} : onCancel}>
      <div className={styles.body}>
        <p className={styles.message}>{message}</p>
        {children}
        <div className={styles.buttons}>
          <button type="button" className={buttons.secondary} onClick={onCancel} disabled={pending}>
            {t('session_cancel')}
          </button>
          <button
            type="button"
            className={buttons.primary}
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? t('submitting') : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}

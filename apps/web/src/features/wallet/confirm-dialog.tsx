import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/modal';
import styles from './wallet.module.css';

type Props = {
  title: string;
  children: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The last look before money moves: what will happen, then Cancel or Confirm (disabled while sending). */
export function ConfirmDialog({ title, children, pending, onConfirm, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={pending ? () => {} : onCancel}>
      <div className={styles.confirm}>
        {children}
        <div className={styles.buttons}>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={pending}>
            {t('session_cancel')}
          </button>
          <button type="button" className={styles.primary} onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? t('submitting') : t('wal_confirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

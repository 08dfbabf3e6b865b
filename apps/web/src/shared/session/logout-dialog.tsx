import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/modal';
import { Spinner } from '../ui/spinner';
import { useSession } from './session-context';
import styles from './session-dialogs.module.css';

/** Spec 4.2: logout needs confirmation (cancel / confirm) and shows a loader while it runs. */
export function LogoutDialog({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const { signOut } = useSession();
  const [leaving, setLeaving] = useState(false);
  const confirm = async () => {
    setLeaving(true);
    // signOut never fails: the server call's failure is ignored and the local session always ends.
    await signOut();
  };
  return (
    <Modal title={t('session_logout')} onClose={leaving ? () => {} : onCancel}>
      <div className={styles.dialogBody}>
        {leaving ? (
          <Spinner label={t('session_logging_out')} />
        ) : (
          <>
            <p className={styles.message}>{t('session_logout_confirm')}</p>
            <div className={styles.buttons}>
              <button type="button" className={styles.secondary} onClick={onCancel}>
                {t('session_cancel')}
              </button>
              <button type="button" className={styles.primary} onClick={() => void confirm()}>
                {t('session_confirm')}
              </button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}

/** A logout entry that asks first; for places outside the header menu (the agent area). */
export function LogoutButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setAsking(true)}>
        {t('session_logout')}
      </button>
      {asking ? <LogoutDialog onCancel={() => setAsking(false)} /> : null}
    </>
  );
}

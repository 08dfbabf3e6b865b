import { createContext, type JSX, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../modal-state/modal-context';
import { Modal } from '../ui/modal';
import styles from './session-dialogs.module.css';

const PromptContext = createContext<(() => void) | null>(null);

/**
 * Spec 4.8 / 6: a trial user who tries something only a real account may do gets a warning that
 * a real account is needed, with a way straight to registration.
 */
export function RealAccountPromptProvider({ children }: { children: ReactNode }): JSX.Element {
  const { t } = useTranslation();
  const { open } = useModals();
  const [shown, setShown] = useState(false);
  const prompt = useCallback(() => setShown(true), []);
  const value = useMemo(() => prompt, [prompt]);
  return (
    <PromptContext.Provider value={value}>
      {children}
      {shown ? (
        <Modal title={t('session_real_account_title')} onClose={() => setShown(false)}>
          <div className={styles.dialogBody}>
            <p role="alert" className={styles.message}>
              {t('session_real_account_text')}
            </p>
            <div className={styles.buttons}>
              <button type="button" className={styles.secondary} onClick={() => setShown(false)}>
                {t('session_cancel')}
              </button>
              <button
                type="button"
                className={styles.primary}
                onClick={() => {
                  setShown(false);
                  open('register');
                }}
              >
                {t('session_register_real_account')}
              </button>
            </div>
          </div>
        </Modal>
      ) : null}
    </PromptContext.Provider>
  );
}

/** Opens the 'register a real account' warning. */
export function useRealAccountPrompt(): () => void {
  const prompt = useContext(PromptContext);
  if (!prompt) throw new Error('useRealAccountPrompt needs a RealAccountPromptProvider');
  return prompt;
}

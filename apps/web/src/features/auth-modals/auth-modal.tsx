import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useModals } from '../../shared/modal-state/modal-context';
import { useGo } from '../../shared/modal-state/use-go';
import { usePermission } from '../../shared/system/startup-queries';
import { Modal } from '../../shared/ui/modal';
import styles from './auth-forms.module.css';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register' | 'forgot';

/** Spec 2.8: the login popup has register/login tabs; the register popup links back to login. */
export function AuthModal({ mode }: { mode: Mode }) {
  const { t } = useTranslation();
  const permission = usePermission();
  const { switchTo, close, dismiss, loginReason } = useModals();
  const { pathname } = useLocation();
  const go = useGo();

  // Spec 2.1: after login or registration the user goes to /, or /agentHome from an agent page.
  const afterSuccess = () => {
    dismiss();
    go(pathname === '/agent' || pathname === '/agentHome' ? '/agentHome' : '/');
  };

  const tabs =
    mode === 'forgot' ? undefined : (
      <div role="tablist" aria-label={t('account')} className={styles.tabs}>
        {(['register', 'login'] as const).map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={mode === tab}
            className={styles.tab}
            onClick={() => switchTo(tab)}
          >
            {t(tab)}
          </button>
        ))}
      </div>
    );

  const title = mode === 'forgot' ? t('forgot_password') : t(mode);
  return (
    <Modal title={title} onClose={close} headerExtra={tabs} wideForm={mode === 'register'}>
      {mode === 'login' && loginReason ? (
        <p role="alert" className={styles.reason}>
          {t(loginReason)}
        </p>
      ) : null}
      {mode === 'login' ? (
        <LoginForm
          permission={permission}
          onSuccess={afterSuccess}
          onRegister={() => switchTo('register')}
          onForgot={() => switchTo('forgot')}
        />
      ) : null}
      {mode === 'register' ? (
        <RegisterForm permission={permission} onSuccess={afterSuccess} onLogin={() => switchTo('login')} />
      ) : null}
      {mode === 'forgot' ? (
        <ForgotPasswordForm permission={permission} onSuccess={afterSuccess} onLogin={() => switchTo('login')} />
      ) : null}
    </Modal>
  );
}

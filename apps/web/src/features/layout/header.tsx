import { useTranslation } from 'react-i18next';
import { useModals } from '../../shared/modal-state/modal-context';
import { CustomerServiceButton } from '../customer-service/customer-service-button';
import { LanguageSelect } from '../i18n/language-select';
import { usePermission } from '../startup/startup-queries';
import { ThemeToggle } from '../theme/theme-toggle';
import styles from './header.module.css';
import { TopNav } from './top-nav';

/** Spec 2.3, guest state: customer service, register and login, language and theme. */
export function Header() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { open } = useModals();
  return (
    <header className={styles.header}>
      <TopNav />
      <div className={styles.actions}>
        <CustomerServiceButton
          className={styles.ghost}
          merchantCode={permission.merchantCode}
          entries={permission.customerService}
        />
        <button type="button" className={styles.outline} onClick={() => open('register')}>
          {t('register')}
        </button>
        <button type="button" className={styles.primary} onClick={() => open('login')}>
          {t('login')}
        </button>
        <LanguageSelect />
        <ThemeToggle />
      </div>
    </header>
  );
}

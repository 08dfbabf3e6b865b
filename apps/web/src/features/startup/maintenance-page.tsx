import type { PermissionValue } from '@platform/contracts/system';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../customer-service/customer-service-button';
import styles from './root-notice.module.css';

/** Spec 2.7: title 'game maintenance', the info text and a customer service button. */
export function MaintenancePage({ permission }: { permission: PermissionValue | undefined }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          ⚙
        </span>
        <h1 className={styles.title}>{t('game_maintenance')}</h1>
        <p className={styles.text}>{t('info_maintenance')}</p>
        <CustomerServiceButton
          className={styles.action}
          merchantCode={permission?.merchantCode}
          entries={permission?.customerService}
        />
      </section>
    </main>
  );
}

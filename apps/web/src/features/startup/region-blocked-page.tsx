import type { PermissionValue } from '@platform/contracts/system';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from '../customer-service/customer-service-button';
import styles from './root-notice.module.css';

type Props = { ip: string | undefined; permission: PermissionValue | undefined };

/** Spec 2.7: the visitor's IP, the block message and a customer service button. */
export function RegionBlockedPage({ ip, permission }: Props) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <span className={styles.icon} aria-hidden="true">
          ⊘
        </span>
        <h1 className={styles.title}>{t('blockip')}</h1>
        <p className={styles.text}>{t('info_ip_block')}</p>
        {ip ? (
          <p className={styles.ip}>
            {t('your_ip')}{' '}
            <bdi data-testid="visitor-ip" className={styles.ipValue}>
              {ip}
            </bdi>
          </p>
        ) : null}
        <CustomerServiceButton
          className={styles.action}
          merchantCode={permission?.merchantCode}
          entries={permission?.customerService}
        />
      </section>
    </main>
  );
}

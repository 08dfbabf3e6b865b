import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHelpCenter } from '../../features/help/use-help-center';
import { CustomerServiceButton } from '../../shared/customer-service/customer-service-button';
import { usePermission } from '../../shared/system/startup-queries';
import styles from './footer.module.css';
import { FooterVendors } from './footer-vendors';
import { SocialLinks } from './social-links';

/** Spec 2.5 footer and spec 1's risk warning (games carry risk; 18 or older only). */
export function Footer() {
  const { t } = useTranslation();
  const permission = usePermission();
  const { data: help = [] } = useHelpCenter();
  return (
    <footer className={styles.footer}>
      <FooterVendors />
      <div className={styles.columns}>
        <section className={styles.about}>
          <h2 className={styles.brand}>{permission.merchantName}</h2>
          <p>{t('footer_description', { name: permission.merchantName })}</p>
          <CustomerServiceButton
            className={styles.service}
            merchantCode={permission.merchantCode}
            entries={permission.customerService}
          />
        </section>
        {help.length > 0 ? (
          <nav aria-label={t('help_centre')} className={styles.help}>
            <h2>{t('help_centre')}</h2>
            <ul>
              {help.map((entry) => (
                <li key={entry.id}>
                  <Link to={{ pathname: '/help', hash: entry.term }}>{entry.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section className={styles.social}>
          <h2>{t('follow_us')}</h2>
          <SocialLinks resources={permission.resources} withLabels />
        </section>
      </div>
      <p className={styles.warning}>
        <span className={styles.badge} aria-hidden="true">
          18+
        </span>
        {t('risk_warning')}
      </p>
      <p className={styles.copyright}>
        {t('copyright', { year: new Date().getFullYear(), name: permission.merchantName })}
      </p>
    </footer>
  );
}

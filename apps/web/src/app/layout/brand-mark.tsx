import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../shared/system/startup-queries';
import styles from './brand-mark.module.css';
import { resourceOf } from './site-resources';

/**
 * The brand's mark, a link home: its own logo (set by the platform owner), else the site's logo
 * resource, else its name in gold letters. The image's text is the brand's name.
 */
export function BrandMark() {
  const { t } = useTranslation();
  const permission = usePermission();
  const logoUrl = permission.branding.logoUrl ?? resourceOf(permission.resources, 'LOGO')?.url;
  return (
    <Link to="/" className={styles.mark} aria-label={`${permission.merchantName} – ${t('hd_home')}`}>
      {logoUrl ? (
        <img src={logoUrl} alt={permission.merchantName} />
      ) : (
        <span className={styles.name}>{permission.merchantName}</span>
      )}
    </Link>
  );
}

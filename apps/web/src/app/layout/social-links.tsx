import type { SiteResource } from '@platform/contracts/system';
import { useTranslation } from 'react-i18next';
import { SOCIAL_META, socialResources } from './site-resources';
import styles from './social-links.module.css';

/** Social media icons; `withLabels` adds the visible name (footer), else icons only (side menu). */
export function SocialLinks({ resources, withLabels }: { resources: SiteResource[]; withLabels?: boolean }) {
  const { t } = useTranslation();
  const links = socialResources(resources);
  if (links.length === 0) return null;
  return (
    <ul className={styles.list}>
      {links.map(({ type, resource }) => {
        const meta = SOCIAL_META[type];
        return (
          <li key={type}>
            <a
              className={withLabels ? styles.labelled : styles.icon}
              href={resource.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={withLabels ? undefined : t(meta.labelKey)}
              title={t(meta.labelKey)}
            >
              <span className={styles.glyph} aria-hidden="true">
                <meta.icon size="1em" />
              </span>
              {withLabels ? <span>{t(meta.labelKey)}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../shared/system/startup-queries';
import { EmptyState } from '../../shared/ui/empty-state';
import styles from './pages.module.css';

/** Spec 1: app download pages (iOS, Android, lite app) with install tutorials. */
const APPS = [
  { type: 'APP_IOS', titleKey: 'app_ios', steps: ['ios_step_1', 'ios_step_2', 'ios_step_3', 'ios_step_4'] },
  {
    type: 'APP_ANDROID',
    titleKey: 'app_android',
    steps: ['android_step_1', 'android_step_2', 'android_step_3', 'android_step_4'],
  },
  { type: 'APP_LITE', titleKey: 'app_lite', steps: ['lite_step_1', 'lite_step_2', 'lite_step_3'] },
] as const;

export function DownloadPage() {
  const { t } = useTranslation();
  const { resources, merchantName } = usePermission();
  const apps = APPS.flatMap((app) => {
    const resource = resources.find((r) => r.resourceType === app.type);
    return resource ? [{ ...app, url: resource.url }] : [];
  });
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('app_download')}</h1>
      <p className={styles.lead}>{t('download_lead', { name: merchantName })}</p>
      {apps.length === 0 ? <EmptyState /> : null}
      <div className={styles.cards}>
        {apps.map((app) => (
          <article key={app.type} className={styles.card} aria-labelledby={`download-${app.type}`}>
            <Download className={styles.cardIcon} aria-hidden="true" />
            <h2 id={`download-${app.type}`}>{t(app.titleKey)}</h2>
            <a className={styles.cta} href={app.url} target="_blank" rel="noopener noreferrer">
              {t('download_app', { app: t(app.titleKey) })}
            </a>
            <h3>{t('install_tutorial')}</h3>
            <ol className={styles.steps}>
              {app.steps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './pages.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound}>
      <p className={styles.bigCode} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('not_found_title')}</h1>
      <p className={styles.lead}>{t('not_found_text')}</p>
      <Link to="/" className={styles.cta}>
        {t('back_home')}
      </Link>
    </section>
  );
}

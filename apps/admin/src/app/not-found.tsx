import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFound() {
  const { t } = useTranslation();
  return (
    <section>
      <h1>{t('not_found_title')}</h1>
      <Link to="/">{t('not_found_home')}</Link>
    </section>
  );
}

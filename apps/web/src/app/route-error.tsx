import { useTranslation } from 'react-i18next';

/** Last resort for a render failure inside the router: a plain message and a way back. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <main style={{ padding: 32, textAlign: 'center' }}>
      <p role="alert">{t('unknown_error')}</p>
      <a href="/">{t('back_home')}</a>
    </main>
  );
}

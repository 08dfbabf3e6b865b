import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../shared/system/chunk-load';
import buttons from '../shared/ui/buttons.module.css';
import styles from './route-error.module.css';

/**
 * A page that failed to render. Set on every route, so it shows inside the site's frame (header,
 * menus) in place of the page; the root route's copy is the last resort for the frame itself.
 * A chunk that did not load (spec 8) says so with its type and request, and offers a retry: a
 * reload, since a browser remembers a failed module import for the life of the document.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (error instanceof ChunkLoadError) {
    return (
      <section className={styles.card}>
        <p role="alert" className={styles.title}>
          {t('chunk_load_failed')}
        </p>
        <dl className={styles.details}>
          <dt>{t('chunk_load_type')}</dt>
          <dd dir="ltr">{error.type}</dd>
          <dt>{t('chunk_load_request')}</dt>
          <dd dir="ltr">{error.request}</dd>
        </dl>
        <button type="button" className={buttons.primary} onClick={() => window.location.reload()}>
          {t('retry')}
        </button>
      </section>
    );
  }
  return (
    <section className={styles.card}>
      <p role="alert" className={styles.title}>
        {t('unknown_error')}
      </p>
      <a href="/" className={buttons.secondary}>
        {t('back_home')}
      </a>
    </section>
  );
}

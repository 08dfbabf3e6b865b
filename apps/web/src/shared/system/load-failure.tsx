import { useTranslation } from 'react-i18next';
import buttons from '../ui/buttons.module.css';
import { ChunkLoadError } from './chunk-load';
import styles from './load-failure.module.css';

/**
 * What failed to render, in place of it. A chunk that did not load (spec 8) says so with its type
 * and request, and offers a retry: a reload, since a browser remembers a failed module import for
 * the life of the document. Anything else is the unknown error, with a way home.
 */
export function LoadFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
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

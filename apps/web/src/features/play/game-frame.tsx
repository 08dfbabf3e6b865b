import { useTranslation } from 'react-i18next';
import styles from './play.module.css';

/**
 * The vendor's game in an embedded frame. Vendors' games need scripts, their own origin (their
 * storage and cookies), forms and popups (cashier or rules windows); nothing else is granted:
 * no top navigation, so a game cannot take the lobby away. Only http(s) URLs are framed.
 */
export function GameFrame({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation();
  const src = frameUrl(url);
  if (!src) {
    return (
      <p role="alert" className={styles.lead}>
        {t('unknown_error')}
      </p>
    );
  }
  return (
    <iframe
      className={styles.frame}
      src={src}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads"
      allow="fullscreen; autoplay; encrypted-media"
      allowFullScreen
    />
  );
}

/** The launch URL resolved against this page, or null unless it is http or https. */
export function frameUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.href);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

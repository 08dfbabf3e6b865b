import { useMemo } from 'react';
import styles from './announcements.module.css';
import { sanitizeHtml } from './sanitize-html';

/** Operator HTML, shown only after DOMPurify has cleaned it. */
export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={styles.html}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

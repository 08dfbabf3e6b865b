import DOMPurify from 'dompurify';

/**
 * HTML written in the back office (the help centre's content) is still untrusted here, so scripts,
 * event handlers and javascript: URLs are stripped before it reaches the DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

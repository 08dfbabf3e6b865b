import DOMPurify from 'dompurify';

/**
 * Help content is HTML written in the back office; it is still untrusted here, so scripts, event
 * handlers and javascript: URLs are stripped before it reaches the DOM.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

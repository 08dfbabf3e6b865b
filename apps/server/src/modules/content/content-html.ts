import { CONTENT_HTML_PURIFY } from '@platform/contracts/content-admin';
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: DOMPurify | undefined;

/**
 * Operator HTML cleaned before it is stored, with the library and rules the lobby cleans it with
 * again before showing it (DOMPurify): scripts, event handlers, frames, forms, styles and
 * javascript: URLs never reach the database. The DOM it needs is made on first use only, so
 * processes that never save content never pay for it.
 */
export function sanitizeContentHtml(html: string): string {
  purifier ??= createDOMPurify(new JSDOM('').window as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, CONTENT_HTML_PURIFY);
}

import { describe, expect, it } from 'vitest';
import { sanitizeHtml as sanitizeHelpHtml } from '../../shared/html/sanitize-html';
import { sanitizeHtml } from './sanitize-html';

describe('announcement HTML sanitizer', () => {
  it('removes scripts, event handlers, javascript: URLs and frames, keeping the text', () => {
    const clean = sanitizeHtml(
      '<p>Weekend <b>bonus</b></p><script>alert(1)</script><img src="/x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">claim</a><iframe src="https://evil.example"></iframe>' +
        '<div onclick="alert(4)" style="position:fixed">x</div>',
    );
    expect(clean).toContain('<p>Weekend <b>bonus</b></p>');
    expect(clean).toContain('<img src="/x.png">');
    expect(clean).not.toContain('<script');
    expect(clean).not.toContain('onerror');
    expect(clean).not.toContain('onclick');
    expect(clean).not.toContain('javascript:');
    expect(clean).not.toContain('<iframe');
    expect(clean).not.toContain('style=');
  });

  it('opens links in a new tab without giving that tab this page', () => {
    const holder = document.createElement('div');
    holder.innerHTML = sanitizeHtml('<a href="https://example.com/rules" target="_self">rules</a>');
    const link = holder.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/rules');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves the help centre sanitizer without the link rewrite', () => {
    expect(sanitizeHelpHtml('<a href="https://example.com">x</a>')).not.toContain('_blank');
  });
});

import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../http/escape-markup';
import { initialsOf, renderIconSvg } from './game-icon-svg';

describe('icon drawing', () => {
  it('takes up to two initials from words, in any script', () => {
    expect(initialsOf('Fortune Dragon')).toBe('FD');
    expect(initialsOf('Mines')).toBe('M');
    expect(initialsOf("Texas Hold'em Poker")).toBe('TH');
    expect(initialsOf('تنين الحظ')).toBe('تا');
    expect(initialsOf('<>&')).toBe('?');
  });

  it('escapes every markup character and drops characters XML cannot hold', () => {
    expect(escapeMarkup(`<a href="x">'&'</a>\u0001`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('is deterministic and never uses a colour that is not a plain hex colour', () => {
    const icon = { kind: 'vendor' as const, name: 'Nova Games', color: '#7c3aed' };
    expect(renderIconSvg(icon)).toBe(renderIconSvg(icon));
    const hostile = renderIconSvg({ ...icon, color: '"/><script>' });
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('#334155');
  });

  it('shortens long names by characters', () => {
    const svg = renderIconSvg({
      kind: 'game',
      name: 'A very long game name indeed',
      vendorName: 'V',
      color: '#000000',
    });
    expect(svg).toContain('A very long game …');
  });
});

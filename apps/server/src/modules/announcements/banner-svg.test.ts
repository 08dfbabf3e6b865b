import { describe, expect, it } from 'vitest';
import { parseSvg } from '../../art/svg-test-helper';
import { renderBannerSvg } from './banner-svg';

const art = {
  id: 7,
  theme: 'Fortune Dragon: spin now',
  color: '#b91c1c',
  colorEnd: '#450a0a',
  language: 'en' as const,
};

describe('banner drawing', () => {
  it('draws illustrated art with no text in it: the headline is the web page text', () => {
    const svg = renderBannerSvg(art);
    const { elements, text } = parseSvg(svg);
    expect(elements[0]).toBe('svg');
    expect(elements).not.toContain('text');
    expect(text.trim()).toBe('');
    expect(svg).not.toContain('Dragon');
    expect(elements.filter((e) => /^(path|circle|ellipse|rect)$/.test(e)).length).toBeGreaterThan(20);
    expect(Buffer.byteLength(svg)).toBeLessThan(12 * 1024);
  });

  it('puts the illustration on the side away from the reading side: mirrored for Arabic', () => {
    const en = renderBannerSvg(art);
    const ar = renderBannerSvg({ ...art, language: 'ar' });
    expect(ar).not.toBe(en);
    expect(ar).toContain('matrix(-1 0 0 1 1200 0)');
    expect(en).not.toContain('matrix(-1');
  });

  it('differs from banner to banner', () => {
    expect(renderBannerSvg({ ...art, id: 8 })).not.toBe(renderBannerSvg(art));
    expect(renderBannerSvg({ ...art, theme: 'New slots every week' })).not.toBe(renderBannerSvg(art));
  });

  it('falls back to a safe colour when the stored one is not a colour', () => {
    const svg = renderBannerSvg({ ...art, theme: '<script>', color: 'red"/><script>', colorEnd: 'url(javascript:1)' });
    expect(() => parseSvg(svg)).not.toThrow();
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('stop-color="#334155"');
  });
});

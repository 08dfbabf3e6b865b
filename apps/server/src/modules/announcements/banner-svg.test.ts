import { describe, expect, it } from 'vitest';
import { renderBannerSvg, wrapTitle } from './banner-svg';

describe('banner title wrapping', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Welcome to Nova Play')).toEqual(['Welcome to Nova Play']);
  });

  it('wraps at word boundaries and cuts beyond two lines with an ellipsis', () => {
    expect(wrapTitle('one two three four', 9)).toEqual(['one two', 'three…']);
    expect(wrapTitle('one two three', 9)).toEqual(['one two', 'three']);
    expect(wrapTitle('abcdefghijklmnop', 9)).toEqual(['abcdefgh…']);
  });

  it('counts characters, not UTF-16 units, so no character is cut in half', () => {
    const [line] = wrapTitle('🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉', 5);
    expect(line).toBe('🐉🐉🐉🐉…');
  });
});

describe('banner drawing', () => {
  it('falls back to a safe colour when the stored one is not a colour', () => {
    const svg = renderBannerSvg({ title: 'x', color: 'red"/><script>', colorEnd: 'url(javascript:1)', language: 'en' });
    expect(svg).not.toContain('script');
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('stop-color="#334155"');
  });

  it('draws a second colour when there is one, a shade otherwise', () => {
    expect(renderBannerSvg({ title: 'x', color: '#7c3aed', colorEnd: '#1e1b4b', language: 'en' })).toContain(
      'stop-color="#1e1b4b"',
    );
    expect(renderBannerSvg({ title: 'x', color: '#7c3aed', colorEnd: null, language: 'en' })).toContain('url(#shade)');
  });
});

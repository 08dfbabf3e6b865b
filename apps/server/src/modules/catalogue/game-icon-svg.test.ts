import { describe, expect, it } from 'vitest';
import { motifFor } from '../../art/motif-choice';
import { parseSvg } from '../../art/svg-test-helper';
import { DEMO_GAMES, DEMO_VENDORS } from '../../seed/demo-catalogue';
import { type IconSubject, renderIconSvg } from './game-icon-svg';

const vendorColor = (code: string) => DEMO_VENDORS.find((v) => v.code === code)?.color ?? '';

const demoGameIcons: IconSubject[] = DEMO_GAMES.map(([nodeId, vendorCode, gameType, classify, code, name]) => ({
  kind: 'game',
  nodeId,
  name,
  code,
  gameType,
  classify,
  vendorCode,
  vendorColor: vendorColor(vendorCode),
}));

describe('game and vendor art', () => {
  it('draws every game of the demo catalogue as a distinct, well-formed, small SVG with no text in it', () => {
    const drawn = new Set<string>();
    for (const subject of demoGameIcons) {
      if (subject.kind !== 'game') continue;
      const svg = renderIconSvg(subject);
      const { root, elements, text } = parseSvg(svg);
      expect(root, subject.name).toBe('svg');
      // The name is shown by the web, in the visitor's language: never baked into the image.
      expect(elements, subject.name).not.toContain('text');
      expect(elements, subject.name).not.toContain('title');
      expect(text.trim(), subject.name).toBe('');
      expect(svg, subject.name).not.toContain(subject.name);
      // Several shapes with depth: gradients and a good number of drawn elements.
      expect(elements.filter((e) => e.endsWith('Gradient')).length, subject.name).toBeGreaterThanOrEqual(3);
      expect(elements.filter((e) => /^(path|circle|ellipse|rect)$/.test(e)).length, subject.name).toBeGreaterThan(8);
      expect(Buffer.byteLength(svg), subject.name).toBeLessThan(6 * 1024);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(DEMO_GAMES.length);
  });

  it('gives neighbouring games of the catalogue different illustrations or colours', () => {
    for (let i = 1; i < DEMO_GAMES.length; i++) {
      const [previous, current] = [demoGameIcons[i - 1], demoGameIcons[i]];
      if (previous?.kind !== 'game' || current?.kind !== 'game') continue;
      const backdrop = (svg: string) => /id="bg"[^>]*><stop offset="0" stop-color="(#[0-9a-f]{6})"/.exec(svg)?.[1];
      expect(backdrop(renderIconSvg(current)), current.name).not.toBe(backdrop(renderIconSvg(previous)));
    }
  });

  it('chooses the illustration from the theme: name words first, then classify, then type', () => {
    expect(motifFor('Fortune Dragon pge_fortune_dragon', 'SLOT', 'RNG')).toBe('dragon');
    expect(motifFor('Golden Pharaoh', 'SLOT', 'RNG')).toBe('pyramid');
    expect(motifFor('Ocean King', 'FISHING', 'FISH')).toBe('fish');
    expect(motifFor('Super Sic Bo', 'DICE', 'LIVE')).toBe('dice');
    expect(motifFor('IA Esports Arena', null, 'SPORTS')).toBe('gamepad');
    expect(motifFor('Thai Lotto sea_thai_lotto', null, 'LOTT')).toBe('lotteryBalls');
    expect(motifFor('Something new', 'SLOT', 'RNG')).toBe('reels');
    expect(motifFor('Something new', null, 'LIVE')).toBe('chips');
    expect(motifFor('Something new', null, 'UNKNOWN')).toBe('coins');
  });

  it('draws each demo vendor a mark of its own, with no name in it', () => {
    const drawn = new Set<string>();
    for (const vendor of DEMO_VENDORS) {
      const svg = renderIconSvg({ kind: 'vendor', code: vendor.code, color: vendor.color });
      const { elements, text } = parseSvg(svg);
      expect(elements).not.toContain('text');
      expect(text.trim()).toBe('');
      expect(svg).not.toContain(vendor.name);
      drawn.add(svg);
    }
    expect(drawn.size).toBe(DEMO_VENDORS.length);
  });

  it('is deterministic and never writes a colour that is not a plain hex colour', () => {
    const icon = { kind: 'vendor' as const, code: 'PGE', color: '#7c3aed' };
    expect(renderIconSvg(icon)).toBe(renderIconSvg(icon));
    const hostile = renderIconSvg({ ...icon, color: '"/><script>' });
    expect(() => parseSvg(hostile)).not.toThrow();
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('#334155');
    const game = demoGameIcons[0];
    if (game?.kind !== 'game') throw new Error('no demo game');
    const hostileGame = renderIconSvg({ ...game, name: '<script>', code: '"><x', vendorColor: 'url(javascript:1)' });
    expect(() => parseSvg(hostileGame)).not.toThrow();
    expect(hostileGame).not.toContain('script');
    expect(hostileGame).not.toContain('<x');
  });
});

import { describe, expect, it } from 'vitest';
import { applyBrandColours, brandThemeProperties, contrastRatio, READABLE_CONTRAST } from './brand-colours';

const SURFACES = { dark: ['#0a1024', '#131d3d', '#16224a'], light: ['#f3f5fb', '#eef1f8', '#ffffff'] };
const gradientStops = (gradient: string) => gradient.match(/#[0-9a-f]{6}/g) ?? [];

describe("a brand's theme colours", () => {
  it('keeps the defaults when the brand picked no colour', () => {
    expect(brandThemeProperties({ themePrimary: null, themeAccent: null }, 'dark')).toEqual({});
  });

  // A pale yellow, a mid grey and a deep navy: each hard for one of the themes or for the ink on it.
  it.each(['#fde68a', '#777777', '#0b1533', '#c2410c'])(
    'keeps every text readable with %s as the main colour, in both themes',
    (primary) => {
      for (const theme of ['dark', 'light'] as const) {
        const properties = brandThemeProperties({ themePrimary: primary, themeAccent: null }, theme);
        const ink = properties['--on-gold'] as string;
        for (const stop of gradientStops(properties['--gold-gradient'] as string)) {
          expect(contrastRatio(stop, ink)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        }
        for (const surface of SURFACES[theme]) {
          expect(contrastRatio(properties['--gold'] as string, surface)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
        }
      }
    },
  );

  it('fills buttons with the colour itself and picks the ink that reads on it', () => {
    const dark = brandThemeProperties({ themePrimary: '#1d4ed8', themeAccent: null }, 'dark');
    expect(dark['--gold-gradient']).toContain('#1d4ed8 45%');
    expect(dark['--on-gold']).toBe('#ffffff');
    const pale = brandThemeProperties({ themePrimary: '#fde68a', themeAccent: null }, 'light');
    expect(pale['--on-gold']).toBe('#2a1b00');
  });

  it("tints the hero panels with the accent only as far as the theme's text stays readable", () => {
    for (const [theme, text] of [
      ['dark', '#eef1fb'],
      ['light', '#141b33'],
    ] as const) {
      const properties = brandThemeProperties({ themePrimary: null, themeAccent: '#22d3ee' }, theme);
      expect(properties['--hero-from']).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastRatio(properties['--hero-from'] as string, text)).toBeGreaterThanOrEqual(READABLE_CONTRAST);
      expect(properties['--glow']).toMatch(/^rgba\(34, 211, 238, /);
    }
  });

  it("follows the page's theme as it switches, and leaves the defaults once undone", async () => {
    const root = document.createElement('html');
    root.dataset.theme = 'dark';
    const undo = applyBrandColours(root, { themePrimary: '#fde68a', themeAccent: null });
    const dark = brandThemeProperties({ themePrimary: '#fde68a', themeAccent: null }, 'dark');
    const light = brandThemeProperties({ themePrimary: '#fde68a', themeAccent: null }, 'light');
    expect(root.style.getPropertyValue('--gold')).toBe(dark['--gold']);
    root.dataset.theme = 'light';
    await Promise.resolve();
    expect(root.style.getPropertyValue('--gold')).toBe(light['--gold']);
    expect(light['--gold']).not.toBe(dark['--gold']);
    undo();
    expect(root.getAttribute('style') ?? '').toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { bannerSwiperOptions } from './banner-options';
import { bannerCall, bannerTarget } from './banner-target';
import { INITIAL_HOME_STATE, withPage, withSearch, withView } from './home-lobby-state';
import { winnerMotion, winnerSlides } from './winner-options';

describe('banner carousel rules (spec 2.5, 9)', () => {
  it('keeps a single banner still: no loop, no autoplay, no pagination', () => {
    expect(bannerSwiperOptions(1)).toEqual({
      loop: false,
      loopPreventsSliding: false,
      autoplay: false,
      speed: 1000,
      spaceBetween: 20,
      pagination: false,
    });
  });

  it('loops several banners, autoplays every 5 s with a 1 s transition and clickable dots', () => {
    expect(bannerSwiperOptions(3)).toEqual({
      loop: true,
      loopPreventsSliding: false,
      autoplay: { delay: 5000, disableOnInteraction: false, pauseOnMouseEnter: true },
      speed: 1000,
      spaceBetween: 20,
      pagination: { clickable: true },
    });
  });
});

describe('banner link types', () => {
  it('opens a route, a promotion, a game or an https page; NONE opens nothing', () => {
    expect(bannerTarget({ linkageType: 'ROUTE', linkTarget: '/live' })).toEqual({ kind: 'route', to: '/live' });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkTarget: '7' })).toEqual({
      kind: 'route',
      to: '/promotions?id=7',
    });
    expect(bannerTarget({ linkageType: 'PROMOTION', linkTarget: null })).toEqual({ kind: 'route', to: '/promotions' });
    expect(bannerTarget({ linkageType: 'GAME', linkTarget: '1001' })).toEqual({ kind: 'game', nodeId: 1001 });
    expect(bannerTarget({ linkageType: 'URL', linkTarget: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(bannerTarget({ linkageType: 'NONE', linkTarget: '/live' })).toEqual({ kind: 'none' });
  });

  it('makes a banner inert when its target does not fit its type', () => {
    for (const [linkageType, linkTarget] of [
      ['ROUTE', '//evil.example/x'],
      ['ROUTE', 'https://evil.example'],
      ['URL', 'http://plain.example'],
      ['URL', 'javascript:alert(1)'],
      ['GAME', '12abc'],
      ['GAME', '0'],
    ] as const) {
      expect(bannerTarget({ linkageType, linkTarget }), `${linkageType} ${linkTarget}`).toEqual({ kind: 'none' });
    }
  });
});

describe('home lobby state (spec 4.9)', () => {
  it('searches the trimmed term and returns to HOME when the box is cleared', () => {
    expect(withSearch('  fortune  ')).toEqual({ view: 'SEARCH', term: 'fortune', pageNo: 1 });
    expect(withSearch('   ')).toEqual(INITIAL_HOME_STATE);
  });

  it('clears the search and restarts at page 1 when the choice changes', () => {
    expect(withView('RNG')).toEqual({ view: 'RNG', term: '', pageNo: 1 });
  });

  it('ignores a page above the total', () => {
    const state = { view: 'RNG' as const, term: '', pageNo: 2 };
    expect(withPage(state, 4, 3)).toBe(state);
    expect(withPage(state, 3, 3)).toEqual({ ...state, pageNo: 3 });
  });
});

describe('winner board rules (spec 2.5, 9)', () => {
  it('puts two winners on each slide', () => {
    expect(winnerSlides([1, 2, 3, 4, 5])).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('moves continuously at speed 3000 when there is more than a screenful, else stands', () => {
    // Each slide passes in 3000 ms, so a lap of 10 slides takes 30 s.
    expect(winnerMotion(10, 3)).toEqual({ moving: true, durationMs: 30_000 });
    expect(winnerMotion(3, 3)).toMatchObject({ moving: false });
  });
});

describe('banner calls to action', () => {
  it('names where the banner leads; a banner without a link calls a guest to register, a member to deposit', () => {
    expect(bannerCall({ kind: 'game', nodeId: 1001 }, true)).toBe('play');
    expect(bannerCall({ kind: 'route', to: '/rng' }, true)).toBe('explore');
    expect(bannerCall({ kind: 'route', to: '/promotions?id=7' }, false)).toBe('offer');
    expect(bannerCall({ kind: 'external', href: 'https://partner.example' }, false)).toBe('more');
    expect(bannerCall({ kind: 'none' }, true)).toBe('register');
    expect(bannerCall({ kind: 'none' }, false)).toBe('deposit');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HOME_ANNOUNCEMENT_TYPES } from '@platform/contracts/announcement-constants';
import { API } from '@platform/contracts/api-paths';
import { afterEach, describe, expect, it } from 'vitest';

/** The inline boot script of index.html, run as the browser runs it. */
const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
const bootScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

function preloadedAfterBoot(): string[] {
  document.head.innerHTML = '';
  new Function(bootScript)();
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

/** The URLs the first screen's calls request (apiRequest joins path and query this way). */
function firstScreenCalls(code: 'AR' | 'EN'): string[] {
  const language = code === 'AR' ? 'ar' : 'en';
  const url = (path: string, query?: Record<string, string>) =>
    query ? `${path}?${new URLSearchParams(query).toString()}` : path;
  return [
    url(API.systemStatus),
    url(API.permission),
    url(API.announcements, { types: HOME_ANNOUNCEMENT_TYPES, platform: 'W', language, execution: 'B' }),
    url(API.gameMenus, { language }),
    url(API.helpCenter, { lang: code, device: 'WEB' }),
  ];
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.head.innerHTML = '';
});

describe('boot preloads in index.html', () => {
  it('start a visitor’s first-screen calls with the HTML, in the stored language (Arabic by default)', () => {
    expect(preloadedAfterBoot()).toEqual(firstScreenCalls('AR'));
    localStorage.setItem('lang', 'EN');
    expect(preloadedAfterBoot()).toEqual(firstScreenCalls('EN'));
    const link = document.head.querySelector('link[rel="preload"][as="fetch"]');
    // Matches the app's same-origin fetch (mode cors, credentials same-origin), so it is reused.
    expect(link?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('give each preload its attributes before it joins the page, when the browser starts its request', () => {
    // An attribute set afterwards is too late: a fetch preload without crossorigin is made in
    // another credentials mode than the app's fetch, which then asks again instead of reusing it.
    const atJoining: string[] = [];
    const append = document.head.appendChild.bind(document.head);
    document.head.appendChild = <T extends Node>(node: T): T => {
      if (node instanceof HTMLLinkElement) {
        atJoining.push(
          `${node.getAttribute('as')} ${node.getAttribute('crossorigin') ?? node.getAttribute('fetchpriority')}`,
        );
      }
      return append(node);
    };
    try {
      preloadedAfterBoot();
    } finally {
      document.head.appendChild = append;
    }
    expect(atJoining).toEqual(['image high', ...Array(5).fill('fetch anonymous')]);
  });

  it('preload nothing for a member, whose answers depend on the session token', () => {
    sessionStorage.setItem('token', 'a-member-token');
    expect(preloadedAfterBoot()).toEqual([]);
  });

  it("fetch the brand's first banner for the home page's loading screen, members' too, in the stored language", () => {
    const banner = () => {
      preloadedAfterBoot();
      const link = document.head.querySelector('link[rel="preload"][as="image"]');
      return link && { href: link.getAttribute('href'), priority: link.getAttribute('fetchpriority') };
    };
    expect(banner()).toEqual({ href: `${API.homeBannerImage}?language=ar`, priority: 'high' });
    localStorage.setItem('lang', 'EN');
    sessionStorage.setItem('token', 'a-member-token');
    expect(banner()).toEqual({ href: `${API.homeBannerImage}?language=en`, priority: 'high' });

    window.history.pushState({}, '', '/live');
    try {
      expect(banner()).toBeNull();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

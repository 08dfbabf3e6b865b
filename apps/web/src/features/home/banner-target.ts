import type { Banner } from '@platform/contracts/announcements';

export type BannerTarget =
  | { kind: 'none' }
  /** A path of this site (ROUTE, PROMOTION). */
  | { kind: 'route'; to: string }
  /** An outside https page, opened in a new tab. */
  | { kind: 'external'; href: string }
  | { kind: 'game'; nodeId: number };

/**
 * What a click on a banner opens (spec 2.5: a banner with a link type opens its target; one without
 * gets a call to register or deposit instead, bannerCall). The
 * target is operator data: anything that does not fit its type (a protocol-relative "route", a
 * non-https URL, a non-numeric game) makes the banner inert rather than a way off the site.
 */
export function bannerTarget(banner: Pick<Banner, 'linkageType' | 'linkTarget'>): BannerTarget {
  const target = banner.linkTarget?.trim() ?? '';
  switch (banner.linkageType) {
    case 'ROUTE':
      return /^\/(?![/\\])/.test(target) ? { kind: 'route', to: target } : { kind: 'none' };
    case 'PROMOTION':
      return { kind: 'route', to: target ? `/promotions?id=${encodeURIComponent(target)}` : '/promotions' };
    case 'GAME': {
      const nodeId = Number(target);
      return /^\d+$/.test(target) && nodeId > 0 ? { kind: 'game', nodeId } : { kind: 'none' };
    }
    case 'URL':
      return isHttps(target) ? { kind: 'external', href: target } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}

function isHttps(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a banner's call-to-action button says; each is a `home_banner_<call>` string. */
export type BannerCall = 'register' | 'deposit' | 'play' | 'offer' | 'explore' | 'more';

/**
 * A banner with a link type calls to its target. One without calls the visitor to the next real
 * step: a guest to register, a member to deposit.
 */
export function bannerCall(target: BannerTarget, guest: boolean): BannerCall {
  switch (target.kind) {
    case 'game':
      return 'play';
    case 'route':
      return target.to.startsWith('/promotions') ? 'offer' : 'explore';
    case 'external':
      return 'more';
    default:
      return guest ? 'register' : 'deposit';
  }
}

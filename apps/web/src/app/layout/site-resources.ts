import type { SiteResource } from '@platform/contracts/system';
import { SOCIAL_RESOURCE_TYPES } from '@platform/contracts/system-constants';

export type SocialType = (typeof SOCIAL_RESOURCE_TYPES)[number];

/** Label keys and glyphs of the footer's social links (spec 2.5). */
export const SOCIAL_META: Record<SocialType, { labelKey: string; glyph: string }> = {
  SOCIAL_VIDEO: { labelKey: 'social_video', glyph: '▶' },
  SOCIAL_MICROBLOG: { labelKey: 'social_microblog', glyph: '✎' },
  SOCIAL_SHORT_VIDEO: { labelKey: 'social_short_video', glyph: '♪' },
  SOCIAL_NETWORK: { labelKey: 'social_network', glyph: 'f' },
  SOCIAL_PHOTO: { labelKey: 'social_photo', glyph: '◉' },
  SOCIAL_MESSAGING: { labelKey: 'social_messaging', glyph: '✉' },
};

/** Each social type appears only when the merchant has a resource of that type, in spec order. */
export function socialResources(resources: SiteResource[]): { type: SocialType; resource: SiteResource }[] {
  return SOCIAL_RESOURCE_TYPES.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType === type);
    return resource ? [{ type, resource }] : [];
  });
}

export function resourceOf(resources: SiteResource[], type: string): SiteResource | undefined {
  return resources.find((r) => r.resourceType === type);
}

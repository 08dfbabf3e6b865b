import type { SiteResource } from '@platform/contracts/system';
import { SOCIAL_RESOURCE_TYPES } from '@platform/contracts/system-constants';
import { Camera, type LucideIcon, MessageCircle, Music, PenLine, Play, Users } from 'lucide-react';

export type SocialType = (typeof SOCIAL_RESOURCE_TYPES)[number];

/** Label keys and glyphs of the footer's social links (spec 2.5). */
export const SOCIAL_META: Record<SocialType, { labelKey: string; icon: LucideIcon }> = {
  SOCIAL_VIDEO: { labelKey: 'social_video', icon: Play },
  SOCIAL_MICROBLOG: { labelKey: 'social_microblog', icon: PenLine },
  SOCIAL_SHORT_VIDEO: { labelKey: 'social_short_video', icon: Music },
  SOCIAL_NETWORK: { labelKey: 'social_network', icon: Users },
  SOCIAL_PHOTO: { labelKey: 'social_photo', icon: Camera },
  SOCIAL_MESSAGING: { labelKey: 'social_messaging', icon: MessageCircle },
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

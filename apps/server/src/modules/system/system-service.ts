import type { LanguageCode } from '@platform/contracts/languages';
import { type PermissionValue, SYSTEM_STATUS } from '@platform/contracts/system';
import type { RequestContext } from '../../http/request-context';
import type { MerchantConfig } from './merchant-config';

/** The startup configuration of spec 3 ("permission response") for this visitor. */
export function permissionFor(ctx: RequestContext): PermissionValue {
  const m = ctx.merchant;
  return {
    status: ctx.status,
    merchantCode: m.code,
    merchantName: m.name,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    country: m.country,
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    customerService: m.customerService,
    domainRoute: m.domains,
    resources: m.resources,
    whitelabel: { flags: m.flags, modules: m.modules },
    register: m.register,
    mainDomain: m.mainDomain,
    analytics: { gtagId: m.gtagId },
    imageCDNs: m.imageCdns,
    launchGameCDNs: m.launchGameCdns,
    location: { ip: ctx.ip, country: ctx.country },
    maintenance: {
      active: ctx.status === SYSTEM_STATUS.MAINTENANCE,
      message: m.maintenanceMessage,
      until: m.maintenanceUntil,
    },
    branding: m.branding,
    regionRestriction: { active: ctx.status === SYSTEM_STATUS.REGION_RESTRICTED },
    encryption: { publicKey: m.publicKey, algorithm: 'RSA-OAEP-256/A256GCM' },
  };
}

/** Help entries in the asked language, or the merchant's default language when it has none. */
export function helpCenterFor(merchant: MerchantConfig, lang: LanguageCode) {
  return merchant.helpCenter.get(lang) ?? merchant.helpCenter.get(merchant.defaultLanguage) ?? [];
}

import type { LanguageCode } from '@platform/contracts/languages';
import type { RegisterFieldConfig, SiteResource } from '@platform/contracts/system';
import type { WhitelabelFlag, WhitelabelModule } from '@platform/contracts/whitelabel';
import type { RegionRules } from '../region/region-rules';

/** Everything the startup calls answer for one merchant, loaded once and cached per process. */
export type MerchantConfig = {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  country: string | null;
  defaultLanguage: LanguageCode;
  languages: LanguageCode[];
  maintenance: boolean;
  maintenanceMessage: string | null;
  maintenanceUntil: string | null;
  branding: { logoUrl: string | null; themePrimary: string | null; themeAccent: string | null };
  mainDomain: string;
  gtagId: string | null;
  imageCdns: string[];
  launchGameCdns: string[];
  publicKey: string;
  domains: { domain: string; kind: 'MAIN' | 'MIRROR' }[];
  modules: WhitelabelModule[];
  flags: Record<WhitelabelFlag, boolean>;
  register: RegisterFieldConfig[];
  /** Paths already encrypted for the client (customer-service-cipher). */
  customerService: { csType: string; path: string }[];
  resources: SiteResource[];
  helpCenter: Map<string, { id: number; term: string; title: string; content: string }[]>;
  region: RegionRules;
};

import { BlockList, isIP } from 'node:net';
import geoip from 'geoip-country';
import { memoiseCountry } from './country-cache';

export type RegionRules = {
  blockedCountries: ReadonlySet<string>;
  /** Absent when the merchant denies no network: a BlockList check costs an allocation per request. */
  deniedNetworks: BlockList | undefined;
};

/** Builds the in-memory matcher from a merchant's rows; `network` is PostgreSQL cidr text. */
export function buildRegionRules(blockedCountries: string[], deniedNetworks: string[]): RegionRules {
  const list = new BlockList();
  for (const network of deniedNetworks) {
    const [address = '', prefix] = network.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    list.addSubnet(address, Number(prefix ?? (family === 'ipv6' ? 128 : 32)), family);
  }
  return { blockedCountries: new Set(blockedCountries), deniedNetworks: deniedNetworks.length ? list : undefined };
}

/** The country of an address from the GeoIP database shipped in the geoip-country package. */
export const countryOf = memoiseCountry((ip) => (isIP(ip) ? (geoip.lookup(ip)?.country ?? null) : null));

export function isRestricted(rules: RegionRules, ip: string, country: string | null): boolean {
  const family = rules.deniedNetworks ? isIP(ip) : 0;
  if (family && rules.deniedNetworks?.check(ip, family === 6 ? 'ipv6' : 'ipv4')) return true;
  return country !== null && rules.blockedCountries.has(country);
}

/**
 * Remembers the country of recently seen addresses: the GeoIP lookup parses the address string on
 * every call, and a visitor's requests repeat it. Bounded: emptied when full.
 */
export function memoiseCountry(lookup: (ip: string) => string | null, max = 50_000): (ip: string) => string | null {
  const seen = new Map<string, string | null>();
  return (ip) => {
    const known = seen.get(ip);
    if (known !== undefined) return known;
    const country = lookup(ip);
    if (seen.size >= max) seen.clear();
    seen.set(ip, country);
    return country;
  };
}

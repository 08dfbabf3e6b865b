/**
 * The 3x2 flags of country-flag-icons, each its own file in the build (`no-inline`), by ISO code.
 * This map of about 260 hashed file names is a chunk of its own, loaded by the first flag shown,
 * so the home page's first script does not carry it.
 */
const FLAG_FILES = import.meta.glob<string>('../../../../../node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const FLAG_BY_COUNTRY = new Map(
  Object.entries(FLAG_FILES).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1, -'.svg'.length), url]),
);

/** The flag file of a country ('AE'), or undefined for a code the set does not have. */
export function flagFile(country: string): string | undefined {
  return FLAG_BY_COUNTRY.get(country.toUpperCase());
}

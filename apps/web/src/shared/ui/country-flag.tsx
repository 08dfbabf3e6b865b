import { useEffect, useState } from 'react';
import styles from './country-flag.module.css';

let flagFiles: Promise<typeof import('./flag-files')> | undefined;

/** The flag file's address once the flag map has loaded; the map loads once for the whole page. */
function useFlagFile(country: string): string | undefined {
  const [file, setFile] = useState<string>();
  useEffect(() => {
    let current = true;
    flagFiles ??= import('./flag-files');
    flagFiles.then(
      ({ flagFile }) => {
        if (current) setFile(flagFile(country));
      },
      () => {
        // A flag is decoration: without the map the space stays empty.
      },
    );
    return () => {
      current = false;
    };
  }, [country]);
  return file;
}

/**
 * A country's flag (ISO code such as 'AE') from the kept SVG flag set, decorative beside the text
 * that names the country or language. Its box is kept while the file loads, so nothing moves.
 */
export function CountryFlag({ country }: { country: string }) {
  const file = useFlagFile(country);
  if (!file) return <span className={styles.flag} aria-hidden="true" />;
  return (
    <img className={styles.flag} src={file} alt="" width={21} height={14} decoding="async" data-country={country} />
  );
}

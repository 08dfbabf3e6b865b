import { API } from '@platform/contracts/api-paths';
import { useState } from 'react';
import { apiLanguage } from '../../shared/i18n/api-language';
import { useLanguage } from '../../shared/i18n/language-context';
import { Spinner } from '../../shared/ui/spinner';
import styles from './home-splash.module.css';

/** Whether the page being loaded is the home page, whose loading screen shows the brand's banner. */
export function loadingHomePage(): boolean {
  return window.location.pathname === '/';
}

/**
 * The home page's loading screen (decision 0022): the brand's first banner, which index.html has
 * already fetched and shown, above the loader, until the lobby is ready. A brand without a home
 * banner gets the loader alone.
 */
export function HomeSplash({ label }: { label: string }) {
  const { code } = useLanguage();
  const [missing, setMissing] = useState(false);
  return (
    <div className={styles.splash}>
      {missing ? null : (
        <img
          className={styles.banner}
          src={`${API.homeBannerImage}?language=${apiLanguage(code)}`}
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
          onError={() => setMissing(true)}
        />
      )}
      <Spinner label={label} />
    </div>
  );
}

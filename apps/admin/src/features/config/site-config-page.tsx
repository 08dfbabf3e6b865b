import type { SiteConfig } from '@platform/contracts/site-config';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../shared/ui/states';
import ui from '../../shared/ui/ui.module.css';
import { useSiteConfig } from './site-config-query';

/**
 * A configuration page: its title, then (once the brand's configuration has loaded, with loading
 * and error states meanwhile) the forms `children` draws from it.
 */
export function SiteConfigPage({
  id,
  titleKey,
  children,
}: {
  id: string;
  titleKey: string;
  children: (config: SiteConfig) => ReactNode;
}) {
  const { t } = useTranslation();
  const config = useSiteConfig();
  return (
    <section aria-labelledby={`${id}-title`}>
      <div className={ui.pageHeading}>
        <h1 id={`${id}-title`} className={ui.pageTitle}>
          {t(titleKey)}
        </h1>
      </div>
      {config.isPending ? (
        <LoadingState />
      ) : config.isError ? (
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      ) : (
        children(config.data)
      )}
    </section>
  );
}

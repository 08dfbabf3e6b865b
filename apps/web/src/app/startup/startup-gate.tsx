import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageProvider } from '../../shared/i18n/language-context';
import { rememberMerchantCode } from '../../shared/storage/session-keys';
import { usePermissionQuery, useStatusQuery } from '../../shared/system/startup-queries';
import { useBrandTheme } from '../../shared/theme/use-brand-theme';
import { Spinner } from '../../shared/ui/spinner';
import { HomeSplash, loadingHomePage } from './home-splash';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';
import { pickRootScreen } from './root-screen';
import { StartupError } from './startup-error';

/**
 * Loads status and the startup configuration, then renders one of the three root screens
 * (spec 1, 4.1): the application (children), maintenance, or the region-blocked page.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const statusQuery = useStatusQuery();
  const permissionQuery = usePermissionQuery(statusQuery.data?.status);
  const permission = permissionQuery.data;

  useEffect(() => {
    if (permission) rememberMerchantCode(permission.merchantCode);
  }, [permission]);

  useEffect(() => {
    if (permission) document.title = permission.merchantName;
  }, [permission]);

  // Before the first screen after the configuration, maintenance and region pages included.
  useBrandTheme(permission?.branding);

  // Deferred: the switch to a root screen (the whole application, mostly) renders as a transition,
  // which React builds in slices between which the browser stays responsive, instead of one long
  // task on a phone's busiest second; the loader stays up meanwhile.
  const screen = useDeferredValue(
    pickRootScreen({
      status: statusQuery.data?.status,
      statusError: statusQuery.error,
      permission,
      permissionError: permissionQuery.error,
    }),
  );

  return (
    <LanguageProvider offeredCodes={permission?.languages} merchantDefault={permission?.defaultLanguage}>
      {screen === 'app' ? children : null}
      {screen === 'loading' ? <StartupLoader /> : null}
      {screen === 'maintenance' ? <MaintenancePage permission={permission} /> : null}
      {screen === 'blocked' ? (
        <RegionBlockedPage ip={statusQuery.data?.ip ?? permission?.location.ip} permission={permission} />
      ) : null}
      {screen === 'error' ? (
        <StartupError
          retrying={statusQuery.isFetching || permissionQuery.isFetching}
          onRetry={() => {
            void statusQuery.refetch();
            void permissionQuery.refetch();
          }}
        />
      ) : null}
    </LanguageProvider>
  );
}

function StartupLoader() {
  const { t } = useTranslation();
  return loadingHomePage() ? <HomeSplash label={t('loading')} /> : <Spinner fullscreen label={t('loading')} />;
}

import { Gamepad2, Globe2, KeyRound, ToggleLeft, Wrench } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

/** The brand's configuration: maintenance, features and registration, region, vendors and games, and the vendors' integrations. */
export const configArea: ConsoleArea = {
  id: 'config',
  labelKey: 'config_nav',
  pages: [
    {
      path: '/config/maintenance',
      permission: 'config.manage',
      component: lazy(() => import('./maintenance-page').then((m) => ({ default: m.MaintenancePage }))),
      nav: { labelKey: 'config_nav_maintenance', icon: Wrench },
    },
    {
      path: '/config/features',
      permission: 'config.manage',
      component: lazy(() => import('./features-page').then((m) => ({ default: m.FeaturesPage }))),
      nav: { labelKey: 'config_nav_features', icon: ToggleLeft },
    },
    {
      path: '/config/region',
      permission: 'config.manage',
      component: lazy(() => import('./region-page').then((m) => ({ default: m.RegionPage }))),
      nav: { labelKey: 'config_nav_region', icon: Globe2 },
    },
    {
      path: '/config/catalogue',
      permission: 'config.manage',
      component: lazy(() => import('./catalogue-page').then((m) => ({ default: m.CataloguePage }))),
      nav: { labelKey: 'config_nav_catalogue', icon: Gamepad2 },
    },
    {
      path: '/config/vendor-integrations',
      permission: 'config.manage',
      component: lazy(() => import('./vendor-integrations-page').then((m) => ({ default: m.VendorIntegrationsPage }))),
      nav: { labelKey: 'config_nav_integrations', icon: KeyRound },
    },
  ],
};

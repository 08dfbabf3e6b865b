import { Building2 } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

const BrandFormPage = lazy(() => import('./brand-form-page').then((m) => ({ default: m.BrandFormPage })));

/** The platform owner's brands: the list, opening a brand, editing one. */
export const brandsArea: ConsoleArea = {
  id: 'brands',
  labelKey: 'brands_nav',
  pages: [
    {
      path: '/brands',
      permission: 'brands.manage',
      component: lazy(() => import('./brands-page').then((m) => ({ default: m.BrandsPage }))),
      nav: { labelKey: 'brands_nav_list', icon: Building2 },
    },
    { path: '/brands/new', permission: 'brands.manage', component: BrandFormPage },
    { path: '/brands/:id', permission: 'brands.manage', component: BrandFormPage },
  ],
};

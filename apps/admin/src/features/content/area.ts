import { Globe, Headset, Image, LifeBuoy, Megaphone, Share2, Smartphone } from 'lucide-react';
import { lazy } from 'react';
import type { ConsoleArea } from '../../app/console-area';

const page = <K extends string>(load: () => Promise<Record<K, () => React.JSX.Element>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

/** What the lobby shows besides games: each kind a page of its own, all behind content.manage. */
export const contentArea: ConsoleArea = {
  id: 'content',
  labelKey: 'nav_content',
  pages: [
    {
      path: '/content/announcements',
      permission: 'content.manage',
      component: page(() => import('./announcements-page'), 'AnnouncementsPage'),
      nav: { labelKey: 'nav_content_announcements', icon: Megaphone },
    },
    {
      path: '/content/banners',
      permission: 'content.manage',
      component: page(() => import('./banners-page'), 'BannersPage'),
      nav: { labelKey: 'nav_content_banners', icon: Image },
    },
    {
      path: '/content/help',
      permission: 'content.manage',
      component: page(() => import('./help-page'), 'HelpPage'),
      nav: { labelKey: 'nav_content_help', icon: LifeBuoy },
    },
    {
      path: '/content/customer-service',
      permission: 'content.manage',
      component: page(() => import('./customer-service-page'), 'CustomerServicePage'),
      nav: { labelKey: 'nav_content_customer_service', icon: Headset },
    },
    {
      path: '/content/app-links',
      permission: 'content.manage',
      component: page(() => import('./site-links-page'), 'AppLinksPage'),
      nav: { labelKey: 'nav_content_app_links', icon: Smartphone },
    },
    {
      path: '/content/social',
      permission: 'content.manage',
      component: page(() => import('./site-links-page'), 'SocialLinksPage'),
      nav: { labelKey: 'nav_content_social', icon: Share2 },
    },
    {
      path: '/content/mirrors',
      permission: 'content.manage',
      component: page(() => import('./mirrors-page'), 'MirrorsPage'),
      nav: { labelKey: 'nav_content_mirrors', icon: Globe },
    },
  ],
};

import type { ServerModule } from '../../server-module';
import { brandRoutes } from './brand-routes';
import { siteConfigRoutes } from './site-config-routes';
import { systemRoutes } from './system-routes';

/**
 * The brands' configuration and status answers, the console's configuration of a brand and the
 * owner's brands; the configuration cache itself is platform (app.ts).
 */
export const systemModule: ServerModule = {
  name: 'system',
  routes: async ({ app, db, config }) => {
    await app.register(systemRoutes);
    await app.register(siteConfigRoutes, { db });
    await app.register(brandRoutes, { db, defaultMerchantCode: config.MERCHANT_CODE });
  },
};

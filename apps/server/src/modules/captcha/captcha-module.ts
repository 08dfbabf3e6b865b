import type { ServerModule } from '../../server-module';
import { captchaRoutes } from './captcha-routes';

export const captchaModule: ServerModule = {
  name: 'captcha',
  routes: async ({ app, db, config }) => {
    await app.register(captchaRoutes, { db, config });
  },
};

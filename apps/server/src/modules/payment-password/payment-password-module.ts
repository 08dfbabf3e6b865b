import type { ServerModule } from '../../server-module';
import { paymentPasswordRoutes } from './payment-password-routes';

export const paymentPasswordModule: ServerModule = {
  name: 'payment-password',
  routes: async ({ app, db }) => {
    await app.register(paymentPasswordRoutes, { db });
  },
};

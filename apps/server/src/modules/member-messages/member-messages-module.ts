import type { ServerModule } from '../../server-module';
import { memberMessageRoutes } from './member-message-routes';

export const memberMessagesModule: ServerModule = {
  name: 'member-messages',
  routes: async ({ app, db }) => {
    await app.register(memberMessageRoutes, { db });
  },
};

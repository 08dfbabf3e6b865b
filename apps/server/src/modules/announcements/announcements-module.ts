import type { ServerModule } from '../../server-module';
import { announcementRoutes } from './announcement-routes';

export const announcementsModule: ServerModule = {
  name: 'announcements',
  routes: async ({ app, db, sessions }) => {
    await app.register(announcementRoutes, { db, sessions });
  },
};

import type { ServerModule } from '../../server-module';
import { operatorSessionRoutes } from './operator-session-routes';

export const operatorModule: ServerModule = {
  name: 'operator',
  routes: async ({ app, db, config }) => {
    await app.register(operatorSessionRoutes, { db, config });
  },
};

import type { ServerModule } from '../../server-module';
import { systemRoutes } from './system-routes';

/** The brands' configuration and status answers; the configuration cache itself is platform (app.ts). */
export const systemModule: ServerModule = {
  name: 'system',
  routes: async ({ app }) => {
    await app.register(systemRoutes);
  },
};

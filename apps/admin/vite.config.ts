import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

// The dev server forwards API calls to the local server, as in production where the server itself
// serves `dist/` at /admin beside the player site.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  // The root hoists Vite 8 (for Vitest) while this app builds with Vite 7 (see apps/web/vite.config.ts).
  plugins: [react() as unknown as PluginOption],
  base: '/admin/',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the console: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          if (/node_modules\/(@tanstack|zod|react-hook-form|@hookform|papaparse)\//.test(id)) return 'data';
          return undefined;
        },
      },
    },
  },
  server: {
    proxy: { '/wps': { target: apiTarget, xfwd: true } },
  },
});

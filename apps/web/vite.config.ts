import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { precompress } from './precompress-plugin';
import { nonBlockingStylesheet } from './stylesheet-plugin';

// The dev server forwards API and socket traffic to the local server so the browser sees one
// origin, exactly as in production where the server itself serves `dist/`.
const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  // The workspace root hoists Vite 8 (for Vitest) while this app builds with Vite 7; the plugin's
  // types come from the root copy, so they are bridged here. Runtime behaviour is the same.
  plugins: [react() as unknown as PluginOption, nonBlockingStylesheet(), precompress()],
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
          if (/node_modules\/(i18next|react-i18next)\//.test(id)) return 'i18n';
          if (/node_modules\/@tanstack\//.test(id)) return 'data';
          // zod is only for the lazily loaded parts (forms, member centre): the first screen takes the
          // server's checked answers as they are (decision 0019), so zod has a chunk of its own.
          if (/node_modules\/zod\//.test(id)) return 'zod';
          // Everything else (Swiper, DOMPurify, ...) is left to the chunks that import it, so a
          // library only the lazy parts use never joins the first download.
          return undefined;
        },
      },
    },
  },
  server: {
    // X-Forwarded-For names the browser's address: the API's loopback-only demo conveniences (the
    // outbox) then tell a browser on this machine from one elsewhere, should the dev server be
    // opened to the network (`--host`).
    proxy: {
      '/wps': { target: apiTarget, xfwd: true },
      '/lgw': apiTarget,
      '/healthz': apiTarget,
      '/ws': { target: apiTarget, ws: true },
    },
  },
});

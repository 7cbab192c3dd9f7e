import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineScripts } from './scripts/vite-inline-scripts.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { prerenderLanding } from './scripts/vite-prerender-landing.ts';
import { webManifest } from './src/web/pwa/web-manifest.ts';

// The web app builds to dist/web, which the server serves. In development Vite serves it on
// :5173 and passes /api to the server on :3000 (see scripts/dev.mjs).
export default defineConfig({
  plugins: [
    react(),
    inlineScripts(),
    tailwindcss(),
    // The service worker is our own source (src/web/sw/sw.ts); the plugin bundles it and injects the
    // list of this build's files to precache. We register it ourselves (src/web/pwa/), so the page
    // can offer the update instead of reloading under the user.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/web/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      // The launchers fetch the icons they need themselves; the page shows only the ones below.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell, every lazy chunk and the icons the page shows; not the source maps nor the
        // .br/.gz copies.
        globPatterns: ['**/*.{js,css,html,svg,woff2}', 'icons/icon-{96,192}.png'],
        // The relationship graph's chunk (the canvas library, ~200 KB) loads only when that page
        // opens; precaching it would fetch it for everyone (docs/decisions/026).
        globIgnores: ['**/connection-graph-page-*.js'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // The static landing page for visitors (docs/decisions/034), from the written index.html.
    prerenderLanding(),
    // After the service worker is written, so its compressed copies match it.
    precompress(),
  ],
  // The manifest lets `npm run bench` weigh what each page loads.
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: {
        // Left to itself the bundler cut the signed-in shell into 53 files, most under 1 KiB (one per
        // icon, per small helper shared by a few pages). On a phone's connection each file costs a
        // round trip on one of six connections, so the dashboard's first paint waited on the queue,
        // not the bytes. Two groups: every icon in one file, and the app's modules that four or more
        // pages share in one file (with what they import). The shell is 10 files; its bytes stay
        // under the 150 KiB goal (docs/decisions/039, chunk count).
        codeSplitting: {
          groups: [
            { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 20 },
            { name: 'common', test: /[\\/]src[\\/]web[\\/]/, minShareCount: 4, priority: 10 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
});

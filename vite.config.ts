import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-precompress.ts';

// The web app builds to dist/web, which the server serves. In development Vite serves it on
// :5173 and passes /api to the server on :3000 (see scripts/dev.mjs).
export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest lets `npm run bench` weigh what each page loads.
  build: { outDir: 'dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
});

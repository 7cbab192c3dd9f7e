import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env.ts';

/**
 * Serves the built web app from `dist/web`: hashed assets cached for a year, and index.html
 * (never cached) for every other path so the client router can take over.
 */
export function mountWebApp(app: Hono<AppEnv>, webDir: string) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
    return;
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), webDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root, index: 'no-index.html' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}

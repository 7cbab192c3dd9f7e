import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { signedInReadsOf } from '../../shared/first-reads-script.ts';
import { prerenderedLanding } from '../../shared/prerendered-landing.ts';
import type { AppEnv } from './env.ts';
import { withFirstReads } from './first-reads.ts';
import { type LandingSettings, prerenderedLandingPage } from './landing-page.ts';
import { routeHtml } from './route-preload.ts';
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts';
import { firstPaint, mayBeSignIn } from './web-app-first-paint.ts';

/**
 * Serves the built web app from `dist/web`: hashed assets cached for a year, and index.html
 * (never cached, preloading the route's chunks: route-preload.ts, with the page's first paint drawn
 * at build time: web-app-first-paint.ts, and asking for the app's scripts only after that paint:
 * scripts-after-paint.ts) for every other path so the client router can take over. The build writes
 * Brotli and gzip copies of every text asset (scripts/vite-precompress.ts); they are sent by the
 * request's `Accept-Encoding`, with `Vary: Accept-Encoding`. The service worker (`/sw.js`) and the
 * web app manifest are revalidated on every request, never cached as immutable. A visitor's
 * `/landing` is the page the build rendered ahead of time (landing-page.ts).
 */
export function mountWebApp(app: Hono<AppEnv>, webDir: string, landing: LandingSettings) {
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('*', (c) => c.text('The web app is not built yet: run `npm run build`.', 503));
    return;
  }
  const htmlFor = routeHtml(webDir, readFileSync(indexFile, 'utf8'), scriptsAfterFirstPaint);
  const withFirstPaint = firstPaint(webDir);
  const root = path.relative(process.cwd(), webDir) || '.';
  // Set before serveStatic answers: its onFound hook runs after the response is built, too late.
  app.use('/assets/*', async (c, next) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    await next();
  });
  app.use('/assets/*', serveStatic({ root, precompressed: true }));
  // A hashed asset that is not there (an old tab asking for a chunk of the previous build) is a
  // 404, never the page: HTML served as a script only produces a confusing parse error.
  app.get('/assets/*', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.text('Not found', 404);
  });
  // The service worker and the manifest have fixed names: a browser must ask again every time, or
  // it would keep an old version running (browsers cap a worker's HTTP caching at a day anyway).
  // The icons and the favicon change only with a redeploy that also changes the manifest; a day is
  // plenty (the favicon was asked again on every page load, Lighthouse's cache audit noticed).
  app.use('*', async (c, next) => {
    await next();
    if (c.res.status !== 200 || c.res.headers.has('Cache-Control')) return;
    const file = c.req.path;
    if (file === '/sw.js' || file === '/manifest.webmanifest') c.header('Cache-Control', 'no-cache');
    else if (file.startsWith('/icons/') || file === '/favicon.svg')
      c.header('Cache-Control', 'public, max-age=86400');
  });
  // The prerendered landing page's templates are the server's to fill in (landing-page.ts), not files.
  app.get(`/${prerenderedLanding.dir}/*`, (c) => c.text('Not found', 404));
  app.use('*', serveStatic({ root, index: 'no-index.html', precompressed: true }));
  const landingPage = prerenderedLandingPage(webDir, landing);
  if (landingPage)
    app.get('/landing', async (c, next) => {
      const res = await landingPage(c);
      if (res) return res;
      await next();
    });
  app.get('*', async (c) => {
    const pathname = c.req.path;
    const search = new URL(c.req.url).search;
    // Only /auth's first paint and the first reads of a signed-in page depend on the session; a
    // session that cannot be read is a visitor's.
    const reads = signedInReadsOf(pathname, search);
    const askSession = mayBeSignIn(pathname) || reads.length > 0;
    const visitor = !askSession || !(await landing.resolveSession(c.req.raw.headers).catch(() => null));
    c.header('Cache-Control', 'no-cache');
    if (askSession) c.header('Vary', 'Cookie');
    const html = withFirstPaint(htmlFor(pathname), { pathname, search, visitor });
    return c.html(withFirstReads(html, visitor ? [] : reads));
  });
}

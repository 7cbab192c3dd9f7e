import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterPaintLoaderScript } from '../../shared/after-paint-loader.ts';
import { firstReadsScript } from '../../shared/first-reads-script.ts';
import { themeInitScript } from '../../shared/theme-init.ts';
import { answerHeaders } from './answer-headers.ts';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The inline scripts a page may run, named by their hashes: the theme's, the first reads' and the app's loader. */
export const themeScriptSource = hashSource(themeInitScript);
export const firstReadsScriptSource = hashSource(firstReadsScript);
export const loaderScriptSource = hashSource(afterPaintLoaderScript);

/**
 * Only the app's own origin may supply scripts, styles, data and frames; nobody may frame us.
 * Served over https (BASE_URL), browsers are told to use nothing else for a year.
 */
export function securityHeaders(https: boolean): MiddlewareHandler {
  const secure = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", themeScriptSource, firstReadsScriptSource, loaderScriptSource],
      // Radix positions popovers with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      // The service worker (/sw.js) and the web app manifest: our origin only.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
  });
  // hono's middleware sets them on the answer's headers: made mutable first (a redirect's are not).
  return (c, next) =>
    secure(c, async () => {
      await next();
      answerHeaders(c);
    });
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { prerenderedLanding } from '../../shared/prerendered-landing.ts';
import { chosenEncoding } from './content-encoding.ts';
import type { AppEnv } from './env.ts';

/** What the landing page shows that only the running server knows. */
export interface LandingSettings {
  billing: boolean;
  contactEmail: string;
  /** The user behind the request's session cookie, or null (auth/session-cookie.ts). */
  resolveSession(headers: Headers): Promise<string | null>;
}

interface Encoded {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * The prerendered `/landing` for visitors (docs/decisions/034): the build's version for this server
 * (plans when it bills), its contact address filled in, and the footer's year filled in per year,
 * compressed once per year rather than per request. Null when the build has none (an older build or
 * a test directory): the app's own page is served then.
 */
export function prerenderedLandingPage(webDir: string, settings: LandingSettings) {
  const file = path.join(
    webDir,
    prerenderedLanding.dir,
    prerenderedLanding.files[settings.billing ? 'plans' : 'included'],
  );
  if (!existsSync(file)) return null;
  const template = readFileSync(file, 'utf8').replaceAll(
    prerenderedLanding.contactMark,
    escapeHtml(settings.contactEmail),
  );
  let cached: { year: number; page: Encoded } | undefined;
  const pageOf = (year: number): Encoded => {
    if (cached?.year !== year) {
      const html = template.replaceAll(prerenderedLanding.yearMark, String(year));
      const bytes = Buffer.from(html);
      const br = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      cached = { year, page: { identity: html, br, gzip: gzipSync(bytes, { level: 9 }) } };
    }
    return cached.page;
  };

  /**
   * Answers a visitor; a signed-in user gets the app (undefined here), whose landing page offers the
   * dashboard, as before.
   */
  return async (c: Context<AppEnv>): Promise<Response | undefined> => {
    // A session that cannot be read (the database failing) shows the visitor's page: it needs no data.
    if (await settings.resolveSession(c.req.raw.headers).catch(() => null)) return undefined;
    const page = pageOf(new Date().getFullYear());
    // The answer depends on the session cookie too: a shared cache must not give it to a signed-in user.
    c.header('Vary', 'Accept-Encoding, Cookie');
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', 'text/html; charset=UTF-8');
    const encoding = chosenEncoding(c);
    if (!encoding) return c.body(page.identity);
    c.header('Content-Encoding', encoding);
    return c.body(new Uint8Array(page[encoding]));
  };
}

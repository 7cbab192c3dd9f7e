import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { landingHtml, landingScript } from '../../../scripts/vite-prerender-landing.ts';
import { firstReadsScriptTag } from '../../shared/first-reads-script.ts';
import { prerenderedLanding } from '../../shared/prerendered-landing.ts';
import { themeInitScript } from '../../shared/theme-init.ts';
import { brotliText, expectHeaders } from '../test/served.ts';
import { suiteWebDir } from '../test/web-dir.ts';
import type { AppEnv } from './env.ts';
import { withFirstReads } from './first-reads.ts';
import { type LandingSettings, prerenderedLandingPage } from './landing-page.ts';
import { scriptsAfterFirstPaint } from './scripts-after-paint.ts';
import { mountWebApp } from './web-app.ts';

// A build directory with index.html as Vite writes it and the two prerendered versions made from it
// by the build's own function.
const indexHtml = [
  '<!doctype html><html lang="en"><head><title>Memento</title>',
  `<script>${themeInitScript}</script>`,
  firstReadsScriptTag,
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-abc.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');
const { yearMark, contactMark } = prerenderedLanding;
const landingFile = (version: keyof typeof prerenderedLanding.files) =>
  `${prerenderedLanding.dir}/${prerenderedLanding.files[version]}`;
const web = suiteWebDir('landing', {
  'index.html': indexHtml,
  [landingFile('included')]: landingHtml(
    indexHtml,
    `<h1>Your memories</h1><p>What Memento includes</p><p>© ${yearMark} Memento</p>`,
  ),
  [landingFile('plans')]: landingHtml(
    indexHtml,
    `<h1>Your memories</h1><a href="mailto:${contactMark}?subject=x">Contact Us</a>`,
  ),
});

const visitor: LandingSettings = {
  billing: false,
  contactEmail: 'team@memento.test',
  resolveSession: async () => null,
};

function app(settings: LandingSettings = visitor) {
  const hono = new Hono<AppEnv>();
  mountWebApp(hono, web.path, settings);
  return hono;
}

describe('the prerendered landing page', () => {
  it('is a visitor’s /landing: the markup, the current year, no app script, compressed', async () => {
    const res = await app().request('/landing', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expectHeaders(res, {
      'content-encoding': 'br',
      vary: 'Accept-Encoding, Cookie',
      'cache-control': 'no-cache',
    });
    const html = await brotliText(res);
    expect(html).toContain('<div id="root"><h1>Your memories</h1>');
    expect(html).toContain(`© ${new Date().getFullYear()} Memento`);
    // Only the theme's inline script and the landing page's own small one; the styles stay.
    const scripts = [...html.matchAll(/<script\b[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts).toEqual([landingScript]);
    expect(html).toContain(`<script>${themeInitScript}</script>`);
    // A visitor's page starts no session read.
    expect(html).not.toContain(firstReadsScriptTag);
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('href="/assets/index-abc.css"');
  });

  it('shows the plans with the contact address, escaped, on a server that bills', async () => {
    const res = await app({ ...visitor, billing: true, contactEmail: 'a&b@memento.test' }).request(
      '/landing',
    );
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toContain('href="mailto:a&#38;b@memento.test?subject=x"');
  });

  it('leaves a signed-in user to the app, whose landing page offers the dashboard', async () => {
    const res = await app({ ...visitor, resolveSession: async () => 'user-1' }).request('/landing');
    expect(res.status).toBe(200);
    const appPage = withFirstReads(scriptsAfterFirstPaint(indexHtml), []);
    expect(await res.text()).toBe(appPage);
  });

  it('shows the visitor’s page when the session cannot be read', async () => {
    const failing = { ...visitor, resolveSession: () => Promise.reject(new Error('database down')) };
    expect(await (await app(failing).request('/landing')).text()).toContain('<h1>Your memories</h1>');
  });

  it('does not serve its templates as files', async () => {
    const res = await app().request(`/${prerenderedLanding.dir}/${prerenderedLanding.files.included}`);
    expect(res.status).toBe(404);
  });

  it('is absent from a build without it: the app serves /landing', () => {
    expect(prerenderedLandingPage(path.join(web.path, 'missing'), visitor)).toBeNull();
  });
});

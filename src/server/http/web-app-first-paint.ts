import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type FirstPaints, prerenderedFirstPaint } from '../../shared/prerendered-first-paint.ts';
import { prerenderedLanding } from '../../shared/prerendered-landing.ts';

const emptyRoot = '<div id="root"></div>';
const signInPath = /^\/auth\/?$/;
const publicPath = /^\/(landing|auth)?(\/|$)/;

/** What a request for one of the app's pages is, as far as its first paint goes. */
export interface PageRequest {
  pathname: string;
  search: string;
  /** The request names no live session (a signed-in user's /auth goes straight to the app). */
  visitor: boolean;
}

/** Whether the page may be the sign-in form, so the server must know whether a session is live. */
export const mayBeSignIn = (pathname: string) => signInPath.test(pathname);

/**
 * Fills the app's HTML with the page's first paint, drawn at build time (docs/decisions/039): a
 * visitor's `/auth` gets the sign-in form, so it shows before any script has run; other public pages
 * the brand, signed-in pages the app's frame with a skeleton, both exactly what the app's first render
 * draws while the page's code loads. Without the build's file (an older build) the HTML stays as it
 * is.
 */
export function firstPaint(webDir: string): (html: string, page: PageRequest) => string {
  const file = path.join(webDir, prerenderedLanding.dir, prerenderedFirstPaint.file);
  if (!existsSync(file)) return (html) => html;
  const paints = JSON.parse(readFileSync(file, 'utf8')) as FirstPaints;
  const markupFor = ({ pathname, search, visitor }: PageRequest) => {
    // '/auth?signup' is the sign-up form, which waits for the server's settings: the brand shows.
    if (visitor && signInPath.test(pathname) && !/sign-?up/i.test(search)) return paints.signIn;
    return pathname === '/' || publicPath.test(pathname) ? paints.publicLoading : paints.appLoading;
  };
  return (html, page) => html.replace(emptyRoot, () => `<div id="root">${markupFor(page)}</div>`);
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FirstPaints } from '../../shared/prerendered-first-paint.ts';
import { suiteWebDir } from '../test/web-dir.ts';
import { firstPaint } from './web-app-first-paint.ts';

const paints: FirstPaints = {
  signIn: '<div data-prerendered="sign-in">form</div>',
  publicLoading: '<p>brand</p>',
  appLoading: '<p>frame</p>',
};
const html = '<html><head></head><body><div id="root"></div></body></html>';
const web = suiteWebDir('first-paint', { '.prerendered/first-paint.json': JSON.stringify(paints) });

const rootOf = (page: string) => page.match(/<div id="root">(.*)<\/div><\/body>/)?.[1];

describe("the HTML carries the page's first paint", () => {
  it("gives a visitor's /auth the sign-in form, and a signed-in user's the brand", () => {
    const fill = firstPaint(web.path);
    expect(rootOf(fill(html, { pathname: '/auth', search: '', visitor: true }))).toBe(paints.signIn);
    expect(rootOf(fill(html, { pathname: '/auth/', search: '?x=1', visitor: true }))).toBe(paints.signIn);
    expect(rootOf(fill(html, { pathname: '/auth', search: '', visitor: false }))).toBe(paints.publicLoading);
  });

  it('gives sign-up and the other public pages the brand, signed-in pages the frame', () => {
    const fill = firstPaint(web.path);
    const root = (pathname: string, search = '') => rootOf(fill(html, { pathname, search, visitor: true }));
    expect(root('/auth', '?mode=signup')).toBe(paints.publicLoading);
    expect(root('/auth/sign-up')).toBe(paints.publicLoading);
    expect(root('/auth/forgot-password')).toBe(paints.publicLoading);
    expect(root('/')).toBe(paints.publicLoading);
    expect(root('/landing')).toBe(paints.publicLoading);
    expect(root('/dashboard')).toBe(paints.appLoading);
    expect(root('/connections/abc')).toBe(paints.appLoading);
  });

  it('leaves the HTML as it is when the build drew nothing', () => {
    expect(
      firstPaint(path.join(web.path, 'missing'))(html, { pathname: '/auth', search: '', visitor: true }),
    ).toBe(html);
  });
});

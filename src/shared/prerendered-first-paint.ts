/**
 * The app's first paint drawn at build time (docs/decisions/039): what the build writes next to the
 * prerendered landing page and the server puts into `#root` of the HTML for a path.
 */
export const prerenderedFirstPaint = {
  /** In the landing page's directory (`prerenderedLanding.dir`): not served, not precached. */
  file: 'first-paint.json',
  /** Marks a drawn page the app replaces only when its own is ready (src/web/layout/prerendered-page.ts). */
  attribute: 'data-prerendered',
  /** Marks the drawn form's button, which only asks the app's form to send itself. */
  sendAttribute: 'data-prerendered-send',
} as const;

/** The markup for each kind of first paint. */
export interface FirstPaints {
  /** `/auth`'s sign-in form, for a visitor. */
  signIn: string;
  /** The brand, while a public page loads (the app's first render draws the same). */
  publicLoading: string;
  /** The app's frame and a skeleton, while a signed-in page loads (likewise). */
  appLoading: string;
}

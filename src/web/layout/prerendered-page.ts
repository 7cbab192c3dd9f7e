import { prerenderedFirstPaint } from '../../shared/prerendered-first-paint.ts';

/** The page the server drew in the HTML, kept on screen while the app prepares the same page. */
let waiting: { page: HTMLElement; app: HTMLElement; sendAsked: boolean } | null = null;

/**
 * Where React renders. Usually `#root` itself: what the server drew there (a loading frame the app's
 * first render draws again, identically) is simply replaced. A page the app draws only after reading
 * the session (the sign-in form, marked `data-prerendered`) would be replaced by a spinner first, so
 * React renders beside it, out of sight, until the page calls `revealApp()` (docs/decisions/039).
 */
export function appContainer(root: HTMLElement): HTMLElement {
  const page = root.querySelector<HTMLElement>(`[${prerenderedFirstPaint.attribute}]`);
  if (!page) return root;
  const app = document.createElement('div');
  // `display: contents` once shown: the wrapper adds no box, the page lays out as in #root.
  app.style.display = 'none';
  root.append(app);
  const state = { page, app, sendAsked: false };
  waiting = state;
  // The drawn form cannot send itself (prerender-first-paint.tsx); asking to is remembered and
  // done by the app's form once shown.
  page.addEventListener('click', (event) => {
    if ((event.target as Element).closest(`[${prerenderedFirstPaint.sendAttribute}]`)) state.sendAsked = true;
  });
  page.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.target as Element).matches('input')) state.sendAsked = true;
  });
  return app;
}

/** Sets an input's value as typing would, so React and the form library see it. */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Shows the app in place of the page the server drew, carrying over what was typed into it, where
 * the focus was and a press of its button (someone may start before the app is ready). Does nothing when there
 * is nothing waiting; a page calls it once it has drawn its content.
 */
export function revealApp() {
  if (!waiting) return;
  const { page, app, sendAsked } = waiting;
  waiting = null;
  const focused = page.contains(document.activeElement) ? document.activeElement?.id : undefined;
  const typed = [...page.querySelectorAll('input')].filter((input) => input.name && input.value);
  page.remove();
  app.style.display = 'contents';
  for (const input of typed) {
    const twin = app.querySelector<HTMLInputElement>(`input[name="${CSS.escape(input.name)}"]`);
    if (twin && !twin.value) typeInto(twin, input.value);
  }
  if (focused) document.getElementById(focused)?.focus();
  if (sendAsked) app.querySelector('form')?.requestSubmit();
}

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { type FirstPaints, prerenderedFirstPaint } from '../../shared/prerendered-first-paint.ts';
import { AuthShell } from '../features/auth/auth-shell.tsx';
import { screenFor, titles } from '../features/auth/screens.ts';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { AppLoading, PublicLoading } from './first-load-fallback.tsx';

/**
 * The sign-in form as a visitor first sees it. It cannot send itself: its button does not submit (a
 * form sent without the app would be a GET with the password in the address), and with two fields
 * and no submit button Enter does not submit either. Once the app's script runs, a press of the
 * button or Enter is remembered and the app's form sends (prerendered-page.ts).
 */
function signInForm(): string {
  const [title, subtitle] = titles[screenFor('/auth', '')];
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={['/auth']}>
      <AuthShell title={title} subtitle={subtitle}>
        <SignInForm onTwoFactor={() => {}} />
      </AuthShell>
    </MemoryRouter>,
  );
  if (!markup.includes('type="submit"')) throw new Error('the sign-in form has no submit button');
  // A wrapper without a box of its own: the page lays out as the app's does.
  return `<div ${prerenderedFirstPaint.attribute}="sign-in" style="display:contents">${markup.replace('type="submit"', `type="button" ${prerenderedFirstPaint.sendAttribute}`)}</div>`;
}

/** Every first paint, run by the build (scripts/vite-prerender-landing.ts), never in the browser. */
export function renderFirstPaints(): FirstPaints {
  return {
    signIn: signInForm(),
    publicLoading: renderToStaticMarkup(<PublicLoading />),
    appLoading: renderToStaticMarkup(<AppLoading />),
  };
}

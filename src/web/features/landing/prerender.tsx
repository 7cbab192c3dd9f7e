import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { type LandingVersion, prerenderedLanding } from '../../../shared/prerendered-landing.ts';
import { LandingView } from './landing-view.tsx';

const { yearMark, contactMark } = prerenderedLanding;

/**
 * The landing page's markup as a visitor sees it, for each version of the plan section; run by the
 * build (scripts/vite-prerender-landing.ts), never in the browser. The router only gives the links
 * their addresses: in the static page they are plain links that load the app.
 */
export function renderLanding(): Record<LandingVersion, string> {
  const render = (plans: Parameters<typeof LandingView>[0]['plans']) =>
    renderToStaticMarkup(
      <MemoryRouter initialEntries={['/landing']}>
        <LandingView signedIn={false} plans={plans} year={yearMark} />
      </MemoryRouter>,
    );
  return {
    included: render({ billing: false }),
    plans: render({ billing: true, contactEmail: contactMark }),
  };
}

/**
 * The landing page rendered ahead of time (docs/decisions/034): what the build writes and the server
 * reads. Two versions, since whether the server bills is known only when it runs; the footer's year
 * and the contact address are placeholders the server fills in.
 */
export const prerenderedLanding = {
  /** Under the web build's directory: not a page of the app, so neither precached nor linked. */
  dir: '.prerendered',
  files: { included: 'landing-included.html', plans: 'landing-plans.html' },
  yearMark: '%%MEMENTO_YEAR%%',
  contactMark: '%%MEMENTO_CONTACT%%',
} as const;

export type LandingVersion = keyof typeof prerenderedLanding.files;
